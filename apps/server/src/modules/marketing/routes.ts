import {
  CASE_STUDY_PATH,
  captureLead,
  ErrorBodySchema,
  listClickCounts,
  listDemoRequests,
  listLeads,
  recordClicks,
  requestDemo,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import { caseStudyOf } from './case-study-pdf';
import * as clickCounts from './click-counts';
import type { MarketingContext } from './context';
import * as demoRequests from './demo-requests';
import * as leads from './leads';

const tags = ['marketing'];

/** Forms a visitor sends from one address: a few an hour, not a flood into the operator's mail. */
const formRateLimit = { max: 20, timeWindow: 60 * 60_000 };
/** Click batches (one a second at most from a browser): room for a busy visitor, not a script. */
const clicksRateLimit = { max: 60, timeWindow: 60_000 };

// The marketing pages' calls: anyone asks for a demo, leaves a lead, downloads the case study
// and sends the clicks on the pages' buttons; the operator reads the requests, leads and click
// counts at the desk (access 'operator').
export async function marketingRoutes(app: FastifyInstance, { ctx }: { ctx: MarketingContext }) {
  addEndpointRoute(app, requestDemo, {
    access: 'public',
    tags,
    rateLimit: formRateLimit,
    handler: async ({ body }) => demoRequests.requestDemo(ctx, body),
  });

  addEndpointRoute(app, captureLead, {
    access: 'public',
    tags,
    rateLimit: formRateLimit,
    handler: async ({ body }) => leads.captureLead(ctx, body),
  });

  addEndpointRoute(app, recordClicks, {
    access: 'public',
    tags,
    rateLimit: clicksRateLimit,
    handler: async ({ body }) => clickCounts.recordClicks(ctx, body),
  });

  const caseStudy = caseStudyOf(ctx);
  app.route({
    method: 'GET',
    url: CASE_STUDY_PATH,
    schema: {
      summary: 'The partner case study (application/pdf)',
      tags,
      response: { '4xx': ErrorBodySchema },
    },
    config: { access: 'public' },
    handler: async (_request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${caseStudyFileName(ctx.brandName)}"`)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(await caseStudy()),
  });

  const deskTags = ["operator's desk", 'marketing'];
  addEndpointRoute(app, listDemoRequests, {
    access: 'operator',
    tags: deskTags,
    handler: async ({ query }) => demoRequests.listDemoRequests(ctx, query),
  });
  addEndpointRoute(app, listLeads, {
    access: 'operator',
    tags: deskTags,
    handler: async ({ query }) => leads.listLeads(ctx, query),
  });
  addEndpointRoute(app, listClickCounts, {
    access: 'operator',
    tags: deskTags,
    handler: async ({ query }) => clickCounts.listClickCounts(ctx, query),
  });
}

/** 'orchid-case-study.pdf', from the brand name's letters and digits. */
export function caseStudyFileName(brandName: string): string {
  const slug = brandName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug ? `${slug}-` : ''}case-study.pdf`;
}
