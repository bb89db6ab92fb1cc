import {
  getEmailPreferencesByToken,
  getOwnEmailPreferences,
  resubscribeByToken,
  saveEmailPreferencesByToken,
  saveOwnEmailPreferences,
  unsubscribeByToken,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../../platform/audit/audit';
import { principalOf } from '../../platform/http/access';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import {
  type PreferencesContext,
  preferencesOf,
  recipientOfToken,
  recipientOfUser,
  savePreferences,
  setSubscribedByToken,
} from './service';

const tags = ['e-mail preferences'];

/** What a mail provider posts to a List-Unsubscribe address (RFC 8058), in either encoding. */
const isOneClick = (body: unknown) => typeof body === 'string' && body.includes('One-Click');

export async function emailPreferencesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: PreferencesContext },
) {
  // Mail providers post the one-click unsubscribe as an HTML form would (either encoding);
  // the body says nothing the token does not, so it is read as text and only noted.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  addEndpointRoute(app, getOwnEmailPreferences, {
    access: 'signed-in',
    tags,
    handler: async (request) => preferencesOf(ctx, recipientOfUser(principalOf(request).user)),
  });

  addEndpointRoute(app, saveOwnEmailPreferences, {
    access: 'signed-in',
    tags,
    handler: async (request) => {
      const principal = principalOf(request);
      return savePreferences(ctx, recipientOfUser(principal.user), request.body, {
        actorUserId: principal.userId,
        origin: requestOrigin(request),
        via: 'signed in',
      });
    },
  });

  addEndpointRoute(app, getEmailPreferencesByToken, {
    access: 'public',
    tags,
    handler: async (request) => {
      const { recipient, category } = await recipientOfToken(ctx, request.query.token);
      return preferencesOf(ctx, recipient, category);
    },
  });

  addEndpointRoute(app, saveEmailPreferencesByToken, {
    access: 'public',
    tags,
    handler: async (request) => {
      const { recipient, category } = await recipientOfToken(ctx, request.query.token);
      const by = { actorUserId: null, origin: requestOrigin(request), via: 'link' as const };
      return savePreferences(ctx, recipient, request.body, by, category);
    },
  });

  addEndpointRoute(app, unsubscribeByToken, {
    access: 'public',
    tags,
    handler: async (request) => {
      return setSubscribedByToken(ctx, request.query.token, false, {
        origin: requestOrigin(request),
        via: isOneClick(request.body) ? 'one-click' : 'link',
      });
    },
  });

  addEndpointRoute(app, resubscribeByToken, {
    access: 'public',
    tags,
    handler: async (request) =>
      setSubscribedByToken(ctx, request.query.token, true, {
        origin: requestOrigin(request),
        via: 'link',
      }),
  });
}
