/**
 * The marketing pages' claims: outcome figures, security promises and partner statistics.
 * None is true of the software by itself: each depends on who runs the installation and what
 * they measured, signed or insured. So the operator confirms the ones that hold for them
 * (MARKETING_CLAIMS, docs/marketing.md) and a page shows a claim only when it is confirmed; a
 * fresh install shows none.
 */

/** What a claim is about; pages pick theirs by group (a security page shows 'security'). */
export type MarketingClaimGroup = 'outcome' | 'security' | 'partner' | 'comparison' | 'testimonial';

export type MarketingClaim = {
  group: MarketingClaimGroup;
  /** The figure a statistic shows large ('83%'); empty for a claim without one. */
  figure: string;
  /** What the figure means, or the whole claim when it has no figure. */
  text: string;
};

/** Every claim the pages may make, by key; the text is what is shown, word for word. */
export const MARKETING_CLAIMS = {
  'phq9-improvement': {
    group: 'outcome',
    figure: '83%',
    text: 'of patients taking PHQ-9 regularly improved',
  },
  'no-shows': { group: 'outcome', figure: 'Up to 25%', text: 'fewer no-shows' },
  'clinician-turnover': { group: 'outcome', figure: 'Up to 75%', text: 'less clinician turnover' },
  'revenue-per-appointment': {
    group: 'outcome',
    figure: 'Up to 10%',
    text: 'more revenue per appointment',
  },
  'form-completion': { group: 'outcome', figure: '97%', text: 'form completion' },
  remission: { group: 'outcome', figure: '3x', text: 'likelihood of remission' },
  'annual-savings': { group: 'outcome', figure: 'Over $1,000', text: 'saved every year' },
  hipaa: { group: 'security', figure: '', text: 'HIPAA compliant' },
  'soc2-type2': { group: 'security', figure: '', text: 'SOC 2 Type 2 audited' },
  encryption: { group: 'security', figure: '', text: 'Encryption in transit and at rest' },
  availability: { group: 'security', figure: '99.9%', text: 'availability' },
  'signed-baa': { group: 'security', figure: '', text: 'Signed business associate agreement' },
  'cyber-insurance': { group: 'security', figure: '', text: 'Cyber liability insurance' },
  'partner-savings': { group: 'partner', figure: '$120,000', text: 'saved' },
  'partner-admin-hours': { group: 'partner', figure: '2,400', text: 'admin hours' },
  'partner-sessions-funded': { group: 'partner', figure: '1,040', text: 'sessions funded' },
  'partner-conversion': { group: 'partner', figure: '98%', text: 'conversion' },
  'partner-therapy-funded': { group: 'partner', figure: '$130,000', text: 'of therapy funded' },
  'partner-grantees': { group: 'partner', figure: 'Over 100', text: 'grantees' },
  // A claim about another company's prices (the savings calculator's FAQ).
  'fee-comparison': {
    group: 'comparison',
    figure: '2.74%',
    text: 'card processing fee, against 3.15% at a competitor',
  },
  // The clinicians' quotes on the product pages ("Verified ... Clinician"): shown only by an
  // operator who holds such testimonials.
  'clinician-testimonials': {
    group: 'testimonial',
    figure: '',
    text: 'Quotes from clinicians who use the product',
  },
} as const satisfies Record<string, MarketingClaim>;

export type MarketingClaimKey = keyof typeof MARKETING_CLAIMS;

export const MARKETING_CLAIM_KEYS = Object.keys(MARKETING_CLAIMS) as MarketingClaimKey[];

export function isMarketingClaimKey(key: string): key is MarketingClaimKey {
  return Object.hasOwn(MARKETING_CLAIMS, key);
}

/** A claim as one line: its figure, then its text ('83% of patients ...'). */
export function claimSentence(key: MarketingClaimKey): string {
  const { figure, text } = MARKETING_CLAIMS[key];
  return figure ? `${figure} ${text}` : text;
}

/** The keys of one group, in the order above. */
export function claimsOfGroup(group: MarketingClaimGroup): MarketingClaimKey[] {
  return MARKETING_CLAIM_KEYS.filter((key) => MARKETING_CLAIMS[key].group === group);
}

/**
 * Reads a list of confirmed claims: keys separated by commas (spaces allowed), `all` for
 * every claim, empty for none. Unknown keys are returned apart so the server can refuse them
 * at start-up and the browser can ignore them.
 */
export function parseClaimList(value: string): {
  keys: MarketingClaimKey[];
  unknown: string[];
} {
  const words = value
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (words.includes('all')) return { keys: [...MARKETING_CLAIM_KEYS], unknown: [] };
  const keys = MARKETING_CLAIM_KEYS.filter((key) => words.includes(key));
  return { keys, unknown: words.filter((word) => !isMarketingClaimKey(word)) };
}
