import Fastify, { type FastifyInstance } from 'fastify';
import type { StudioConfig } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { migrate } from './db/schema.js';
import { seedState } from './fair/seeds.js';
import { findGame, games } from './games/registry.js';
import { registerFairRoutes } from './http/fair-routes.js';
import { GameError } from './http/game-error.js';
import { registerArt, registerPages } from './http/pages.js';
import { createHttpWallet, type OperatorWallet } from './operator-wallet.js';
import { RoundBook } from './round-book.js';
import { exchangeLaunchToken, findSession, type StudioSession } from './sessions.js';

export interface StudioOptions {
  /** An open database to use (tests); otherwise the config's is opened and closed with the server. */
  database?: Database;
  /** The operator's wallet; the signed HTTP client of the config by default. */
  operator?: OperatorWallet;
  /** Where log lines go instead of stdout. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    rounds: RoundBook;
    /** One run of the repeated work: unanswered settlements sent again, idle rounds settled. */
    housekeeping(): Promise<void>;
  }
}

/**
 * The studio: migrates its database, settles what a previous run left unsettled, and serves the
 * games' pages and API. Work that repeats (retries, idle rounds) stops when the server closes.
 */
export async function buildStudio(
  config: StudioConfig,
  options: StudioOptions = {},
): Promise<FastifyInstance> {
  const db = options.database ?? (await openDatabase(config.database));
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    requestIdHeader: false,
    bodyLimit: 16 * 1024,
  });
  if (!options.database) app.addHook('onClose', () => db.close());
  try {
    await migrate(db);
  } catch (error) {
    await app.close();
    throw error;
  }
  const operator =
    options.operator ??
    createHttpWallet({ baseUrl: config.operatorWalletUrl, secret: config.providerSecret });
  const rounds = new RoundBook(db, operator, app.log);
  app.decorate('rounds', rounds);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof GameError) {
      return reply
        .code(error.status)
        .send({ ok: false, error: { code: error.code, message: error.message } });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      return reply
        .code(status)
        .send({ ok: false, error: { code: 'BAD_REQUEST', message: 'The request is malformed.' } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ ok: false, error: { code: 'INTERNAL', message: 'Something went wrong.' } });
  });

  const sessionOf = (authorization: string | undefined) => findSession(db, authorization);
  const gameContext = {
    db,
    rounds,
    config,
    async sessionOf(authorization: string | undefined, gameCode: string) {
      const session = await sessionOf(authorization);
      if (session.gameCode !== gameCode)
        throw new GameError('WRONG_GAME', 'This session is for another game.', 403);
      return session;
    },
  };

  app.get('/api/health', async () => ({ ok: true, pendingSettlements: await rounds.pendingSettlements() }));

  const describe = async (session: StudioSession) => {
    const game = findGame(session.gameCode);
    return {
      game: game && {
        code: game.code,
        title: game.title,
        rtp: game.rtp,
        maxWinMultiplier: game.maxWinMultiplier,
        minStake: game.minStake,
        maxStake: game.maxStake,
      },
      demo: session.demo,
      nickname: session.nickname,
      // Play money is not the player's currency.
      currency: session.demo ? 'DEMO' : session.currency,
      lang: session.lang,
      balance: await rounds.balance(session),
      seeds: await seedState(db, session.playerId),
    };
  };

  app.post<{ Body: { launchToken?: unknown; gameCode?: unknown; lang?: unknown } }>(
    '/api/session',
    async (request) => {
      const { launchToken, gameCode, lang } = request.body ?? {};
      if (typeof launchToken !== 'string' || typeof gameCode !== 'string' || !findGame(gameCode)) {
        throw new GameError(
          'LAUNCH_TOKEN_INVALID',
          'This game link has expired. Go back and open the game again.',
          401,
        );
      }
      const { token, session } = await exchangeLaunchToken(db, operator, {
        launchToken,
        gameCode,
        lang: lang === 'fil-PH' ? 'fil-PH' : 'en-US',
      });
      return { ok: true, token, ...(await describe(session)) };
    },
  );
  app.get('/api/session', async (request) => ({
    ok: true,
    ...(await describe(await sessionOf(request.headers.authorization))),
  }));

  registerFairRoutes(app, db, rounds, sessionOf);
  for (const game of games) game.registerRoutes(app, gameContext);
  await registerArt(
    app,
    config.artDir,
    games.map((game) => game.code),
  );
  registerPages(app, config.pagesDir, config.frameAncestors);

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  app.decorate('housekeeping', async () => {
    await rounds.retryDue();
    for (const game of games) await game.housekeeping?.(gameContext);
  });
  const housekeeping = async () => {
    try {
      await app.housekeeping();
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
    if (!stopped) timer = setTimeout(() => (running = housekeeping()), config.retryIntervalMs);
  };
  app.addHook('onReady', async () => {
    // What a previous run left unsettled is taken up before the first player arrives.
    await rounds.recover();
    timer = setTimeout(() => (running = housekeeping()), config.retryIntervalMs);
  });
  // Runs before the database closes (onClose hooks run last-added first): a run in progress ends first.
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
  return app;
}

/** Past this, a shutdown that hangs is cut short; the database lock is still released on exit. */
const shutdownGraceMs = 10_000;

/** What `npm start` runs: listens until SIGINT/SIGTERM, then finishes requests and closes the database. */
export async function serve(config: StudioConfig): Promise<FastifyInstance> {
  const app = await buildStudio(config);
  let closing = false;
  const shutDown = (exitCode: number) => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), shutdownGraceMs).unref();
    app.close().then(
      () => process.exit(exitCode),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutDown(0));
  process.on('SIGTERM', () => shutDown(0));
  process.on('uncaughtException', (error) => {
    app.log.fatal({ err: error }, 'uncaught exception: shutting down');
    shutDown(1);
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
