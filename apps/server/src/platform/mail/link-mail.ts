import { escapeHtml } from '../text/html';
import type { MailMessage } from './mailer';

export type Brand = { brandName: string; publicUrl: string };

/** A short mail with one button; the link is also written out for text-only readers. */
export function linkMail(
  to: string,
  subject: string,
  {
    greeting,
    lines,
    action,
    link,
    footer,
  }: {
    greeting: string;
    lines: string[];
    action: string;
    link: string;
    footer: string;
  },
): MailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', footer].join('\n');
  const html = `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#2b2530;max-width:560px">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#6b2f8f;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:14px;color:#5b5161">Or open this link: ${escapeHtml(link)}</p>
<p style="font-size:14px;color:#5b5161">${escapeHtml(footer)}</p>
</div>`;
  return { to, subject, text, html };
}
