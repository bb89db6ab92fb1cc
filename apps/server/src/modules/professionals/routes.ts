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
import type { AppContext } from '../../platform/context';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { cancellationPolicyOf, saveCancellationPolicy as savePolicy } from './policies';
import { saveProfile } from './save-profile';
import { createType, ownProfile, practiceProfile, publicProfile, updateType } from './service';

const tags = ['professionals'];

export async function professionalsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // A team member's read of the owner's practice is in the owner's access log.
  addEndpointRoute(app, getOwnProfessional, {
    access: 'orchid_pro',
    scope: 'practice',
    readByOther: 'professional.practice_read',
    tags,
    handler: async ({ scope, reply }) => {
      reply.header('cache-control', 'no-store');
      return scope.onBehalf
        ? practiceProfile(ctx, scope.ownerUserId)
        : ownProfile(ctx, scope.ownerUserId);
    },
  });

  addEndpointRoute(app, getProfessional, {
    access: 'public',
    tags,
    handler: async ({ params }) => publicProfile(ctx, params.id),
  });

  addEndpointRoute(app, saveOwnProfessional, {
    access: 'orchid_pro',
    tags,
    handler: async ({ body, principal, origin }) =>
      saveProfile(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, createProfessionalType, {
    access: 'orchid_pro',
    tags,
    handler: async ({ body, principal }) => createType(ctx, principal.userId, body.orchid_pro_type),
  });

  addEndpointRoute(app, updateProfessionalType, {
    access: 'orchid_pro',
    tags,
    handler: async ({ body, params, principal }) =>
      updateType(ctx, principal.userId, params.id, body.orchid_pro_type),
  });

  addEndpointRoute(app, getCancellationPolicy, {
    access: 'orchid_pro',
    feature: 'policies',
    scope: 'practice',
    readByOther: 'professional.cancellation_policy_read',
    tags,
    handler: async ({ scope }) => cancellationPolicyOf(ctx, scope.ownerUserId),
  });

  addEndpointRoute(app, saveCancellationPolicy, {
    access: 'orchid_pro',
    feature: 'edit-scheduling',
    tags,
    handler: async ({ body, principal, origin }) => savePolicy(ctx, principal.userId, body, origin),
  });
}
