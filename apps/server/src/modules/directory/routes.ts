import {
  deleteProfileImage,
  ErrorBodySchema,
  getDirectoryPractice,
  getDirectoryProfessional,
  getOwnDirectoryProfile,
  profileImagePath,
  saveOwnDirectoryProfile,
  searchDirectory as searchEndpoint,
  uploadProfileImage,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
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
    handler: async ({ query }) => searchDirectory(ctx, query),
  });

  addEndpointRoute(app, getDirectoryProfessional, {
    access: 'public',
    tags,
    handler: async ({ params }) => directoryProfessional(ctx, params.id_or_custom_url),
  });

  addEndpointRoute(app, getDirectoryPractice, {
    access: 'public',
    tags,
    handler: async ({ params }) => directoryPractice(ctx, params.practice_group_name),
  });

  addEndpointRoute(app, getOwnDirectoryProfile, {
    access: 'orchid_pro',
    tags,
    handler: async ({ principal }) => ownDirectoryProfile(ctx, principal.userId),
  });

  addEndpointRoute(app, saveOwnDirectoryProfile, {
    access: 'orchid_pro',
    tags,
    handler: async ({ body, principal, origin }) =>
      saveDirectoryProfile(ctx, principal.userId, body, origin),
  });

  addEndpointRoute(app, deleteProfileImage, {
    access: 'orchid_pro',
    tags,
    handler: async ({ principal, origin }) => deletePhoto(ctx, principal.userId, origin),
  });

  // The photo arrives as the body itself (the contract's upload), cropped to a square.
  addEndpointRoute(app, uploadProfileImage, {
    access: 'orchid_pro',
    tags,
    handler: async ({ body, principal, origin }) =>
      uploadPhoto(ctx, principal.userId, body, origin),
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
