type FooterLink = { label: string; to: string; newTab?: boolean };
type FooterColumn = { title: string; links: FooterLink[] };

/**
 * The marketing footer's link columns (booking-practice-and-marketing §2 "Footer"). The paths
 * are the spec's, including the ones that carry the product's original name.
 */
export function footerColumns(brand: string): FooterColumn[] {
  return [
    {
      title: 'For clients',
      links: [
        { label: 'Find a professional', to: '/professional-search' },
        { label: 'Find a support group', to: '/group-session' },
      ],
    },
    {
      title: 'For professionals',
      links: [
        { label: `Switch to ${brand}`, to: '/switch-ehr-orchid' },
        { label: 'AI progress notes', to: '/ai-progress-note-generator' },
        { label: 'Measurement-based care', to: '/measurement-based-care' },
        { label: 'EHR cost savings', to: '/ehr-cost-savings' },
        { label: 'EHR security', to: '/ehr-security' },
        { label: `${brand} FAQ`, to: '/orchid-ehr-faq' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About us', to: '/about-us' },
        { label: 'Press', to: '/press' },
        { label: 'Write for us', to: '/write-for-us' },
        { label: `Partner with ${brand}`, to: '/partner-with-orchid' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy policy', to: '/privacy-policy', newTab: true },
        { label: 'Terms of use', to: '/terms-of-use' },
        { label: 'Acceptable use policy', to: '/AUP' },
      ],
    },
  ];
}
