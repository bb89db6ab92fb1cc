import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type OpenApiOptions = { brandName: string; publicUrl: string };

/** The OpenAPI 3 document, generated from the routes' zod schemas, and its docs UI. */
export const openApi = fp(async (app: FastifyInstance, options: OpenApiOptions) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${options.brandName} API`,
        description:
          'Errors answer `{"detail": "text"}`; invalid input answers 422 with `{"detail": [{"msg", "loc"}]}`. ' +
          'In a request, a field that may be null may be left out (it means null); a field the API does not know is refused.',
        version: '1',
      },
      servers: [{ url: options.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs UI runs under the app's own CSP: its scripts are files, not inline.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
});
