import { createMinor, getMemberInfo, listMinors, saveMemberInfo } from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { recordReadByOther } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { addMinor, guardedMinors, memberInfo, ownerOf, saveMemberInfo as save } from './service';

const tags = ['members'];

export async function membersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  addEndpointRoute(app, getMemberInfo, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async ({ principal, origin, reply }) => {
      reply.header('cache-control', 'no-store');
      const info = await memberInfo(ctx, ownerOf(principal));
      if (principal.acting) {
        await recordReadByOther(ctx.audit, {
          action: 'member.profile_read',
          actorUserId: principal.acting.guardianUserId,
          subjectUserId: principal.userId,
          actorRole: 'guardian',
          origin,
        });
      }
      return info;
    },
  });

  addEndpointRoute(app, saveMemberInfo, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async ({ body, principal, origin }) => save(ctx, ownerOf(principal), body, origin),
  });

  addEndpointRoute(app, createMinor, {
    access: 'member',
    tags,
    handler: async ({ body, principal, origin }) => addMinor(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, listMinors, {
    access: 'member',
    tags,
    handler: async ({ principal, origin, reply }) => {
      reply.header('cache-control', 'no-store');
      const guardianUserId = principal.userId;
      const minors = await guardedMinors(ctx, guardianUserId);
      for (const minor of minors) {
        await recordReadByOther(ctx.audit, {
          action: 'minor.list_read',
          actorUserId: guardianUserId,
          subjectUserId: minor.orchid_user_id,
          actorRole: 'guardian',
          origin,
        });
      }
      return { minors };
    },
  });
}
