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
import { requestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { principalOf } from '../../platform/http/access';
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
    handler: async (request) => teamFor(ctx, principalOf(request).userId, request.params.team_id),
  });

  addEndpointRoute(app, inviteToTeam, {
    access: 'orchid_pro',
    feature: 'invite',
    tags,
    handler: async (request) =>
      invite(ctx, principalOf(request).userId, request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, listTeamInvites, {
    access: 'orchid_pro',
    feature: 'invite',
    tags,
    handler: async (request) => ({
      invites: await pendingInvites(ctx, principalOf(request).userId),
    }),
  });

  addEndpointRoute(app, revokeTeamInvite, {
    access: 'orchid_pro',
    feature: 'invite',
    tags,
    handler: async (request) => {
      await withdrawInvite(
        ctx,
        principalOf(request).userId,
        request.params.invite_id,
        requestOrigin(request),
      );
      return { revoked: true as const };
    },
  });

  addEndpointRoute(app, previewTeamInvite, {
    access: 'public',
    tags,
    // The token is the credential: guessing is slowed per client address.
    rateLimit: { max: 30, timeWindow: '15 minutes' },
    handler: async (request) => previewInvite(ctx, request.body.token),
  });

  addEndpointRoute(app, acceptTeamInvite, {
    access: 'orchid_pro',
    tags,
    handler: async (request) =>
      acceptInvite(ctx, principalOf(request).userId, request.body.token, requestOrigin(request)),
  });

  addEndpointRoute(app, removeTeamMember, {
    access: 'orchid_pro',
    feature: 'invite',
    tags,
    handler: async (request) =>
      removeMember(
        ctx,
        principalOf(request).userId,
        { teamId: request.params.team_id, userId: request.params.user_id },
        requestOrigin(request),
      ),
  });
}
