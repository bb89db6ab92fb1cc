import { metaContent } from './installation-meta';
import { supportEmail } from './support';

// Who runs this installation, as the server's settings say (OPERATOR_NAME, OPERATOR_CONTACT):
// the server writes them into index.html's meta tags, as it does the brand name.

/** The operator's name, or undefined when the installation has not set one. */
export function operatorName(): string | undefined {
  return metaContent('operator-name');
}

/** How to reach the operator: the configured contact, else the support address. */
export function operatorContact(): string {
  return metaContent('operator-contact') ?? supportEmail();
}

/**
 * The operator runs this installation under HIPAA and says so (HIPAA_CLAIMS): only then does
 * the web show the 'Built for HIPAA' badge. Compliance is the operator's to claim, never the
 * software's.
 */
export function operatorClaimsHipaa(): boolean {
  return metaContent('hipaa-claims') === 'true';
}

/** A contact that is an e-mail address gets a mailto: link; anything else is shown as text. */
export function contactHref(contact: string): string | undefined {
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(contact) ? `mailto:${contact}` : undefined;
}
