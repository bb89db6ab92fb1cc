import {
  DirectoryProfileSchema,
  deleteProfileImage,
  ErrorBodySchema,
  getDirectoryPractice,
  getDirectoryProfessional,
  getOwnDirectoryProfile,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  profileImagePath,
  saveOwnDirectoryProfile,
  searchDirectory as searchEndpoint,
  uploadProfileImagePath,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestOrigin } from '../../platform/audit/audit';
import { principalOf } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { DirectoryContext } from './context';
import { directoryPractice, directoryProfessional } from './pages';
import { deletePhoto, photoOf, uploadPhoto } from './photo';
import { ownDirectoryProfile, saveDirectoryProfile } from './profile';
import { searchDirectory } from './search';

const tags = ['directory'];

// The directory: search and the public pages for anyone; the directory profile and the photo
// for the professional it belongs to.
export async function directoryRoutes(app: FastifyInstance, { ctx }: { ctx: DirectoryContext }) {
  addEndpointRoute(app, searchEndpoint, {
    access: 'public',
    tags,
    handler: async (request) => searchDirectory(ctx, request.query),
  });

  addEndpointRoute(app, getDirectoryProfessional, {
    access: 'public',
    tags,
    handler: async (request) => directoryProfessional(ctx, request.params.id_or_custom_url),
  });

  addEndpointRoute(app, getDirectoryPractice, {
    access: 'public',
    tags,
    handler: async (request) => directoryPractice(ctx, request.params.practice_group_name),
  });

  addEndpointRoute(app, getOwnDirectoryProfile, {
    access: 'orchid_pro',
    tags,
    handler: async (request) => ownDirectoryProfile(ctx, principalOf(request).userId),
  });

  addEndpointRoute(app, saveOwnDirectoryProfile, {
    access: 'orchid_pro',
    tags,
    handler: async (request) =>
      saveDirectoryProfile(ctx, principalOf(request).userId, request.body, requestOrigin(request)),
  });

  addEndpointRoute(app, deleteProfileImage, {
    access: 'orchid_pro',
    tags,
    handler: async (request) =>
      deletePhoto(ctx, principalOf(request).userId, requestOrigin(request)),
  });

  // The photo arrives as the body itself; only this route reads image bodies (this plugin's
  // scope). The limit leaves room over the allowed size, so a photo a little too large gets
  // the photo's own message rather than the general one.
  app.addContentTypeParser(
    [...PROFILE_PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: PROFILE_PHOTO_MAX_BYTES * 2 },
    (_request, body, done) => done(null, body),
  );
  app.route({
    method: 'POST',
    url: uploadProfileImagePath,
    bodyLimit: PROFILE_PHOTO_MAX_BYTES * 2,
    schema: {
      summary:
        'Upload the profile photo: the image as the body (image/jpeg, image/png or image/webp, at most 5 MB); it is cropped to a square',
      tags,
      response: { 200: DirectoryProfileSchema, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
    },
    config: { access: 'orchid_pro' },
    handler: async (request) =>
      uploadPhoto(
        ctx,
        principalOf(request).userId,
        { body: request.body, contentType: request.headers['content-type'] },
        requestOrigin(request),
      ),
  });

  app.route({
    method: 'GET',
    url: profileImagePath(':sub'),
    schema: {
      summary: "A professional's profile photo (image/webp), or 404",
      tags,
      params: z.object({ sub: z.uuid() }),
      response: { '4xx': ErrorBodySchema },
    },
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { sub } = request.params as { sub: string };
      const photo = await photoOf(ctx, sub);
      if (!photo) throw new AppError('directory.noPhoto');
      // A new photo has a new key but the same address: caches keep it an hour at most.
      return reply
        .type(photo.contentType)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(photo.body);
    },
  });
}
