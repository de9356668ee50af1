import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentGameProviderSecret } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { openPgliteDatabase } from '../../../db/pglite-database.js';
import {
  bundleForProcesses,
  type RunningProcess,
  serverEnvironment,
  startProcess,
  waitUntilServing,
} from '../../../test-support/api-processes.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { freeLoopbackPort } from '../../../test-support/test-server.js';
import { checkLedgerInvariants, soundLedger } from '../../wallet/ledger-check.js';
import { signWalletCall } from '../game-provider.js';
import { roundPostingProblems } from '../round-check.js';
import { newId, seededGames } from './games-fixtures.js';

announceDatabaseLegs('rounds across an API crash');

let bundle: Awaited<ReturnType<typeof bundleForProcesses>>;
beforeAll(async () => {
  bundle = await bundleForProcesses({ server: 'main.ts' });
});
afterAll(async () => {
  await bundle?.dispose();
});

/** A real API process on its own port, over the test's storage. */
async function startApi(storage: Record<string, string>): Promise<{ process: RunningProcess; base: string }> {
  const port = await freeLoopbackPort();
  const process = startProcess(
    bundle.script('server'),
    [],
    serverEnvironment({ PORT: String(port), LOG_LEVEL: 'warn', ...storage }),
  );
  await waitUntilServing(process, port);
  return { process, base: `http://127.0.0.1:${port}` };
}

async function kill(api: { process: RunningProcess }, signal: NodeJS.Signals): Promise<void> {
  api.process.child.kill(signal);
  await api.process.exited;
}

async function call(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: each step reads the fields of its own call
  return (await response.json()) as { errcode: number; msg: string; data: any };
}

/** A wallet call as the studio sends it, signed with the development secret. */
async function walletCall(base: string, action: string, fields: Record<string, unknown>) {
  const text = JSON.stringify({ timestamp: Date.now(), ...fields });
  const response = await fetch(`${base}/api/provider/v1/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-provider-id': 'inhouse',
      'x-signature': signWalletCall(developmentGameProviderSecret, text),
    },
    body: text,
  });
  // biome-ignore lint/suspicious/noExplicitAny: each step reads the fields of its own action
  return { status: response.status, body: (await response.json()) as any };
}

/** A player with a paid deposit and an open real-money slot session, as the studio holds it. */
async function playerInGame(base: string) {
  const registered = await call(base, '/app/v1/accountRegist', {
    account: `c${randomBytes(6).toString('hex')}`,
    password: 'secret-pass',
  });
  expect(registered.errcode, registered.msg).toBe(0);
  const token = registered.data.token as string;
  const order = await call(base, '/app/v1/createRechargeOrder', { channelId: 1, amount: 10_000 }, token);
  expect(order.errcode, order.msg).toBe(0);
  const paymentId = String(order.data.paymentUrl).split('/').pop();
  const paid = await fetch(`${base}/api/sandbox-pay/checkout/${paymentId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const started = await call(base, '/app/v1/startGame', { gameId: seededGames.slot }, token);
  const launchToken = new URL(started.data.launchUrl).searchParams.get('token');
  const session = await walletCall(base, 'session', { launchToken });
  expect(session.status).toBe(200);
  const exchange = await call(base, '/app/v1/getExchange', {}, token);
  return {
    token,
    userId: registered.data.user.id as number,
    sessionId: session.body.sessionId as string,
    wagering: exchange.data.wageringRemaining as number,
  };
}

describe.each(databaseLegs)('rounds across an API crash on $name', (leg) => {
  it('settles every round in flight exactly once after SIGKILLs, with the ledger balanced', async () => {
    const dataDir = leg.name === 'pglite' ? await mkdtemp(join(tmpdir(), 'casino-round-crash-')) : null;
    const postgres = leg.name === 'postgres' ? await leg.open() : null;
    const storage: Record<string, string> = dataDir
      ? { DATA_DIR: dataDir }
      : { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', DATABASE_SCHEMA: postgres?.schema ?? '' };
    let db: Database | null = postgres;
    try {
      const first = await startApi(storage);
      const player = await playerInGame(first.base);
      const rounds = [1, 2, 3].map(() => ({ roundId: newId('round'), betId: newId('bet'), stake: 1_000 }));
      for (const round of rounds) {
        const bet = await walletCall(first.base, 'bet', {
          sessionId: player.sessionId,
          transactionId: round.betId,
          roundId: round.roundId,
          amount: round.stake,
        });
        expect(bet.status).toBe(200);
      }
      // The API dies with three rounds open.
      await kill(first, 'SIGKILL');

      const second = await startApi(storage);
      const [won, rolledBack, inFlight] = rounds as [
        (typeof rounds)[0],
        (typeof rounds)[0],
        (typeof rounds)[0],
      ];
      const win = {
        sessionId: player.sessionId,
        transactionId: newId('win'),
        roundId: won.roundId,
        amount: 2_500,
      };
      expect((await walletCall(second.base, 'win', win)).body).toMatchObject({ ok: true, duplicate: false });
      const rollback = {
        sessionId: player.sessionId,
        transactionId: newId('rb'),
        roundId: rolledBack.roundId,
        betTransactionId: rolledBack.betId,
      };
      expect((await walletCall(second.base, 'rollback', rollback)).body).toMatchObject({ ok: true });
      // The win of the third round is on its way when the API dies again: applied or not, nobody knows.
      const lastWin = {
        sessionId: player.sessionId,
        transactionId: newId('win'),
        roundId: inFlight.roundId,
        amount: 0,
      };
      const unanswered = walletCall(second.base, 'win', lastWin).catch(() => null);
      await kill(second, 'SIGKILL');
      await unanswered;

      // The studio retries every call it got no answer for, and replays the others.
      const third = await startApi(storage);
      expect((await walletCall(third.base, 'win', lastWin)).body).toMatchObject({ ok: true });
      expect((await walletCall(third.base, 'win', win)).body).toMatchObject({ ok: true, duplicate: true });
      expect((await walletCall(third.base, 'rollback', rollback)).body).toMatchObject({
        ok: true,
        duplicate: true,
      });
      const coin = (await call(third.base, '/app/v1/refreshData', {}, player.token)).data.coin as number;
      // A graceful stop drains the outbox before the database closes.
      await kill(third, 'SIGTERM');

      db ??= await openPgliteDatabase(dataDir as string);
      expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
      expect(await roundPostingProblems(db)).toEqual([]);
      const stored = await db.query<{ round_id: string; status: string; win: number; events: number }>(
        `SELECT r.round_id, r.status, r.win,
                (SELECT count(*) FROM outbox AS o WHERE o.payload ->> 'roundId' = r.round_id)::int AS events
           FROM game_rounds AS r WHERE r.user_id = $1 ORDER BY r.id`,
        [player.userId],
      );
      expect(stored.rows.map((row) => ({ ...row, win: Number(row.win) }))).toEqual([
        { round_id: won.roundId, status: 'settled', win: 2_500, events: 1 },
        { round_id: rolledBack.roundId, status: 'rolled_back', win: 0, events: 1 },
        { round_id: inFlight.roundId, status: 'settled', win: 0, events: 1 },
      ]);
      const { rows } = await db.query<{ coin: number; remaining: number; bet_total: number }>(
        `SELECT (SELECT balance FROM ledger_accounts WHERE owner_user_id = u.id AND kind = 'player') AS coin,
                (SELECT remaining FROM wagering_requirements WHERE user_id = u.id) AS remaining, u.bet_total
           FROM users AS u WHERE u.id = $1`,
        [player.userId],
      );
      // Two settled rounds kept their stakes; each counted once towards turnover and wagering.
      expect(
        rows.map((row) => ({
          coin: Number(row.coin),
          remaining: Number(row.remaining),
          bet: Number(row.bet_total),
        })),
      ).toEqual([{ coin, remaining: Math.max(player.wagering - 2_000, 0), bet: 2_000 }]);
    } finally {
      if (postgres) await leg.dispose(postgres);
      else await db?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
    // Three starts of a fresh PGlite data directory on a small machine.
  }, 240_000);
});
