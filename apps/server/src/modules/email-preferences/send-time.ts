import {
  type MailCategory,
  mailCategories,
  mailLinks,
  unsubscribeByToken,
  withQuery,
} from '@orchid/contracts';
import type { Db } from '../../platform/db/database';
import type { MailMessage, MailPreferences } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/text/html';
import { findUserByEmail } from '../accounts/users';
import * as repo from './repo';
import { signPreferenceToken } from './tokens';

type SendTimeDeps = { db: Db; preferenceKey: Buffer; publicUrl: string; supportEmail: string };

/**
 * What the mail job does with a mail of a category as it sends it: nothing, when its recipient
 * has unsubscribed from the category; otherwise it adds a footer with the unsubscribe and
 * preference links and the one-click unsubscribe headers of RFC 8058, with a token for this
 * recipient and category.
 */
export function mailPreferences(deps: SendTimeDeps): MailPreferences {
  return {
    async prepare(message, category) {
      const address = message.to.trim().toLowerCase();
      const user = await findUserByEmail(deps.db, address);
      const recipient = { address, userId: user?.id ?? null };
      if ((await repo.unsubscribedCategories(deps.db, recipient)).has(category)) return undefined;
      const subject = recipient.userId ? { userId: recipient.userId } : { email: address };
      const token = signPreferenceToken(deps.preferenceKey, { category, subject }, address);
      return withUnsubscribeLinks(message, category, token, deps);
    },
  };
}

function withUnsubscribeLinks(
  message: MailMessage,
  category: MailCategory,
  token: string,
  { publicUrl, supportEmail }: SendTimeDeps,
): MailMessage {
  const { label, because } = mailCategories[category];
  const unsubscribePage = `${publicUrl}${mailLinks.emailPreference('unsubscribe', token)}`;
  const managePage = `${publicUrl}${mailLinks.emailPreference('manage', token)}`;
  const oneClick = `${publicUrl}${withQuery(unsubscribeByToken, { token }).path}`;
  // Unsubscribing by mail reaches the support address: the body carries the unsubscribe
  // page's link, which whoever reads it opens to carry the request out.
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(
    `Unsubscribe from ${label.toLowerCase()}`,
  )}&body=${encodeURIComponent(`Please unsubscribe me: ${unsubscribePage}`)}`;
  const text = [
    message.text,
    '',
    '--',
    because,
    `Unsubscribe from ${label.toLowerCase()}: ${unsubscribePage}`,
    `Manage your e-mail preferences: ${managePage}`,
  ].join('\n');
  const small = 'font-size:13px;color:#5b5161';
  const html =
    message.html &&
    `${message.html}
<p style="${small};border-top:1px solid #ddd6e3;padding-top:12px">${escapeHtml(because)}<br>
<a href="${escapeHtml(unsubscribePage)}" style="color:#6b2f8f">Unsubscribe from ${escapeHtml(label.toLowerCase())}</a> · <a href="${escapeHtml(managePage)}" style="color:#6b2f8f">Manage your e-mail preferences</a></p>`;
  return {
    ...message,
    text,
    ...(html ? { html } : {}),
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${oneClick}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
