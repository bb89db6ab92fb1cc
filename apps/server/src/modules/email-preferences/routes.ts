import {
  getEmailPreferencesByToken,
  getOwnEmailPreferences,
  resubscribeByToken,
  saveEmailPreferencesByToken,
  saveOwnEmailPreferences,
  unsubscribeByToken,
} from '@orchid/contracts';
import type { FastifyInstance } from 'fastify';
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
    handler: async ({ principal }) => preferencesOf(ctx, recipientOfUser(principal.user)),
  });

  addEndpointRoute(app, saveOwnEmailPreferences, {
    access: 'signed-in',
    tags,
    handler: async ({ body, principal, origin }) => {
      return savePreferences(ctx, recipientOfUser(principal.user), body, {
        actorUserId: principal.userId,
        origin,
        via: 'signed in',
      });
    },
  });

  addEndpointRoute(app, getEmailPreferencesByToken, {
    access: 'public',
    tags,
    handler: async ({ query }) => {
      const { recipient, category } = await recipientOfToken(ctx, query.token);
      return preferencesOf(ctx, recipient, category);
    },
  });

  addEndpointRoute(app, saveEmailPreferencesByToken, {
    access: 'public',
    tags,
    handler: async ({ body, query, origin }) => {
      const { recipient, category } = await recipientOfToken(ctx, query.token);
      const by = { actorUserId: null, origin, via: 'link' as const };
      return savePreferences(ctx, recipient, body, by, category);
    },
  });

  addEndpointRoute(app, unsubscribeByToken, {
    access: 'public',
    tags,
    handler: async ({ body, query, origin }) => {
      return setSubscribedByToken(ctx, query.token, false, {
        origin,
        via: isOneClick(body) ? 'one-click' : 'link',
      });
    },
  });

  addEndpointRoute(app, resubscribeByToken, {
    access: 'public',
    tags,
    handler: async ({ query, origin }) =>
      setSubscribedByToken(ctx, query.token, true, {
        origin,
        via: 'link',
      }),
  });
}
