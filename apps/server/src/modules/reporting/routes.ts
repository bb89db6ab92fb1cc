import { reportFrontendError } from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { type ReportingDeps, recentFrontendErrors, recordFrontendError } from './service';

type ReportingOptions = ReportingDeps & { devTools: boolean };

/** Browsers may send this many reports per minute; a page stuck in an error loop may not flood the table. */
export const frontendErrorRateLimit = { max: 30, timeWindow: 60_000 };

export async function reportingRoutes(
  app: FastifyInstance,
  { devTools, ...deps }: ReportingOptions,
) {
  addEndpointRoute(app, reportFrontendError, {
    access: 'public',
    tags: ['reporting'],
    rateLimit: frontendErrorRateLimit,
    handler: async ({ body, request }) => {
      const id = await recordFrontendError(deps, body, {
        userAgent: request.headers['user-agent'],
        deviceId: request.cookies.orchid_device_id,
      });
      return { id };
    },
  });

  if (devTools) {
    // The latest reports for a developer on this machine (and for the end-to-end tests).
    app.withTypeProvider<ZodTypeProvider>().get(
      '/dev/frontend-errors',
      {
        config: { access: 'dev-only' },
        schema: {
          hide: true,
          response: { 200: z.object({ reports: z.array(z.record(z.string(), z.unknown())) }) },
        },
      },
      async () => ({ reports: await recentFrontendErrors(deps) }),
    );
  }
}
