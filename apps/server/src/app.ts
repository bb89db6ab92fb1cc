import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { resealStoredValues } from './db/sealed-columns';
import { accessRoutes } from './modules/access/routes';
import { featureRefusal } from './modules/access/service';
import { accessLogRoutes } from './modules/access-log/routes';
import { createAccountsContext } from './modules/accounts/context';
import { ACCESS_COOKIE, backfillSessionMarker } from './modules/accounts/cookies';
import { handleAccountJobs } from './modules/accounts/jobs';
import { accountsRoutes } from './modules/accounts/routes';
import { authenticate } from './modules/accounts/sessions';
import { blogAdminRoutes } from './modules/blog/admin-routes';
import { blogServerPage, blogSitemapUrls } from './modules/blog/pages';
import { blogRoutes } from './modules/blog/routes';
import { seedStarterPosts } from './modules/blog/starter-posts';
import { clientPaymentsOf } from './modules/checkout/client-payments';
import { handleCheckoutJobs } from './modules/checkout/jobs';
import { applyClientPaymentEvent } from './modules/checkout/provider-events';
import { checkoutRoutes } from './modules/checkout/routes';
import { clientsRoutes } from './modules/clients/routes';
import { seedDemoData } from './modules/demo/seed';
import { handleDirectoryJobs } from './modules/directory/jobs';
import { directoryRoutes } from './modules/directory/routes';
import { emailPreferencesRoutes } from './modules/email-preferences/routes';
import { mailPreferences } from './modules/email-preferences/send-time';
import { preferenceTokenKey } from './modules/email-preferences/tokens';
import { groupTitlesOfMeetings } from './modules/group-sessions/meeting-titles';
import { groupSessionRoutes } from './modules/group-sessions/routes';
import { healthRoutes } from './modules/health/routes';
import { liveUpdateRoutes } from './modules/live-updates/routes';
import { marketingRoutes } from './modules/marketing/routes';
import { membersRoutes } from './modules/members/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { operatorRoutes } from './modules/operators/routes';
import { professionalsRoutes } from './modules/professionals/routes';
import { reportingRoutes } from './modules/reporting/routes';
import { handleRetentionJobs } from './modules/retention/jobs';
import { handleSchedulingJobs } from './modules/scheduling/reminders';
import { schedulingRoutes } from './modules/scheduling/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { subscriptionForPlanState } from './modules/subscriptions/service';
import { handleSubscriptionJobs } from './modules/subscriptions/trial-end';
import { teamsRoutes } from './modules/teams/routes';
import { actingFor } from './modules/teams/service';
import { professionalUserInfo } from './modules/user-info/extras';
import { webDistDir } from './paths';
import { type Clock, systemClock } from './platform/clock';
import { createAppContext } from './platform/context';
import { createHealthVault, type HealthVault } from './platform/crypto/health-vault';
import type { Database, Db } from './platform/db/database';
import { accessGuard } from './platform/http/access';
import { AppError } from './platform/http/app-error';
import { errorHandler } from './platform/http/error-handler';
import { loggerOptions } from './platform/http/logging';
import { openApi } from './platform/http/openapi';
import { originCheck } from './platform/http/origin-check';
import { databaseRateLimitStore } from './platform/http/rate-limit-store';
import { responseSerializerCompiler } from './platform/http/response-serializer';
import { securityHeaders } from './platform/http/security-headers';
import { webApp } from './platform/http/web-app';
import { createJobQueue, type JobQueue } from './platform/jobs/queue';
import {
  inProcessLiveEvents,
  type LiveEvents,
  postgresLiveEvents,
} from './platform/live/live-events';
import { mailboxRoutes } from './platform/mail/mailbox-routes';
import { createMailDelivery, createMailer, type Mailer } from './platform/mail/mailer';
import { openStorage } from './platform/storage/open-storage';
import { registrationInvitations, subscribeToDomainEvents } from './subscribers';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** The built web app to serve; defaults to apps/web/dist. */
  webDir?: string;
  /** Where log lines go; standard output by default. */
  logStream?: DestinationStream;
};

/** Largest request body the API accepts; bigger ones get 413. Uploads will get their own route limits. */
export const bodyLimit = 1024 * 1024;

/** The app's shared services and the accounts module's keys, as the app builds them. */
export function appContexts(deps: {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  jobs: JobQueue;
  live?: LiveEvents;
  vault?: HealthVault;
}) {
  const { config, db, clock, mailer, jobs, live, vault } = deps;
  if (!config.appSecret) throw new Error('config.appSecret must be resolved before buildApp');
  const ctx = createAppContext({
    db,
    clock,
    mailer,
    jobs,
    live,
    ...(vault && { vault }),
    publicUrl: config.publicUrl,
    brandName: config.brandName,
    supportEmail: config.supportEmail,
    appSecret: config.appSecret,
  });
  return {
    ctx,
    accounts: createAccountsContext(ctx, config.appSecret, registrationInvitations),
  };
}

/** Builds the whole HTTP application; main.ts only wires config and database into it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const devTools = config.env !== 'production';

  const app = Fastify({
    ...loggerOptions(config.logLevel, deps.logStream),
    bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Errors of the router itself (an over-long path parameter, a malformed URL) get the
    // spec's {detail} shape too.
    frameworkErrors: (error, _request, reply) => {
      const refusal = new AppError(
        error.statusCode === 414 ? 'platform.addressTooLong' : 'platform.badAddress',
      );
      (reply as FastifyReply)
        .code(refusal.status)
        .send({ detail: refusal.detail, code: refusal.code });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAnswers: devTools }));

  // Slow work (mail, scheduled changes) runs as jobs; main.ts starts the worker.
  const jobs = createJobQueue({ db: database.db, clock, log: app.log });
  if (!config.appSecret) throw new Error('config.appSecret must be resolved before buildApp');
  // One vault for the app: the services' and the outbox's (which seals the mails it keeps).
  const vault = createHealthVault({ db: database.db, clock, appSecret: config.appSecret });
  const mailDelivery = createMailDelivery({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    clock,
    vault,
  });
  const preferenceKey = preferenceTokenKey(config.appSecret);
  const mailer = createMailer(
    jobs,
    mailDelivery,
    mailPreferences({
      db: database.db,
      preferenceKey,
      publicUrl: config.publicUrl,
      supportEmail: config.supportEmail,
    }),
  );
  // Live updates: across the servers of one PostgreSQL, in-process on the embedded database.
  const live = database.url ? postgresLiveEvents(database.db, database.url) : inProcessLiveEvents();
  const { ctx, accounts } = appContexts({
    config,
    db: database.db,
    clock,
    mailer,
    jobs,
    live,
    vault,
  });
  handleAccountJobs(accounts);
  handleSubscriptionJobs(ctx);
  handleSchedulingJobs(ctx);
  handleRetentionJobs(ctx, app.log);
  handleDirectoryJobs(ctx);
  subscribeToDomainEvents(ctx);
  const checkout = {
    ...ctx,
    clientPayments: await clientPaymentsOf(config.payments, ctx, app.log),
  };
  handleCheckoutJobs(checkout);
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await live.close();
    mailDelivery.close();
  });

  // Platform: cross-cutting plugins first, so every route below gets them.
  await app.register(errorHandler);
  // Answers of 1 KB and more go out compressed (brotli or gzip) to a browser that accepts it;
  // smaller ones are not worth the work, and event streams are never compressed (the plugin's
  // default types leave text/event-stream out). Built web assets are compressed at build time.
  // gzip at level 1, as web servers commonly compress dynamic answers: compressing the
  // calendar's month (160 KB of JSON) added 4.4 ms at the default level 6 and 3 ms at level 1
  // (medians of 270 requests one at a time; brotli's quality 4 about the same).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    zlibOptions: { level: 1 },
  });
  await app.register(securityHeaders, {
    https: config.isHttps,
    stripe: config.payments.provider === 'stripe',
  });
  await app.register(cookie);
  // Sessions begun before the web's session marker existed get it (modules/accounts/cookies.ts).
  app.addHook('onRequest', backfillSessionMarker(config.isHttps));
  await app.register(originCheck, { publicUrl: config.publicUrl });
  const access = { ...ctx, subscriptionOf: subscriptionForPlanState };
  await app.register(accessGuard, {
    authenticate: (request, reads) => authenticate(accounts, request.cookies[ACCESS_COOKIE], reads),
    checkFeature: (principal, feature) => featureRefusal(access, principal, feature),
    featureReads: [access.subscriptionOf.withSession],
    practiceOwnerFor: (principal, onBehalfOf) => actingFor(ctx, principal, onBehalfOf),
    audit: ctx.audit,
  });
  // Counted in the database, so a limit holds across every server on it.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db, clock),
  });
  await app.register(openApi, { brandName: config.brandName, publicUrl: config.publicUrl });

  // Domains: one plugin each.
  await app.register(healthRoutes, { database });
  await app.register(accountsRoutes, {
    ctx: accounts,
    secureCookies: config.isHttps,
    userInfoExtras: professionalUserInfo,
    registrationsPerHour: config.registrationsPerHour,
  });
  await app.register(accessRoutes, { ctx: access });
  await app.register(accessLogRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(membersRoutes, { ctx });
  await app.register(professionalsRoutes, { ctx });
  await app.register(teamsRoutes, { ctx });
  await app.register(subscriptionsRoutes, {
    ctx,
    payments: config.payments,
    clientEvents: (tx, event, origin) =>
      applyClientPaymentEvent({ ...tx, clientPayments: checkout.clientPayments }, event, origin),
  });
  await app.register(schedulingRoutes, { ctx: access, groupTitlesOfMeetings });
  await app.register(checkoutRoutes, { ctx: checkout });
  await app.register(groupSessionRoutes, { ctx: checkout });
  await app.register(clientsRoutes, { ctx: accounts });
  await app.register(liveUpdateRoutes, { ctx, live, publicUrl: config.publicUrl });
  await app.register(emailPreferencesRoutes, { ctx: { ...ctx, preferenceKey } });
  const withStorage = { ...ctx, storage: await openStorage(config.storage) };
  await app.register(directoryRoutes, { ctx: withStorage });
  await app.register(blogRoutes, { ctx: withStorage });
  await app.register(blogAdminRoutes, { ctx: withStorage });
  await app.register(marketingRoutes, {
    ctx: {
      ...ctx,
      demoBookingUrl: config.demoBookingUrl,
      marketingClaims: config.marketingClaims,
    },
  });
  await app.register(operatorRoutes, { ctx });
  await app.register(reportingRoutes, { db: database.db, clock, vault: ctx.vault, devTools });
  if (devTools && mailer.transport === 'outbox') {
    await app.register(mailboxRoutes, { db: database.db, vault: ctx.vault });
  }

  await app.register(webApp, {
    webDir: deps.webDir ?? webDistDir,
    publicUrl: config.publicUrl,
    serverPages: (pathname) => blogServerPage(ctx, pathname),
    sitemapUrls: () => blogSitemapUrls(ctx),
    brandName: config.brandName,
    supportEmail: config.supportEmail,
    operatorName: config.operatorName,
    operatorContact: config.operatorContact,
    hipaaClaims: config.hipaaClaims,
    marketingClaims: config.marketingClaims,
    demoBookingUrl: config.demoBookingUrl,
  });

  // The data key is loaded once here: sealing inside a transaction then needs no other query.
  // Values stored before sealing existed are sealed now (none after the first start).
  const sealed = await resealStoredValues(database.db, ctx.vault, { everything: false });
  // `npm run keys -- rotate` on PostgreSQL runs beside the servers: they take up the new key
  // within a minute.
  const keyWatch = setInterval(() => {
    ctx.vault.refresh().catch((err) => app.log.error({ err }, 'could not look for a new data key'));
  }, 60_000);
  keyWatch.unref();
  app.addHook('onClose', async () => clearInterval(keyWatch));
  if (sealed > 0) app.log.info({ sealed }, 'sealed health data stored in plain text before');

  // Content, not demo people: every installation starts with them, once.
  if (await seedStarterPosts(ctx)) app.log.info('starter blog posts added');
  if (config.demoData && (await seedDemoData(ctx))) {
    app.log.info('demo data created (see README.md)');
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    mailer: Mailer;
  }
}
