import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCalls } from '@casino/contracts/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppConfig, loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { buildServer, type ServerOptions } from '../server.js';
import type { DatabaseLeg } from './database-legs.js';

/**
 * An answer as tests read it: `data` differs per call, and tests reach into it directly after
 * checking the call's contract where it matters.
 */
// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own call
export type TestEnvelope = { errcode?: number; code?: number; msg: string; data?: any };

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** Its host dist and remote store are empty temporary folders the test may fill. */
  config: AppConfig;
  /** POSTs a JSON body to `/api<path>` and returns the parsed envelope. */
  call(path: string, body?: unknown, token?: string): Promise<{ status: number; envelope: TestEnvelope }>;
  close(): Promise<void>;
}

/**
 * What a production deployment must set for the server to start in tests: a payment provider,
 * (the only one there is) the sandbox's demo opt-in, and the game studio's secret and address.
 */
export const productionEnvironment = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_SANDBOX_PAYMENTS: 'true',
  GAME_PROVIDER_SECRET: 'a-production-game-provider-secret-of-32-chars',
  STUDIO_PUBLIC_URL: 'https://games.casino.example',
};

export async function startTestServer(
  leg: DatabaseLeg,
  environment: Record<string, string> = {},
  serverOptions: Omit<ServerOptions, 'database'> = {},
): Promise<TestServer> {
  const files = await mkdtemp(join(tmpdir(), 'casino-api-test-'));
  const db = await leg.open();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST_DIST: join(files, 'host-dist'),
    REMOTE_STORE: join(files, 'store'),
    // scrypt at 2^10 instead of 2^17: hundreds of sign-ups stay fast (password-hashing.test.ts
    // checks the production cost and the rehash from a lower one). Production refuses less.
    ...(environment.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: String(2 ** 10) }),
    ...environment,
  });
  const app = await buildServer(config, { ...serverOptions, database: db });
  return {
    app,
    db,
    config,
    async call(path, body = {}, token) {
      const response: LightMyRequestResponse = await app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: token ? { authorization: token } : {},
        payload: body as Record<string, unknown>,
      });
      return { status: response.statusCode, envelope: response.json() };
    },
    async close() {
      await app.close();
      await leg.dispose(db);
      await rm(files, { recursive: true, force: true });
    },
  };
}

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A test server that also listens on a loopback port, with `PUBLIC_URL` pointing at it: the
 * local OpenID Connect providers are reached over real HTTP, by the API as by a browser.
 */
export async function startListeningTestServer(
  leg: DatabaseLeg,
  environment: Record<string, string> = {},
  serverOptions: Omit<ServerOptions, 'database'> = {},
): Promise<TestServer & { publicUrl: string }> {
  const port = await freeLoopbackPort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const server = await startTestServer(leg, { PUBLIC_URL: publicUrl, ...environment }, serverOptions);
  await server.app.listen({ port, host: '127.0.0.1' });
  return { ...server, publicUrl };
}

/** A call by its contract name; a successful answer must match the contract's response shape. */
export async function callContract(
  server: TestServer,
  name: keyof typeof apiCalls,
  token: string,
  body: object = {},
): Promise<TestEnvelope> {
  const { envelope } = await server.call(apiCalls[name].path, body, token);
  if (envelope.errcode === 0) apiCalls[name].response.parse(envelope.data);
  return envelope;
}
