import {
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_TYPES,
  BlogImageSchema,
  blogSubmissionDraftPath,
  createBlogEntry,
  deleteBlogEntry,
  ErrorBodySchema,
  getEditorEntry,
  listBlogSubmissions,
  listEditorEntries,
  previewBlogMarkdown,
  updateBlogEntry,
  uploadBlogImagePath,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestOrigin } from '../../platform/audit/audit';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { DirectoryContext } from '../directory/context';
import { uploadImage } from './images';
import { listSubmissions, submissionDraft } from './submissions';
import {
  createEntry,
  deleteEntry,
  listForEditors,
  previewMarkdown,
  readForEditors,
  updateEntry,
} from './write-entries';

// The blog's tabs of the operator's desk: writing entries (drafts, preview, pictures) and
// reading what guest authors sent. Every route is `access: 'operator'` (docs/operators.md).
const tags = ["operator's desk", 'blog'];

/** A file name for Content-Disposition: its own characters encoded (RFC 6266), and a plain fallback. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w. -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export async function blogAdminRoutes(app: FastifyInstance, { ctx }: { ctx: DirectoryContext }) {
  addEndpointRoute(app, listEditorEntries, {
    access: 'operator',
    tags,
    handler: async (request) => listForEditors(ctx, request.query.section),
  });

  addEndpointRoute(app, getEditorEntry, {
    access: 'operator',
    tags,
    handler: async (request) => readForEditors(ctx, request.params.id),
  });

  addEndpointRoute(app, createBlogEntry, {
    access: 'operator',
    tags,
    handler: async (request) =>
      createEntry(ctx, principalOf(request).userId, request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, updateBlogEntry, {
    access: 'operator',
    tags,
    handler: async (request) =>
      updateEntry(
        ctx,
        principalOf(request).userId,
        request.params.id,
        request.body,
        requestOrigin(request),
      ),
  });

  addEndpointRoute(app, deleteBlogEntry, {
    access: 'operator',
    tags,
    handler: async (request) =>
      deleteEntry(ctx, principalOf(request).userId, request.params.id, requestOrigin(request)),
  });

  addEndpointRoute(app, previewBlogMarkdown, {
    access: 'operator',
    tags,
    handler: async (request) => previewMarkdown(request.body.body_markdown),
  });

  addEndpointRoute(app, listBlogSubmissions, {
    access: 'operator',
    tags,
    handler: async (request) => listSubmissions(ctx, request.query),
  });

  app.route({
    method: 'GET',
    url: blogSubmissionDraftPath(':id'),
    schema: {
      summary: "A submission's Word document, as it was sent",
      tags,
      params: z.object({ id: z.uuid() }),
      response: { '4xx': ErrorBodySchema },
    },
    config: { access: 'operator' },
    handler: async (request, reply) => {
      const draft = await submissionDraft(ctx, (request.params as { id: string }).id);
      return reply
        .type(draft.contentType)
        .header('content-disposition', attachment(draft.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(draft.body);
    },
  });

  // A picture arrives as the body itself; only this plugin's routes read image bodies. The
  // limit leaves room over the allowed size, so a picture a little too large gets its own
  // message rather than the general one.
  app.addContentTypeParser(
    [...BLOG_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: BLOG_IMAGE_MAX_BYTES * 2 },
    (_request, body, done) => done(null, body),
  );
  app.route({
    method: 'POST',
    url: uploadBlogImagePath,
    bodyLimit: BLOG_IMAGE_MAX_BYTES * 2,
    schema: {
      summary:
        'Upload a picture for a post: the image as the body (image/jpeg, image/png or image/webp, at most 5 MB); answers its address',
      tags,
      response: { 201: BlogImageSchema, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    config: { access: 'operator' },
    handler: async (request, reply) => {
      const image = await uploadImage(
        ctx,
        principalOf(request).userId,
        { body: request.body, contentType: request.headers['content-type'] },
        requestOrigin(request),
      );
      return reply.code(201).send(image);
    },
  });
}
