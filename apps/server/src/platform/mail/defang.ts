import { escapeHtml } from '../text/html';

/**
 * Text someone other than us chose (a session type's name, a practice's or a person's name, a
 * group's title) goes into mails we send, so it must never be a live link: mail programs turn
 * `https://…`, `www.…`, bare domains (`pay-here.example`) and addresses into links, which would
 * let a professional phish their clients under our name. Defanged the way security reports
 * write them, `hxxps[://]pay-here[.]example`: no mail program links it, a person still reads it.
 */
const SCHEME = /(?<![\p{L}\p{N}])([a-z][a-z0-9+.-]*):(\/\/)?/giu;
/** A host: labels of letters, digits and hyphens, the last of 2+ letters (so not 'e.g.'). */
const HOST =
  /(?<![\p{L}\p{N}-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?![\p{L}\p{N}])/gu;
const IPV4 = /(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/g;
/** Schemes mail programs link when followed by ':' alone. */
const BARE_SCHEMES = new Set(['mailto', 'tel', 'sms', 'javascript', 'data', 'file']);

/** `text` with every link and domain made inert; for 'html', escaped as well. */
export function defangForMail(text: string, format: 'text' | 'html' = 'text'): string {
  const plain = text
    .replace(SCHEME, (all, scheme: string, slashes: string | undefined) => {
      if (!slashes && !BARE_SCHEMES.has(scheme.toLowerCase())) return all;
      return `${scheme.replace(/^http/i, 'hxxp')}[:${slashes ?? ''}]`;
    })
    .replace(HOST, (host) => host.replaceAll('.', '[.]'))
    .replace(IPV4, (ip) => ip.replaceAll('.', '[.]'));
  return format === 'html' ? escapeHtml(plain) : plain;
}
