import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { developmentGameProviderSecret } from '../../../config.js';
import type { Queryable } from '../../../db/database.js';
import type { TestServer } from '../../../test-support/test-server.js';
import { signWalletCall } from '../game-provider.js';

/** The seeded in-house games (api/seed/games.json). */
export const seededGames = { slot: 5001, crash: 5002, mines: 5003 } as const;
/** Adds a game no provider launches (an operator's row with no provider yet); answers its id. */
export async function addUnlaunchableGame(db: Queryable): Promise<number> {
  const id = 9001;
  await db.query(
    `INSERT INTO games (id, name, type_id, brand_id, platform_id) VALUES ($1, 'Unplugged Slot', 1, 6, 1)
     ON CONFLICT (id) DO NOTHING`,
    [id],
  );
  return id;
}
/** The seeded games' stake range, in hundredths. */
export const stakeRange = { min: 10, max: 100_000 };

export interface WalletAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own action
  body: any;
}

export interface CallOptions {
  secret?: string;
  providerId?: string;
  signature?: string;
  timestamp?: number;
}

/** POSTs a wallet call as the studio does: the raw JSON body signed with the provider's secret. */
export async function walletCall(
  server: TestServer,
  action: string,
  fields: Record<string, unknown>,
  options: CallOptions = {},
): Promise<WalletAnswer> {
  const text = JSON.stringify({ timestamp: options.timestamp ?? Date.now(), ...fields });
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/provider/v1/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-provider-id': options.providerId ?? 'inhouse',
      'x-signature':
        options.signature ?? signWalletCall(options.secret ?? developmentGameProviderSecret, text),
    },
    payload: text,
  });
  return { status: response.statusCode, body: response.json() };
}

/** startGame through the player API; returns the session and the launch token from its URL. */
export async function launch(
  server: TestServer,
  token: string,
  gameId: number = seededGames.slot,
  tryIt = false,
) {
  const { envelope } = await server.call('/app/v1/startGame', { gameId, tryIt }, token);
  expect(envelope.errcode, envelope.msg).toBe(0);
  const url = new URL(envelope.data.launchUrl);
  return {
    sessionId: envelope.data.sessionId as string,
    launchToken: url.searchParams.get('token') as string,
    url,
  };
}

/** A launched and exchanged real-money session, as the studio holds it after the player opened a game. */
export async function openSession(server: TestServer, token: string, gameId: number = seededGames.slot) {
  const launched = await launch(server, token, gameId);
  const exchanged = await walletCall(server, 'session', { launchToken: launched.launchToken });
  expect(exchanged.status, JSON.stringify(exchanged.body)).toBe(200);
  return launched.sessionId;
}

/** Ids the studio would make up. */
export const newId = (prefix: string) => `${prefix}-${randomUUID()}`;

/** The money a player, the provider account and the ledger as a whole hold: what a refusal must leave alone. */
export async function moneySnapshot(db: Queryable, userId: number) {
  const { rows } = await db.query<Record<string, number>>(
    `SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE owner_user_id = $1)::bigint AS player,
            (SELECT count(*) FROM ledger_transactions)::int AS transactions,
            (SELECT count(*) FROM provider_transactions)::int AS provider_calls,
            (SELECT count(*) FROM game_rounds)::int AS rounds,
            (SELECT count(*) FROM outbox)::int AS events`,
    [userId],
  );
  const row = rows[0] ?? {};
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}
