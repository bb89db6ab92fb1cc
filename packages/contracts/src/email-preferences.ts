import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { text } from './text';

// E-mail preferences (accounts-and-access §2: /email-preference and its update, unsubscribe
// and resubscribe pages). Every mail the platform sends is either essential (a person must
// get it: nobody can unsubscribe) or of one of these categories, which a person can turn off.
// A mail of a category carries a signed link to these pages and one-click unsubscribe
// headers (RFC 8058); docs/email-preferences.md tells the whole design.

export const MAIL_CATEGORIES = ['reminders', 'practice_activity', 'product_news', 'blog'] as const;
export const MailCategorySchema = z.enum(MAIL_CATEGORIES);
/** A category a person may unsubscribe from. */
export type MailCategory = z.infer<typeof MailCategorySchema>;
/** What every mail the server sends is: essential, or of a category. */
export type MailKind = 'essential' | MailCategory;

/** The words of each category, on the preference pages and in a mail's footer. */
export const mailCategories: Record<
  MailCategory,
  { label: string; description: string; because: string }
> = {
  reminders: {
    label: 'Session reminders',
    description: 'A reminder with a calendar file the day before each session.',
    because: 'You get this reminder because a session is booked for you or someone you care for.',
  },
  practice_activity: {
    label: 'Bookings in your practice',
    description:
      'For professionals and schedulers: a mail when a client books, cancels, moves or accepts a session, or joins a group.',
    because: 'You get this because a client changed a session of your practice.',
  },
  product_news: {
    label: 'Product news',
    description: 'Now and then, what is new on the platform and how to use it.',
    because: 'You get this because you are subscribed to product news.',
  },
  blog: {
    label: 'Blog',
    description: 'New posts from our blog about care and about using the platform.',
    because: 'You get this because you are subscribed to new blog posts.',
  },
};

/** The mails nobody can unsubscribe from, as the preference page lists them. */
export const ESSENTIAL_MAILS = [
  'Links to confirm your e-mail address or reset your password',
  'Receipts and refunds',
  'Invitations you accept to join a practice or finish signing up',
  'Security notices about your account',
  'Changes to your sessions, groups, plan or approval',
] as const;

/** The link in a mail that opens the preference pages for its recipient, without signing in. */
export const PreferenceTokenSchema = text().trim().min(40).max(700);

export const EmailPreferencesSchema = z.object({
  /** Whose preferences: the address the mails go to. */
  email: text(),
  /** Whether the address gets each category, in MAIL_CATEGORIES order. */
  categories: z.array(z.object({ category: MailCategorySchema, subscribed: z.boolean() })),
  /** The category of the mail the link came from; null when signed in without a link. */
  link_category: MailCategorySchema.nullable(),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** The whole choice: every category on or off. */
export const SavePreferencesSchema = z.strictObject({
  reminders: z.boolean(),
  /** Left out: unchanged (it came after the others, and older callers do not send it). */
  practice_activity: z.boolean().optional(),
  product_news: z.boolean(),
  blog: z.boolean(),
});
export type SavePreferences = z.infer<typeof SavePreferencesSchema>;

const byToken = z.object({ token: PreferenceTokenSchema });
const API = '/api/users/v1/email_preference';

export const getOwnEmailPreferences = defineEndpoint({
  method: 'GET',
  path: API,
  summary: "The signed-in person's e-mail preferences",
  status: 200,
  response: EmailPreferencesSchema,
});

export const saveOwnEmailPreferences = defineEndpoint({
  method: 'PUT',
  path: API,
  summary: "Save the signed-in person's e-mail preferences",
  body: SavePreferencesSchema,
  status: 200,
  response: EmailPreferencesSchema,
});

export const getEmailPreferencesByToken = defineEndpoint({
  method: 'GET',
  path: `${API}/by_token`,
  summary: "The e-mail preferences of a mail's recipient, by the signed token of its link",
  query: byToken,
  status: 200,
  response: EmailPreferencesSchema,
});

export const saveEmailPreferencesByToken = defineEndpoint({
  method: 'PUT',
  path: `${API}/by_token`,
  summary: "Save the e-mail preferences of a mail's recipient, by the signed token of its link",
  query: byToken,
  body: SavePreferencesSchema,
  status: 200,
  response: EmailPreferencesSchema,
});

/**
 * The List-Unsubscribe address of every mail of a category: a POST unsubscribes the token's
 * address from the token's category, with no session and no page (RFC 8058 one-click; the
 * body a mail provider sends, `List-Unsubscribe=One-Click`, is accepted and not needed). The
 * unsubscribe page calls it too.
 */
export const unsubscribeByToken = defineEndpoint({
  method: 'POST',
  path: `${API}/unsubscribe`,
  summary:
    "Unsubscribe a mail's recipient from its category (RFC 8058 one-click: no session, any body)",
  query: byToken,
  status: 200,
  response: EmailPreferencesSchema,
});

export const resubscribeByToken = defineEndpoint({
  method: 'POST',
  path: `${API}/resubscribe`,
  summary: "Subscribe a mail's recipient to its category again",
  query: byToken,
  status: 200,
  response: EmailPreferencesSchema,
});

export const emailPreferenceMessages = {
  badLink:
    'This link does not work anymore. Log in to manage your e-mail preferences, or use the link in a newer e-mail.',
} as const;
