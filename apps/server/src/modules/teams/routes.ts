import {
  acceptTeamInvite,
  getTeam,
  inviteToTeam,
  listTeamInvites,
  previewTeamInvite,
  removeTeamMember,
  revokeTeamInvite,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import {
  acceptInvite,
  inviteToTeam as invite,
  pendingInvites,
  previewInvite,
  withdrawInvite,
} from './invitations';
import { removeMember, teamFor } from './service';

const tags = ['teams'];

export async function teamsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  addEndpointRoute(app, getTeam, {
    access: 'orchid_pro',
    tags,
    handler: async ({ params, principal }) => teamFor(ctx, principal.userId, params.team_id),
  });

  addEndpointRoute(app, inviteToTeam, {
    access: 'orchid_pro',
    feature: 'invite',
    tags,
    handler: async ({ body, principal, origin }) => invite(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, listTeamInvites, {
    access: 'orchid_pro',
    feature: 'invite',
    tags,
    handler: async ({ principal }) => ({
      invites: await pendingInvites(ctx, principal.userId),
    }),
  });

  addEndpointRoute(app, revokeTeamInvite, {
    access: 'orchid_pro',
    feature: 'invite',
    tags,
    handler: async ({ params, principal, origin }) => {
      await withdrawInvite(ctx, principal.userId, params.invite_id, origin);
      return { revoked: true as const };
    },
  });

  addEndpointRoute(app, previewTeamInvite, {
    access: 'public',
    tags,
    // The token is the credential: guessing is slowed per client address.
    rateLimit: { max: 30, timeWindow: '15 minutes' },
    handler: async ({ body }) => previewInvite(ctx, body.token),
  });

  addEndpointRoute(app, acceptTeamInvite, {
    access: 'orchid_pro',
    tags,
    handler: async ({ body, principal, origin }) =>
      acceptInvite(ctx, principal.userId, body.token, origin),
  });

  addEndpointRoute(app, removeTeamMember, {
    access: 'orchid_pro',
    feature: 'invite',
    tags,
    handler: async ({ params, principal, origin }) =>
      removeMember(
        ctx,
        principal.userId,
        { teamId: params.team_id, userId: params.user_id },
        origin,
      ),
  });
}
