import type { LegalDocument } from '@orchid/contracts/legal';
import { paths } from '../../app/paths';

/** The six legal pages (accounts-and-access §2), in the order they are listed. */
export const legalDocuments = [
  { key: 'terms-of-use', title: 'Terms of use', path: paths.termsOfUse },
  { key: 'privacy-policy', title: 'Privacy policy', path: paths.privacyPolicy },
  { key: 'acceptable-use-policy', title: 'Acceptable use policy', path: paths.acceptableUsePolicy },
  {
    key: 'clinician-ai-privacy-policy',
    title: 'Clinician AI privacy policy',
    path: paths.clinicianAiPrivacyPolicy,
  },
  { key: 'waiver-of-liability', title: 'Waiver of liability', path: paths.waiverOfLiability },
  {
    key: 'independent-contractor-agreement',
    title: 'Independent contractor agreement',
    path: paths.independentContractorAgreement,
  },
] as const satisfies readonly { key: LegalDocument; title: string; path: string }[];
