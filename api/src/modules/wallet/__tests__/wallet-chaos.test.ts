import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../../config.js';
import type { Database, Queryable } from '../../../db/database.js';
import { openPgliteDatabase } from '../../../db/pglite-database.js';
import {
  bundleForProcesses,
  type RunningProcess,
  runToEnd,
  serverEnvironment,
  startProcess,
  waitUntilServing,
} from '../../../test-support/api-processes.js';
import { announceDatabaseLegs, type DatabaseLeg, databaseLegs } from '../../../test-support/database-legs.js';
import { freeLoopbackPort } from '../../../test-support/test-server.js';

// The chaos test of issue 11: the real API process serves a burst of deposits (order, then Pay on
// the sandbox's hosted page), wagering rounds, withdrawals and payouts from several players at
// once, and is SIGKILLed twice during it. After a restart the reconciliation job settles what the
// kills left between the provider and the wallet; then every operation the API acknowledged (a
// 2xx answer, or the hosted page's 303) must be in the books exactly once, and `npm run
// check:ledger` must pass.

const { migrationsDir } = loadStorageConfig({});
const players = 6;
/** Acknowledged operations between a start and the next kill. */
const operationsBeforeKill = 40;
const kills = 2;

announceDatabaseLegs('wallet chaos');

let bundle: Awaited<ReturnType<typeof bundleForProcesses>>;
beforeAll(async () => {
  bundle = await bundleForProcesses({ server: 'main.ts', 'check-ledger': 'ledger-check-cli.ts' });
});
afterAll(async () => {
  await bundle?.dispose();
});

/** What the API acknowledged, per kind: only these must be in the books. */
interface Acknowledged {
  orders: Map<string, { userId: number; amount: number; paid: boolean }>;
  withdrawals: Map<string, { userId: number; amount: number; payout: 'settled' | 'rejected' | null }>;
  rounds: Set<string>;
  /** Requests that got no answer (in flight at a kill, or sent while the server was down). */
  unanswered: number;
}

class ServerDown extends Error {}

/** One player's client: goes round deposit, wagering, withdrawal and payout until told to stop. */
class PlayerClient {
  token = '';
  userId = 0;
  card = 0;
  private payoutsDecided = 0;

  constructor(
    private readonly api: () => string,
    private readonly acknowledged: Acknowledged,
    private readonly counted: () => void,
  ) {}

  private async send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.api()}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
        headers: { 'content-type': 'application/json', authorization: this.token, ...init.headers },
      });
    } catch {
      this.acknowledged.unanswered += 1;
      throw new ServerDown();
    }
  }

  // biome-ignore lint/suspicious/noExplicitAny: each call's data is read where it is used
  private async call(path: string, body: unknown): Promise<any> {
    const response = await this.send(`/api${path}`, { method: 'POST', body: JSON.stringify(body) });
    const envelope = await response.json().catch(() => null);
    if (response.status !== 200 || envelope?.errcode !== 0) {
      throw new Error(`${path} answered ${response.status} ${JSON.stringify(envelope)}`);
    }
    return envelope.data;
  }

  async register(): Promise<void> {
    const data = await this.call('/app/v1/accountRegist', {
      account: `c${randomBytes(6).toString('hex')}`,
      password: 'secret-pass',
    });
    this.token = data.token;
    this.userId = data.user.id;
    const card = await this.call('/app/v1/addBankInfo', {
      bankId: 1,
      holderName: 'Juan Dela Cruz',
      accountNumber: `${Date.now()}`.slice(-10),
    });
    this.card = card.id;
  }

  private async deposit(): Promise<void> {
    const order = await this.call('/app/v1/createRechargeOrder', { channelId: 1, amount: 20_000 });
    this.acknowledged.orders.set(order.orderNo, { userId: this.userId, amount: 20_000, paid: false });
    this.counted();
    const paid = await this.send(`${order.paymentUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    if (paid.status !== 303) throw new Error(`Pay answered ${paid.status}`);
    const acknowledged = this.acknowledged.orders.get(order.orderNo);
    if (acknowledged) acknowledged.paid = true;
    this.counted();
  }

  /** Bets what the wagering requirement still asks, winning it back: the balance stays. */
  private async wager(): Promise<void> {
    const { wageringRemaining, coin } = await this.call('/app/v1/getExchange', {});
    const bet = Math.min(wageringRemaining, coin);
    if (bet === 0) return;
    const response = await this.send('/api/dev/wallet/play-round', {
      method: 'POST',
      body: JSON.stringify({ bet, win: bet }),
    });
    if (response.status !== 200) throw new Error(`play-round answered ${response.status}`);
    this.acknowledged.rounds.add((await response.json()).roundId);
    this.counted();
  }

  private async withdrawAndDecide(): Promise<void> {
    const { exchange } = await this.call('/app/v1/getExchange', {});
    if (exchange < 10_000) return;
    const withdrawal = await this.call('/app/v1/exchange', { amount: 10_000, bankCardId: this.card });
    this.acknowledged.withdrawals.set(withdrawal.withdrawalNo, {
      userId: this.userId,
      amount: 10_000,
      payout: null,
    });
    this.counted();
    this.payoutsDecided += 1;
    const outcome = this.payoutsDecided % 3 === 0 ? 'rejected' : 'settled';
    const response = await this.send(`/api/dev/wallet/payouts/${withdrawal.withdrawalNo}`, {
      method: 'POST',
      body: JSON.stringify({ outcome }),
    });
    if (response.status !== 200) throw new Error(`the payout route answered ${response.status}`);
    const acknowledged = this.acknowledged.withdrawals.get(withdrawal.withdrawalNo);
    if (acknowledged) acknowledged.payout = outcome;
    this.counted();
  }

  /** Goes round until `stopped()`; while the server is down it waits for `serving()`. */
  async run(stopped: () => boolean, serving: () => Promise<void>): Promise<void> {
    const steps = [
      () => this.deposit(),
      () => this.wager(),
      () => this.wager(),
      () => this.withdrawAndDecide(),
    ];
    for (let step = 0; !stopped(); step = (step + 1) % steps.length) {
      try {
        await steps[step]?.();
      } catch (error) {
        if (!(error instanceof ServerDown)) throw error;
        await serving();
      }
    }
  }
}

/** Reads the books after the run: what must hold for every acknowledged operation. */
async function readBooks(db: Queryable) {
  const keyCounts = new Map(
    (
      await db.query<{ idempotency_key: string; count: number }>(
        `SELECT idempotency_key, count(*)::int AS count FROM ledger_transactions
          WHERE idempotency_key ~ '^(deposit|deposit-bonus|withdrawal|withdrawal-paid|withdrawal-refunded|round):'
          GROUP BY idempotency_key`,
      )
    ).rows.map((row) => [row.idempotency_key, row.count]),
  );
  const orders = new Map(
    (
      await db.query<{ order_no: string; status: string; amount: number; provider_outcome: string | null }>(
        `SELECT o.order_no, o.status, o.amount, s.outcome AS provider_outcome
           FROM deposit_orders AS o LEFT JOIN sandbox_provider_requests AS s ON s.merchant_reference = o.order_no`,
      )
    ).rows.map((row) => [row.order_no, row]),
  );
  const withdrawals = new Map(
    (
      await db.query<{
        withdrawal_no: string;
        status: string;
        amount: number;
        provider_outcome: string | null;
      }>(
        `SELECT w.withdrawal_no, w.status, w.amount, s.outcome AS provider_outcome
           FROM withdrawals AS w LEFT JOIN sandbox_provider_requests AS s ON s.merchant_reference = w.withdrawal_no`,
      )
    ).rows.map((row) => [row.withdrawal_no, row]),
  );
  return { keyCounts, orders, withdrawals };
}

describe.each(databaseLegs)('the wallet under SIGKILL on $name', (leg: DatabaseLeg) => {
  it(`keeps every acknowledged deposit, withdrawal and payout exactly once through ${kills} kills`, async () => {
    const started = Date.now();
    const workDir = await mkdtemp(join(tmpdir(), 'casino-wallet-chaos-'));
    const postgres = leg.name === 'postgres' ? await leg.open() : null;
    const databaseSettings: Record<string, string> = postgres
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', DATABASE_SCHEMA: postgres.schema ?? '' }
      : { DATA_DIR: join(workDir, 'data') };
    const port = await freeLoopbackPort();
    const api = `http://127.0.0.1:${port}`;
    const startServer = async (settings: Record<string, string> = {}) => {
      const server = startProcess(
        bundle.script('server'),
        [],
        serverEnvironment({
          ...databaseSettings,
          PORT: `${port}`,
          PASSWORD_HASH_COST: '1024',
          REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
          LOG_LEVEL: 'warn',
          ...settings,
        }),
      );
      await waitUntilServing(server, port, 120_000);
      return server;
    };

    let server: RunningProcess = await startServer();
    const acknowledged: Acknowledged = {
      orders: new Map(),
      withdrawals: new Map(),
      rounds: new Set(),
      unanswered: 0,
    };
    /** The burst's state, shared by the clients and the kills. */
    const run = {
      sinceStart: 0,
      kills: 0,
      stopped: false,
      /** Set while the server is down: the clients wait for `serving`. */
      down: null as { serving: Promise<void>; release: () => void } | null,
      failure: null as unknown,
    };
    const onAcknowledged = () => {
      run.sinceStart += 1;
      if (run.sinceStart < operationsBeforeKill || run.down || run.stopped) return;
      // The kill lands while the other players' requests are in flight.
      server.child.kill('SIGKILL');
      run.kills += 1;
      let release = () => {};
      const serving = new Promise<void>((resolve) => {
        release = resolve;
      });
      run.down = { serving, release };
    };
    const clients = Array.from(
      { length: players },
      () => new PlayerClient(() => api, acknowledged, onAcknowledged),
    );
    for (const client of clients) await client.register();
    const burst = Promise.all(
      clients.map((client) =>
        client.run(
          () => run.stopped,
          () => run.down?.serving ?? Promise.resolve(),
        ),
      ),
    ).catch((error: unknown) => {
      run.failure = error;
    });

    try {
      for (;;) {
        if (run.failure) throw run.failure;
        const down = run.down;
        if (!down) {
          await new Promise((done) => setTimeout(done, 20));
          continue;
        }
        await server.exited;
        if (run.kills >= kills) {
          // The burst ends with the last kill: what it left is the settlement's.
          run.stopped = true;
          run.down = null;
          down.release();
          break;
        }
        server = await startServer();
        run.sinceStart = 0;
        run.down = null;
        down.release();
      }
      // Clients waiting for the server give up on their last step once it is back.
      // At debug: the job's first run logs its figures even when it finds nothing to settle.
      const settling = startServer({
        RECONCILE_AFTER_SECONDS: '0',
        RECONCILE_INTERVAL_SECONDS: '1',
        LOG_LEVEL: 'debug',
      });
      server = await settling;
      await burst;
      if (run.failure) throw run.failure;
      const figuresLine = async () => {
        const deadline = Date.now() + 30_000;
        for (;;) {
          const line = server
            .output()
            .split('\n')
            .find((candidate) => candidate.includes('pending payments checked with the provider'));
          if (line) return JSON.parse(line);
          if (Date.now() > deadline) throw new Error(`no settlement figures: ${server.output()}`);
          await new Promise((done) => setTimeout(done, 100));
        }
      };
      const settlement = await figuresLine().catch(() => ({ checked: 0, settled: 0, stillPending: 0 }));

      if (!postgres) {
        // PGlite is one process's database: check:ledger refuses it while the server has it.
        const refused = await runToEnd(bundle.script('check-ledger'), [], {
          ...databaseSettings,
          MIGRATIONS_DIR: migrationsDir,
        });
        expect(refused.code).toBe(2);
        expect(refused.output).toContain(`is in use by process ${server.child.pid}`);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });

      const check = await runToEnd(bundle.script('check-ledger'), [], {
        ...databaseSettings,
        MIGRATIONS_DIR: migrationsDir,
      });
      expect(check.output).toMatch(/The ledger is sound: \d+ checks passed\./);
      expect(check.code).toBe(0);

      const db: Database =
        postgres ?? (await openPgliteDatabase(databaseSettings.DATA_DIR ?? '', { purpose: 'test' }));
      try {
        const books = await readBooks(db);
        for (const [orderNo, order] of acknowledged.orders) {
          const stored = books.orders.get(orderNo);
          expect(stored, orderNo).toBeDefined();
          if (order.paid) {
            expect(stored?.status, orderNo).toBe('paid');
            expect(books.keyCounts.get(`deposit:${orderNo}`), orderNo).toBe(1);
          }
        }
        for (const [withdrawalNo, withdrawal] of acknowledged.withdrawals) {
          const stored = books.withdrawals.get(withdrawalNo);
          expect(books.keyCounts.get(`withdrawal:${withdrawalNo}`), withdrawalNo).toBe(1);
          if (withdrawal.payout) {
            expect(stored?.status, withdrawalNo).toBe(withdrawal.payout === 'settled' ? 'paid' : 'refunded');
          }
        }
        for (const roundId of acknowledged.rounds)
          expect(books.keyCounts.get(`round:${roundId}:bet`)).toBe(1);
        // Nothing credited that the provider did not pay, nothing paid out it did not settle, and
        // nothing left between the two: every order the provider decided is decided in the wallet.
        for (const [orderNo, order] of books.orders) {
          if (order.status === 'paid') expect(order.provider_outcome, orderNo).toBe('paid');
          if (order.provider_outcome) expect(order.status, orderNo).toBe(order.provider_outcome);
        }
        for (const [withdrawalNo, withdrawal] of books.withdrawals) {
          if (withdrawal.status === 'paid') expect(withdrawal.provider_outcome, withdrawalNo).toBe('settled');
          if (withdrawal.provider_outcome === 'settled') expect(withdrawal.status, withdrawalNo).toBe('paid');
        }
        const count = (values: Iterable<{ paid?: boolean; payout?: unknown }>, key: 'paid' | 'payout') =>
          [...values].filter((value) => value[key]).length;
        console.info(
          `[wallet chaos on ${leg.name}] ${players} players, ${kills} SIGKILLs; acknowledged: ` +
            `${acknowledged.orders.size} orders (${count(acknowledged.orders.values(), 'paid')} paid), ` +
            `${acknowledged.rounds.size} rounds, ${acknowledged.withdrawals.size} withdrawals ` +
            `(${count(acknowledged.withdrawals.values(), 'payout')} payouts decided); ` +
            `${acknowledged.unanswered} requests unanswered; the settlement after the restart: ` +
            `checked ${settlement.checked}, settled ${settlement.settled}, still pending ${settlement.stillPending}; ` +
            `check:ledger sound; ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      } finally {
        if (!postgres) await db.close();
      }
    } finally {
      run.stopped = true;
      run.down?.release();
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
      await burst;
      if (postgres) await leg.dispose(postgres);
      await rm(workDir, { recursive: true, force: true });
    }
    // A fresh PGlite data directory alone takes seconds to create on a busy machine.
  }, 240_000);
});
