import {
  blogSubmissionDraftPath,
  createBlogEntry,
  deleteBlogEntry,
  ErrorBodySchema,
  getEditorEntry,
  listBlogSubmissions,
  listEditorEntries,
  previewBlogMarkdown,
  updateBlogEntry,
  uploadBlogImage,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
    handler: async ({ query }) => listForEditors(ctx, query.section),
  });

  addEndpointRoute(app, getEditorEntry, {
    access: 'operator',
    tags,
    handler: async ({ params }) => readForEditors(ctx, params.id),
  });

  addEndpointRoute(app, createBlogEntry, {
    access: 'operator',
    tags,
    handler: async ({ body, principal, origin }) =>
      createEntry(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, updateBlogEntry, {
    access: 'operator',
    tags,
    handler: async ({ body, params, principal, origin }) =>
      updateEntry(ctx, principal.userId, params.id, body, origin),
  });

  addEndpointRoute(app, deleteBlogEntry, {
    access: 'operator',
    tags,
    handler: async ({ params, principal, origin }) =>
      deleteEntry(ctx, principal.userId, params.id, origin),
  });

  addEndpointRoute(app, previewBlogMarkdown, {
    access: 'operator',
    tags,
    handler: async ({ body }) => previewMarkdown(body.body_markdown),
  });

  addEndpointRoute(app, listBlogSubmissions, {
    access: 'operator',
    tags,
    handler: async ({ query }) => listSubmissions(ctx, query),
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

  // A picture arrives as the body itself (the contract's upload); answers its address.
  addEndpointRoute(app, uploadBlogImage, {
    access: 'operator',
    tags,
    handler: async ({ body, principal, origin }) =>
      uploadImage(ctx, principal.userId, body, origin),
  });
}
