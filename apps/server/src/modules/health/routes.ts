import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';

const StatusSchema = z.object({ status: z.literal('ok') });

/** Probes for load balancers and orchestrators. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { summary: 'The process is up', tags: ['health'], response: { 200: StatusSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The database answers',
        tags: ['health'],
        response: { 200: StatusSchema },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.warn({ code: (err as { code?: string }).code }, 'database not ready');
        throw new AppError('platform.databaseUnreachable');
      }
      return { status: 'ok' as const };
    },
  );
}
