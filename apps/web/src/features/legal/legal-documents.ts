import type { LegalDocument } from '@orchid/contracts/legal';
import { brandName } from '../../app/brand';
import { paths } from '../../app/paths';

/** The six legal pages (accounts-and-access §2), in the order they are listed. */
export const legalDocuments = [
  {
    key: 'terms-of-use',
    title: 'Terms of use',
    path: paths.termsOfUse,
    description: 'The terms on which {brand} is offered to clients and professionals.',
  },
  {
    key: 'privacy-policy',
    title: 'Privacy policy',
    path: paths.privacyPolicy,
    description:
      'What {brand} keeps about you, why, for how long, who sees it and how to have it removed.',
  },
  {
    key: 'acceptable-use-policy',
    title: 'Acceptable use policy',
    path: paths.acceptableUsePolicy,
    description: 'What may and may not be done on {brand}, by clients and by professionals.',
  },
  {
    key: 'clinician-ai-privacy-policy',
    title: 'Clinician AI privacy policy',
    path: paths.clinicianAiPrivacyPolicy,
    description: "How {brand}'s AI features treat what professionals and their clients share.",
  },
  {
    key: 'waiver-of-liability',
    title: 'Waiver of liability',
    path: paths.waiverOfLiability,
    description: 'What {brand} is and is not responsible for, and what to do in a crisis.',
  },
  {
    key: 'independent-contractor-agreement',
    title: 'Independent contractor agreement',
    path: paths.independentContractorAgreement,
    description:
      'The agreement between {brand} and the professionals who offer their services on it.',
  },
] as const satisfies readonly {
  key: LegalDocument;
  title: string;
  path: string;
  /** For the head of the page the server draws, {brand} standing for the brand's name. */
  description: string;
}[];

/** A legal page's title and description, for the head of the page the server draws. */
export function legalHead(document: LegalDocument): { title: string; description: string } {
  const found = legalDocuments.find((d) => d.key === document);
  return {
    title: found?.title ?? '',
    description: found?.description.replace('{brand}', brandName()) ?? '',
  };
}
