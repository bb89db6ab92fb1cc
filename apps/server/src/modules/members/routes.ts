import { createMinor, getMemberInfo, listMinors, saveMemberInfo } from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { recordReadByOther, requestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { addMinor, guardedMinors, memberInfo, ownerOf, saveMemberInfo as save } from './service';

const tags = ['members'];

export async function membersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  addEndpointRoute(app, getMemberInfo, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const principal = principalOf(request);
      const info = await memberInfo(ctx, ownerOf(principal));
      if (principal.acting) {
        await recordReadByOther(ctx.audit, {
          action: 'member.profile_read',
          actorUserId: principal.acting.guardianUserId,
          subjectUserId: principal.userId,
          actorRole: 'guardian',
          origin: requestOrigin(request),
        });
      }
      return info;
    },
  });

  addEndpointRoute(app, saveMemberInfo, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async (request) =>
      save(ctx, ownerOf(principalOf(request)), request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, createMinor, {
    access: 'member',
    tags,
    handler: async (request) =>
      addMinor(ctx, principalOf(request).userId, request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, listMinors, {
    access: 'member',
    tags,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const guardianUserId = principalOf(request).userId;
      const minors = await guardedMinors(ctx, guardianUserId);
      for (const minor of minors) {
        await recordReadByOther(ctx.audit, {
          action: 'minor.list_read',
          actorUserId: guardianUserId,
          subjectUserId: minor.orchid_user_id,
          actorRole: 'guardian',
          origin: requestOrigin(request),
        });
      }
      return { minors };
    },
  });
}
