import { z } from 'zod';
import { EmailSchema, RoleSchema } from './accounts';
import { defineEndpoint } from './endpoint';
import { text } from './text';

// Teams (accounts-and-access §3 Team, §6): a practice owner and the professionals working in
// the practice, as OWNER (clinicians) or PRACTICE_SCHEDULER.

export const teamMessages = {
  ownerOnlyAudit: "Only the practice's owner can see its audit events.",
  notFound: 'We could not find this team.',
  ownerOnly: 'Only the practice owner can manage the team.',
  alreadyInTeam: 'This professional already belongs to a team.',
  alreadyMember: 'This person is already on your team.',
  badInvite: 'This team invitation is not valid or has expired. Please ask for a new one.',
  otherAddress:
    'This invitation was sent to another email address. Log in with that address to accept it.',
  cannotRemoveOwner: 'The practice owner cannot be removed from the team.',
  notOnBehalf: 'You cannot act for this professional.',
} as const;

export const TeamMemberSchema = z.object({
  orchid_user_id: z.uuid(),
  role: RoleSchema,
  first_name: text(),
  last_name: text(),
  display_name: text(),
  is_practice_owner: z.boolean(),
});

export const TeamSchema = z.object({
  id: z.uuid(),
  name: text(),
  members: z.array(TeamMemberSchema),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamInviteSchema = z.object({
  id: z.uuid(),
  email: text(),
  role: RoleSchema,
  create_datetime: z.iso.datetime({ offset: true }),
  expires_datetime: z.iso.datetime({ offset: true }),
});

export const getTeam = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/team/{team_id}',
  summary: 'A team you belong to: id, name, members',
  params: z.object({ team_id: z.uuid() }),
  status: 200,
  response: TeamSchema,
});

export const inviteToTeam = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/team/invites',
  summary: 'Invite a professional by e-mail to your practice (creates the team on first use)',
  body: z.strictObject({ email: EmailSchema, role: RoleSchema }),
  status: 201,
  response: TeamInviteSchema,
});

export const listTeamInvites = defineEndpoint({
  method: 'GET',
  path: '/api/users/v1/team/invites',
  summary: "Your practice's pending invitations",
  status: 200,
  response: z.object({ invites: z.array(TeamInviteSchema) }),
});

export const revokeTeamInvite = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/v1/team/invites/{invite_id}',
  summary: 'Withdraw a pending invitation',
  params: z.object({ invite_id: z.uuid() }),
  status: 200,
  response: z.object({ revoked: z.literal(true) }),
});

/** The token of a mailed team invitation link. */
export const TeamInviteTokenSchema = text().trim().min(16).max(200);

/** What the invitation page shows before anyone signs in: who invites, where, as what. */
export const TeamInvitePreviewSchema = z.object({
  email: text(),
  role: RoleSchema,
  practice_name: text(),
  invited_by: text(),
  expires_datetime: z.iso.datetime({ offset: true }),
});

/**
 * POST /api/users/v1/team/invites/preview (not in the spec): the invitation a mailed link
 * carries, for its page. The token is the credential, so it goes in the body, not the path;
 * a token that is not live answers teams.badInvite.
 */
export const previewTeamInvite = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/team/invites/preview',
  summary: 'Who invites you, to which practice and as what (from the mailed link)',
  body: z.strictObject({ token: TeamInviteTokenSchema }),
  status: 200,
  response: TeamInvitePreviewSchema,
});

export const acceptTeamInvite = defineEndpoint({
  method: 'POST',
  path: '/api/users/v1/team/invites/accept',
  summary: 'Join the team an invitation mailed to your address names',
  body: z.strictObject({ token: TeamInviteTokenSchema }),
  status: 200,
  response: TeamSchema,
});

export const removeTeamMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/v1/team/{team_id}/members/{user_id}',
  summary: 'Remove a professional from your practice',
  params: z.object({ team_id: z.uuid(), user_id: z.uuid() }),
  status: 200,
  response: TeamSchema,
});
