import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { isDatabaseUnseeded, seedDatabase } from './db/seed-database.js';
import { createCallRegistrar } from './http/api-calls.js';
import { answerUnknownCall, installErrorHandling } from './http/error-handling.js';
import { installJsonBodyParser } from './http/json-bodies.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { SessionCache } from './http/session-cache.js';
import { answerMissingPage, registerStaticFiles } from './http/static-files.js';
import type { ModuleContext } from './module-context.js';
import { registerActivityCalls } from './modules/activities/activity-calls.js';
import { registerAuthCalls } from './modules/auth/auth-calls.js';
import { registerDevOidcProviders } from './modules/auth/dev-oidc/dev-oidc-provider.js';
import { createOidcClient, type OidcFetch } from './modules/auth/oidc-client.js';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/password-hashing.js';
import { resolveSession } from './modules/auth/session-tokens.js';
import { createAppConfigSource } from './modules/config/app-config-source.js';
import { registerConfigCalls } from './modules/config/config-calls.js';
import { createEmailCodes } from './modules/email/email-codes.js';
import { createEmailOutboxSender, registerEmailDevRoutes } from './modules/email/email-outbox.js';
import type { EmailSender } from './modules/email/email-sender.js';
import { registerEventCalls } from './modules/events/event-calls.js';
import { gameArtUrlOf } from './modules/games/game-catalogue.js';
import { createGameProviders, registerGames } from './modules/games/games-module.js';
import { jackpotRewardFlags, registerJackpotCalls } from './modules/jackpot/jackpot-calls.js';
import { jackpotPoolConsumer, seedNewTiers } from './modules/jackpot/jackpot-pool.js';
import { registerLifecycleDevRoutes } from './modules/lifecycle/dev-routes.js';
import { mailRewardFlags, registerMailCalls } from './modules/mail/mail-calls.js';
import { registerMemberCalls } from './modules/member/member-calls.js';
import type { BalanceOf } from './modules/member/user-info.js';
import { registerOperatorConfigRoutes } from './modules/operator/operator-config-routes.js';
import { scheduleOutboxConsumers } from './modules/outbox/outbox.js';
import { registerProtectionCalls } from './modules/protection/protection-calls.js';
import { registerProtectionDevRoutes } from './modules/protection/protection-dev-routes.js';
import { registerReleaseRoutes } from './modules/release/release-routes.js';
import { registerReviewCalls } from './modules/reviews/review-calls.js';
import { createSmsCodes } from './modules/sms/sms-codes.js';
import { createOutboxSender, registerSmsDevRoutes } from './modules/sms/sms-outbox.js';
import { type Clock, type SmsSender, systemClock } from './modules/sms/sms-sender.js';
import { registerTaskCalls, taskRewardFlags } from './modules/tasks/task-calls.js';
import { tasksConsumer } from './modules/tasks/tasks-consumer.js';
import { registerVipCalls, vipRewardFlags } from './modules/vip/vip-calls.js';
import { vipConsumer } from './modules/vip/vip-consumer.js';
import { balanceOf } from './modules/wallet/ledger.js';
import { turnoverConsumer } from './modules/wallet/turnover-consumer.js';
import { registerWallet } from './modules/wallet/wallet-module.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Every route under `/api` (business calls, release and dev routes): the fuzz test's list. */
    apiRoutes: readonly { method: string; url: string }[];
  }
}

export interface ServerOptions {
  /** An open database to use (tests share one); otherwise the config's is opened and closed with the server. */
  database?: Database;
  /** Where coin balances come from; the ledger by default. */
  balanceOf?: BalanceOf;
  /** Delivers SMS codes; the database outbox by default. */
  smsSender?: SmsSender;
  /** Delivers e-mail codes; the database outbox by default (ADR 0049). */
  emailSender?: EmailSender;
  /** The time SMS codes and device trust go by (tests move it forward). */
  clock?: Clock;
  /** How the API reaches OpenID Connect issuers; the standard fetch by default. */
  oidcFetch?: OidcFetch;
  /** Hashes and checks passwords; scrypt at `PASSWORD_HASH_COST` by default (tests count its checks). */
  passwordHasher?: PasswordHasher;
  /** Where log lines go instead of stdout (tests read the warnings). */
  logStream?: { write(line: string): void };
}

/**
 * Trusts exactly `hops` proxies in front: the client address is the one the outermost of them
 * saw, whatever a client wrote into X-Forwarded-For before it. (Fastify gives a bare number no
 * meaning, so the count is a function.) The API port must be reachable only through them.
 */
function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** Prepares the database (migrations, first seed) and builds the app; `listen` is the caller's. */
export async function buildServer(config: AppConfig, options: ServerOptions = {}): Promise<FastifyInstance> {
  if (options.database) return assembleServer(options.database, config, options);
  const db = await openDatabase(config.database, `API server on port ${config.port}`);
  try {
    return await assembleServer(db, config, options);
  } catch (error) {
    // A failed start (a migration, a bad seed file) must not keep the data directory locked.
    await db.close();
    throw error;
  }
}

async function assembleServer(
  db: Database,
  config: AppConfig,
  options: ServerOptions,
): Promise<FastifyInstance> {
  await migrate(db, config.migrationsDir);
  if (await isDatabaseUnseeded(db)) await seedDatabase(db, config.seedDir);

  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: trustProxyHops(config.trustProxy),
    // Request ids in logs without trusting a client-sent header.
    requestIdHeader: false,
    // Two log lines per request cost more than a cached call itself (ADR 0009): every request is
    // logged at `debug`; nginx keeps the access log in production. Errors are always logged.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
  });
  app.decorate('database', db);
  // onClose hooks run last-added first: the database closes after everything that uses it.
  if (!options.database) app.addHook('onClose', () => db.close());
  const apiRoutes: { method: string; url: string }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
    }
  });

  installSecurityHeaders(app, { hostDist: config.hostDist, gameLaunchOrigins: config.gameLaunchOrigins });
  installErrorHandling(app);
  installJsonBodyParser(app);
  const staticFiles = {
    hostDist: config.hostDist,
    remoteStore: config.remoteStore,
    opsDist: config.opsDist,
    mediaDir: config.mediaDir,
    gameLaunchOrigins: config.gameLaunchOrigins,
  };
  app.setNotFoundHandler((request, reply) =>
    request.url === '/api' || request.url.startsWith('/api/')
      ? answerUnknownCall(request, reply)
      : answerMissingPage(request, reply, staticFiles),
  );

  const sessionCache = new SessionCache(config.sessionCacheSeconds * 1000);
  app.addHook('onClose', async () => sessionCache.dispose());
  const gameProviders = createGameProviders(config);
  const context: ModuleContext = {
    db,
    config,
    gameProviders,
    balanceOf: options.balanceOf ?? ((userId) => balanceOf(db, userId)),
    registerCall: createCallRegistrar(app, {
      resolveSession: (token) => resolveSession(db, token, sessionCache),
      checkResponses: config.developmentTools,
    }),
  };
  const appConfig = createAppConfigSource(db, { gameArtUrl: gameArtUrlOf(gameProviders) });
  registerConfigCalls(context, appConfig);
  const clock = options.clock ?? systemClock;
  const smsCodes = createSmsCodes(db, options.smsSender ?? createOutboxSender(db, clock), clock);
  const oidcClient = createOidcClient(options.oidcFetch);
  const passwords = options.passwordHasher ?? createPasswordHasher(config.passwordHashing);
  const emailCodes = createEmailCodes(db, options.emailSender ?? createEmailOutboxSender(db, clock), clock);
  registerAuthCalls(context, appConfig, { smsCodes, emailCodes, clock, oidcClient, passwords });
  registerMemberCalls(context, appConfig);
  registerEventCalls(context, clock);
  registerReleaseRoutes(app, { storeDir: config.remoteStore, token: config.releaseToken });
  const paymentProvider = registerWallet(context, {
    app,
    appConfig,
    clock,
    paymentSigningSecret: config.paymentSigningSecret,
    sandboxCheckoutMinutes: config.sandboxCheckoutMinutes,
    passwords,
  });
  registerOperatorConfigRoutes(app, {
    db,
    token: config.operatorToken,
    appConfig,
    clock,
    passwords,
    provider: paymentProvider,
    storeDir: config.remoteStore,
  });
  registerActivityCalls(context, [
    (playerId) => vipRewardFlags(db, playerId, clock()),
    (playerId) => taskRewardFlags(db, playerId, clock()),
    (playerId) => jackpotRewardFlags(db, playerId, clock()),
    (playerId) => mailRewardFlags(db, playerId, clock()),
  ]);
  registerVipCalls(context, { clock });
  registerTaskCalls(context, { clock });
  registerJackpotCalls(context, { clock });
  registerMailCalls(context, { clock });
  registerReviewCalls(context, appConfig);
  registerProtectionCalls(context, { clock });
  await seedNewTiers(db, clock());
  // Domain events (ARCHITECTURE.md): every consumer of the outbox, run in this process.
  const outbox = scheduleOutboxConsumers(
    app,
    db,
    [turnoverConsumer, vipConsumer, tasksConsumer, jackpotPoolConsumer],
    config.outbox,
  );
  registerGames(context, {
    app,
    clock,
    onPublished: outbox.nudge,
  });

  // For load balancers, docker-compose's healthcheck and the start scripts: the database answers.
  app.get('/api/health', async (_request, reply) => {
    await db.query('SELECT 1');
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });
  if (config.developmentTools) {
    registerSmsDevRoutes(app, db);
    registerEmailDevRoutes(app, db);
    registerLifecycleDevRoutes(app, { db, appConfig, seedDir: config.seedDir });
    registerProtectionDevRoutes(app, db);
  }
  // The config refuses DEV_OIDC in production.
  if (config.socialLogin.devProvider) {
    await registerDevOidcProviders(app, config.socialLogin, { trustProxyHops: config.trustProxy });
  }

  await registerStaticFiles(app, staticFiles);
  return app;
}
