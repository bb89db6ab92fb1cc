import { paths } from '../paths';

type FooterLink = { label: string; to: string; newTab?: boolean };
type FooterColumn = { title: string; links: FooterLink[] };

/**
 * The marketing footer's link columns (booking-practice-and-marketing §2 "Footer"). The paths
 * (app/paths.ts) are the spec's, including the ones that carry the product's original name.
 */
export function footerColumns(brand: string): FooterColumn[] {
  return [
    {
      title: 'For clients',
      links: [
        { label: 'Find a professional', to: paths.professionalSearch },
        { label: 'Find a support group', to: paths.groupSession },
      ],
    },
    {
      title: 'For professionals',
      links: [
        { label: `Switch to ${brand}`, to: paths.switchEhr },
        { label: 'AI progress notes', to: paths.aiProgressNotes },
        { label: 'Measurement-based care', to: paths.measurementBasedCare },
        { label: 'EHR cost savings', to: paths.ehrCostSavings },
        { label: 'EHR security', to: paths.ehrSecurity },
        { label: `${brand} FAQ`, to: paths.ehrFaq },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About us', to: paths.aboutUs },
        { label: 'Blog', to: paths.blogs },
        { label: 'Press', to: paths.press },
        { label: 'Write for us', to: paths.writeForUs },
        { label: `Partner with ${brand}`, to: paths.partnerWithUs },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy policy', to: paths.privacyPolicy, newTab: true },
        { label: 'Terms of use', to: paths.termsOfUse },
        { label: 'Acceptable use policy', to: paths.acceptableUsePolicy },
      ],
    },
  ];
}
