/**
 * Where people write for help. A self-hosted copy can name its own address in index.html's
 * `<meta name="support-email">`; without one it is support@ the host the app is served from
 * (minus a leading "www."), which is where an installation's own mail usually lives.
 */
export function supportEmail(): string {
  const meta = document.querySelector('meta[name="support-email"]');
  const configured = meta?.getAttribute('content')?.trim();
  if (configured) return configured;
  return `support@${window.location.hostname.replace(/^www\./, '')}`;
}

/** A mailto: link to support with a subject line filled in. */
export function supportMailto(subject: string): string {
  return `mailto:${supportEmail()}?subject=${encodeURIComponent(subject)}`;
}
