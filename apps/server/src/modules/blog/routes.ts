import { BLOG_DRAFT_MAX_BYTES, type BlogSection, ErrorBodySchema } from '@orchid/contracts';
import {
  blogImagePath,
  blogProfileImagePath,
  getEntryOf,
  listEntriesOf,
  submitBlogPost,
} from '@orchid/contracts/blog';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { StoredFile } from '../../platform/storage/storage';
import type { DirectoryContext } from '../directory/context';
import { authorImageOf, imageOf } from './images';
import { listEntries, readEntry } from './read-entries';
import { submitPost } from './submissions';

const tags = ['blog'];

/** Submissions from one address: a person sends a few drafts, not dozens. */
const submissionRateLimit = { max: 5, timeWindow: 60 * 60_000 };

/** The draft travels as base64 in the JSON: a third larger than the file, and the fields. */
const SUBMISSION_BODY_LIMIT = Math.ceil((BLOG_DRAFT_MAX_BYTES * 4) / 3) + 64 * 1024;

const sendImage = (reply: FastifyReply, image: StoredFile, maxAge: string) =>
  reply
    .type(image.contentType)
    .header('cache-control', `public, ${maxAge}`)
    .header('x-content-type-options', 'nosniff')
    .send(image.body);

// The blog and the press page: anyone reads the published entries and sends a draft.
export async function blogRoutes(app: FastifyInstance, { ctx }: { ctx: DirectoryContext }) {
  for (const section of ['blog', 'press'] as const satisfies readonly BlogSection[]) {
    addEndpointRoute(app, listEntriesOf(section), {
      access: 'public',
      tags,
      handler: async ({ query }) => listEntries(ctx, section, query),
    });
    addEndpointRoute(app, getEntryOf(section), {
      access: 'public',
      tags,
      handler: async ({ params }) => readEntry(ctx, section, params.url),
    });
  }

  addEndpointRoute(app, submitBlogPost, {
    access: 'public',
    tags,
    rateLimit: submissionRateLimit,
    bodyLimit: SUBMISSION_BODY_LIMIT,
    handler: async ({ body }) => submitPost(ctx, body),
  });

  app.route({
    method: 'GET',
    url: blogProfileImagePath(':id'),
    schema: {
      summary: "The author's photo of a published entry (image/webp), or 404",
      tags,
      params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      response: { '4xx': ErrorBodySchema },
    },
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { id } = request.params as { id: number };
      // A new photo has a new key but the same address: caches keep it an hour at most.
      return sendImage(reply, await authorImageOf(ctx, id), 'max-age=3600');
    },
  });

  app.route({
    method: 'GET',
    url: blogImagePath(':image_id'),
    schema: {
      summary: 'A picture of a post (image/webp), or 404',
      tags,
      params: z.object({ image_id: z.string().max(60) }),
      response: { '4xx': ErrorBodySchema },
    },
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { image_id: imageId } = request.params as { image_id: string };
      // A picture never changes under its address.
      return sendImage(reply, await imageOf(ctx, imageId), 'max-age=31536000, immutable');
    },
  });
}
