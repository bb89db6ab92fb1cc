import {
  createProfessionalType,
  getCancellationPolicy,
  getOwnProfessional,
  getProfessional,
  saveCancellationPolicy,
  saveOwnProfessional,
  updateProfessionalType,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { recordReadByOther, requestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { actingFor, teamRoleWords } from '../teams/service';
import { cancellationPolicyOf, saveCancellationPolicy as savePolicy } from './policies';
import { saveProfile } from './save-profile';
import { createType, ownProfile, practiceProfile, publicProfile, updateType } from './service';

const tags = ['professionals'];

export async function professionalsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  addEndpointRoute(app, getOwnProfessional, {
    access: 'orchid_pro',
    tags,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const principal = principalOf(request);
      const whom = await actingFor(ctx, principal, request.query.on_behalf_of);
      if (whom === principal.userId) return ownProfile(ctx, whom);
      const practice = await practiceProfile(ctx, whom);
      await recordReadByOther(ctx.audit, {
        action: 'professional.practice_read',
        actorUserId: principal.userId,
        subjectUserId: whom,
        actorRole: teamRoleWords(principal.role),
        origin: requestOrigin(request),
      });
      return practice;
    },
  });

  addEndpointRoute(app, getProfessional, {
    access: 'public',
    tags,
    handler: async (request) => publicProfile(ctx, request.params.id),
  });

  addEndpointRoute(app, saveOwnProfessional, {
    access: 'orchid_pro',
    tags,
    handler: async (request) =>
      saveProfile(ctx, principalOf(request).userId, request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, createProfessionalType, {
    access: 'orchid_pro',
    tags,
    handler: async (request) =>
      createType(ctx, principalOf(request).userId, request.body.orchid_pro_type),
  });

  addEndpointRoute(app, updateProfessionalType, {
    access: 'orchid_pro',
    tags,
    handler: async (request) =>
      updateType(ctx, principalOf(request).userId, request.params.id, request.body.orchid_pro_type),
  });

  addEndpointRoute(app, getCancellationPolicy, {
    access: 'orchid_pro',
    feature: 'policies',
    tags,
    handler: async (request) => {
      const principal = principalOf(request);
      const whom = await actingFor(ctx, principal, request.query.on_behalf_of);
      const policy = await cancellationPolicyOf(ctx, whom);
      if (whom !== principal.userId) {
        await recordReadByOther(ctx.audit, {
          action: 'professional.cancellation_policy_read',
          actorUserId: principal.userId,
          subjectUserId: whom,
          actorRole: teamRoleWords(principal.role),
          origin: requestOrigin(request),
        });
      }
      return policy;
    },
  });

  addEndpointRoute(app, saveCancellationPolicy, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async (request) =>
      savePolicy(ctx, principalOf(request).userId, request.body, requestOrigin(request)),
  });
}
