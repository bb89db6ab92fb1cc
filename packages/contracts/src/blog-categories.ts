// The blog's sections and categories, and the guidelines for guest authors, without zod: the
// blog's screens and the server read them from here (the addresses are blog-paths.ts).

export const BLOG_SECTIONS = ['blog', 'press'] as const;
export type BlogSection = (typeof BLOG_SECTIONS)[number];

/** A category as the spec's Blog entity has it: the words shown and the value in addresses. */
export type BlogCategory = { label: string; value: string };

/** §9's blog categories: /blogs/{value}. */
export const BLOG_CATEGORIES = [
  { label: 'Resources', value: 'resources' },
  { label: 'Professional Development', value: 'professional-development' },
  { label: 'Clinician Wellness', value: 'clinician-wellness' },
  { label: 'Industry Research', value: 'industry-research' },
  { label: 'In The News', value: 'in-the-news' },
] as const satisfies readonly BlogCategory[];

/** §9's press categories: /press/{value}. */
export const PRESS_CATEGORIES = [
  { label: 'Press Release', value: 'press-release' },
  { label: 'Award', value: 'award' },
  { label: 'News', value: 'news' },
  { label: 'Podcast', value: 'podcast' },
] as const satisfies readonly BlogCategory[];

/** §9's write-for-us categories: what a guest author may write about (the blog's values). */
export const WRITE_FOR_US_CATEGORIES = [
  { label: 'Professional Development', value: 'professional-development' },
  { label: 'Clinician Wellness', value: 'clinician-wellness' },
  { label: 'Industry Research', value: 'industry-research' },
  { label: 'In the News', value: 'in-the-news' },
] as const satisfies readonly BlogCategory[];

export const categoriesOf = (section: BlogSection): readonly BlogCategory[] =>
  section === 'blog' ? BLOG_CATEGORIES : PRESS_CATEGORIES;

/** The section's category with this value, or undefined. */
export const categoryOf = (section: BlogSection, value: string): BlogCategory | undefined =>
  categoriesOf(section).find((category) => category.value === value);

/**
 * §5's guidelines for guest authors, as they are shown to them (the submission form and the
 * write-for-us page), and §9's editorial terms.
 */
export const BLOG_SUBMISSION_GUIDELINES = [
  'Between 800 and 1,800 words. A draft is not turned down for its length alone.',
  'A title of at most 10 words or 100 characters.',
  'At most 10 links.',
  'An author bio of at most 100 words: your name, your institutional affiliation and position, and the focus of your work.',
  'References in APA style, woven into the text. No footnotes.',
  'Only complete, original drafts that have not been published anywhere else.',
] as const;

/** §5's submissions we won't accept. */
export const BLOG_SUBMISSIONS_REFUSED = [
  'Promotional or link-building content.',
  'Offensive or discriminatory content.',
  "Anything that breaches a client's or anyone's confidentiality.",
] as const;

/** §9's editorial terms: when we answer, how editing goes, and who owns a published post. */
export const BLOG_EDITORIAL_TERMS = [
  'We reply within one to two weeks.',
  'An accepted post gets a single round of edits.',
  'Publishing gives us full rights to the post, so please do not publish it anywhere else.',
] as const;

/**
 * §5's subject line of a blog submission, with the installation's brand: the mail the form
 * sends the operator, and the one an author writes from the write-for-us page.
 */
export const blogSubmissionSubject = (brand: string): string => `${brand} Blog Post Submission`;
