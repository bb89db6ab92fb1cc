import { accountMessages } from './accounts';
import { adminMessages } from './admin';
import { appointmentMessages } from './appointments';
import { blogMessages } from './blog';
import { checkoutMessages } from './checkout';
import { clientMessages } from './clients';
import { directoryMessages } from './directory';
import { emailPreferenceMessages } from './email-preferences';
import { groupSessionMessages } from './group-sessions';
import { memberMessages } from './members';
import { professionalMessages } from './professionals';
import { schedulingMessages } from './scheduling';
import { subscriptionMessages } from './subscriptions';
import { teamMessages } from './teams';

// Every refusal the API gives has a code `<domain>.<name>` from these per-domain lists (the
// name is the message's key in the domain's messages). Answers carry it beside the spec's
// `detail` ({detail, code}); the web decides on codes, never on the words, and the server maps
// each code to its HTTP status in one place (apps/server/src/platform/http/error-statuses.ts).

/** Refusals that belong to no one domain. */
export const platformMessages = {
  invalidInput: 'Invalid input',
  databaseUnreachable: 'The database is not reachable.',
  sessionEnded: 'Your session has ended. Please log in again.',
  badWebhook: 'A signed JSON event is expected.',
  tooManyMailsToOthers:
    'You have sent many invitations recently, or this person has received several. Please try again later.',
  onlyMembers: 'This is only available to members.',
  onlyProfessionals: 'This is only available to professionals.',
  guardianOnly: 'This is not available while acting for a minor.',
  operatorsOnly: "This is only available to the platform's operators.",
  /** The detail names the plan or role that is missing (missingAccessReason). */
  featureNotAllowed: 'Your plan or role does not include this.',
  crossOrigin: 'This request came from another site and was refused.',
  notFound: 'Not Found',
  tooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  /** Fastify's own client errors (bad JSON, wrong content type): the detail says which. */
  badRequest: 'The request is not valid.',
  badAddress: 'The address is not valid.',
  addressTooLong: 'The address is too long.',
  serverFailure: 'Something went wrong on our side. Please try again later.',
  // Database constraints a request ran into (a defect when they reach the error handler).
  missingReference: 'The request refers to something that does not exist.',
  alreadyExists: 'This already exists.',
  overlaps: 'This overlaps with something that already exists.',
  valueNotAllowed: 'A value in the request is not allowed.',
  valueMissing: 'A required value is missing.',
} as const;

/** Care invites (invite codes and chart invites): a professional inviting a client. */
export const careInvitationMessages = {
  badInvite:
    'This invitation is not valid or has expired. Please ask your professional for a new one.',
} as const;

const domains = {
  platform: platformMessages,
  accounts: accountMessages,
  members: memberMessages,
  professionals: professionalMessages,
  subscriptions: subscriptionMessages,
  teams: teamMessages,
  scheduling: schedulingMessages,
  appointments: appointmentMessages,
  clients: clientMessages,
  careInvitations: careInvitationMessages,
  directory: directoryMessages,
  checkout: checkoutMessages,
  groupSessions: groupSessionMessages,
  admin: adminMessages,
  emailPreferences: emailPreferenceMessages,
  blog: blogMessages,
};

type Domains = typeof domains;
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export type ErrorCode = {
  [D in keyof Domains & string]: `${D}.${TextKeys<Domains[D]>}`;
}[keyof Domains & string];

/** The words of a code, as the spec gives them. */
export function errorMessage(code: ErrorCode): string {
  const [domain, key] = code.split('.') as [keyof Domains, string];
  const text = (domains[domain] as Record<string, unknown>)[key];
  if (typeof text !== 'string') throw new Error(`no message for ${code}`);
  return text;
}
