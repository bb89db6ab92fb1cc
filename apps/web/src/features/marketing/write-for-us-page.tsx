import { Anchor, Button, Container, Text } from '@mantine/core';
import {
  BLOG_BIO_WORDS_MAX,
  blogSubmissionSubject,
  WRITE_FOR_US_CATEGORIES,
} from '@orchid/contracts/blog';
import { Link } from 'react-router';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';
import { supportEmail } from '../../app/support';
import { usePageMeta } from '../../app/use-page-meta';
import { SubmissionGuidelines } from '../blog/submission-guidelines';
import { CtaBanner } from './cta-banner';
import { FaqAccordion, type FaqItem } from './faq-accordion';
import { MarketingHero } from './marketing-hero';
import { NewTabLink } from './new-tab-link';
import { NumberedSteps, type Step } from './numbered-steps';
import { MarketingSection } from './section-heading';

// Help pages on other sites the page points authors to (§2 "Write for us").
const APA_STYLE_GUIDE = 'https://apastyle.apa.org/style-grammar-guidelines';
const EDITING_APP = 'https://languagetool.org/';
const SHARING_HELP = 'https://support.google.com/docs/answer/2494822';

const categoryNames = WRITE_FOR_US_CATEGORIES.map((category) => category.label);

function faq(brand: string): FaqItem[] {
  return [
    {
      question: `Who can write for ${brand}?`,
      answer: (
        <Text>
          Clinicians, researchers, students and others who work in or around mental-health care. You
          do not need to use {brand}; you need something useful to say to the people who do this
          work.
        </Text>
      ),
    },
    {
      question: 'What topics are you looking for?',
      answer: (
        <Text>
          Posts for our {categoryNames.join(', ')} categories: how clinicians grow and look after
          themselves, what new research means in practice, and what is changing in the field.
        </Text>
      ),
    },
    {
      question: 'How long until I hear back?',
      answer: (
        <Text>
          We read every submission and reply within one to two weeks, whether or not we can take
          your post.
        </Text>
      ),
    },
    {
      question: 'Will my post be edited?',
      answer: (
        <Text>
          Yes, lightly. An accepted post gets a single round of edits, suggested in your document,
          so you see and agree to every change before it is published.
        </Text>
      ),
    },
    {
      question: 'Can I publish my post somewhere else too?',
      answer: (
        <Text>
          No. We publish only original work that has not appeared anywhere else, and publishing
          gives us full rights to the post, so please do not republish it. You are welcome to link
          to it.
        </Text>
      ),
    },
    {
      question: 'Can I mention my practice or link to my website?',
      answer: (
        <Text>
          Your bio (up to {BLOG_BIO_WORDS_MAX} words) names you, your affiliation and your work.
          Links in the post should help the reader, at most 10 of them; we do not accept promotional
          or link-building posts.
        </Text>
      ),
    },
  ];
}

function steps(brand: string): Step[] {
  return [
    {
      title: 'Pick your topic',
      text: `Choose one of our categories (${categoryNames.join(', ')}) and one clear idea a reader can take away.`,
    },
    {
      title: 'Write your draft',
      text: (
        <>
          Follow the guidelines above: 800 to 1,800 words, references in{' '}
          <NewTabLink href={APA_STYLE_GUIDE}>APA style</NewTabLink>. A spelling and grammar checker
          such as <NewTabLink href={EDITING_APP}>LanguageTool</NewTabLink> helps.
        </>
      ),
    },
    {
      title: 'Prepare your document',
      text: (
        <>
          A Word document (.doc or .docx) or a Google doc{' '}
          <NewTabLink href={SHARING_HELP}>shared so anyone with the link can edit</NewTabLink>, with
          your suggested title, the full draft and a short bio.
        </>
      ),
    },
    {
      title: 'Send it to us',
      text: `Use our submission form, or e-mail it with the subject "${blogSubmissionSubject(brand)}". We reply within one to two weeks.`,
    },
  ];
}

/** The page's title and description, in the browser and in the prerendered page's head. */
export function writeForUsHead(): { title: string; description: string } {
  const brand = brandName();
  return {
    title: `Write for ${brand}`,
    description: `Write for the ${brand} blog: our guidelines for guest authors, what we publish and how to send us your post.`,
  };
}

/** /write-for-us: how guest authors write for the blog (booking-practice-and-marketing §2). */
export function WriteForUsPage() {
  const brand = brandName();
  const head = writeForUsHead();
  usePageMeta(head.title, head.description);
  const email = supportEmail();
  const mailto = `mailto:${email}?subject=${encodeURIComponent(blogSubmissionSubject(brand))}`;
  return (
    <>
      <MarketingHero
        size="lg"
        titleId="write-for-us-title"
        kicker={`The ${brand} blog`}
        title={`Write for ${brand}`}
        lead={
          <>
            Share what you know with clinicians who will use it. We publish practical, original
            writing on {categoryNames.join(', ')}, by people who work in mental-health care.
          </>
        }
        actions={
          <>
            <Button component={Link} to={paths.postBlog} size="md">
              Submit your post
            </Button>
            <Button component={Link} to={paths.blogs} size="md" variant="default">
              Read the blog
            </Button>
          </>
        }
      />
      <Container size="lg">
        <MarketingSection
          id="write-for-us-guidelines"
          title="Before you write"
          lead="What a draft needs, what we won't take, and what happens once you send it."
        >
          <Container size="md" px={0} mt="md" ml={0}>
            <SubmissionGuidelines title="Blog guidelines" />
          </Container>
        </MarketingSection>

        <MarketingSection id="write-for-us-faq" title="Questions authors ask">
          <FaqAccordion items={faq(brand)} />
        </MarketingSection>

        <MarketingSection id="write-for-us-how" title="How to Submit a Blog Post">
          <NumberedSteps steps={steps(brand)} />
        </MarketingSection>

        <CtaBanner
          titleId="write-for-us-ready"
          title="Ready to submit?"
          text={
            <>
              Send your draft to {email}, or use our form. See what we have published on{' '}
              <Anchor component={Link} to={paths.blogs} c="white" underline="always">
                the blog
              </Anchor>
              .
            </>
          }
        >
          <Button component="a" href={mailto} variant="white">
            E-mail your post
          </Button>
          <Button component={Link} to={paths.postBlog} variant="outline" color="white">
            Use the submission form
          </Button>
        </CtaBanner>
      </Container>
    </>
  );
}
