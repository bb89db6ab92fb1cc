import { metaContent } from './installation-meta';

/**
 * Where people write for help. A self-hosted copy can name its own address in index.html's
 * `<meta name="support-email">`; without one it is support@ the host the app is served from
 * (minus a leading "www."), which is where an installation's own mail usually lives.
 */
export function supportEmail(): string {
  return (
    metaContent('support-email') ?? `support@${window.location.hostname.replace(/^www\./, '')}`
  );
}

/** A mailto: link to support with a subject line filled in. */
export function supportMailto(subject: string): string {
  return `mailto:${supportEmail()}?subject=${encodeURIComponent(subject)}`;
}
