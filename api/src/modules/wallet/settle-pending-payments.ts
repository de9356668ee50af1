import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { CallbackVerdict } from './deposits.js';
import type { PaymentProvider, ProviderCallback } from './payment-provider.js';
import { applyProviderOutcome, type OutcomeContext } from './provider-outcomes.js';

/**
 * The settlement job: a callback can be lost (the API killed between the provider's decision and
 * its delivery, a provider that gives up retrying), which leaves an order "paid at the provider,
 * pending in the wallet". The job asks the provider about every order still pending, and every
 * withdrawal still held, older than a few minutes, and applies each final answer through the same
 * path as a callback (`applyProviderOutcome`), so it applies once whoever comes first.
 * (Not to be confused with `reconcileWallet`, which compares the wallet's totals with the ledger.)
 */

/** What one run of the job found and did. */
export interface SettlementFigures {
  /** Pending orders and held withdrawals asked about. */
  checked: number;
  /** Changed by this run: paid, cancelled, settled, rejected. */
  settled: number;
  /** The provider has not decided yet. */
  stillPending: number;
  /** Already changed by a callback between the look-up and the answer. */
  settledMeanwhile: number;
  /** The provider's answer names another amount: left pending and logged. */
  mismatched: number;
}

export interface SettlementOptions {
  /** Only orders and withdrawals older than this are asked about (younger ones await their callback). */
  olderThanSeconds: number;
  /** Most of each kind asked about per run, oldest first. */
  batchSize?: number;
}

/** A payment the provider never heard of cannot be paid, nor a payout it was never asked for made. */
function outcomeForUnknown(
  kind: ProviderCallback['kind'],
  reference: string,
  amount: number,
): ProviderCallback {
  const eventId = 'status-query:unknown';
  return kind === 'payment'
    ? { kind, reference, amount, outcome: 'cancelled', eventId }
    : { kind, reference, amount, outcome: 'rejected', eventId };
}

/** Runs the job once over what is overdue now; safe to run in several processes at once. */
export async function settlePendingPayments(
  db: Database,
  provider: PaymentProvider,
  context: OutcomeContext,
  { olderThanSeconds, batchSize = 500 }: SettlementOptions,
): Promise<SettlementFigures> {
  const figures: SettlementFigures = {
    checked: 0,
    settled: 0,
    stillPending: 0,
    settledMeanwhile: 0,
    mismatched: 0,
  };
  const cutoff = new Date(context.clock().getTime() - olderThanSeconds * 1000).toISOString();
  const overdue = async (sql: string) =>
    (await db.query<{ reference: string; amount: number }>(sql, [provider.name, cutoff, batchSize])).rows;
  const orders = await overdue(
    `SELECT order_no AS reference, amount FROM deposit_orders
      WHERE status = 'pending' AND provider = $1 AND created_at < $2 ORDER BY created_at LIMIT $3`,
  );
  const withdrawals = await overdue(
    // A withdrawal waiting for review has no payout yet; an approved one asked for it when approved.
    `SELECT withdrawal_no AS reference, amount FROM withdrawals
      WHERE status = 'held' AND provider = $1 AND review_status IS DISTINCT FROM 'waiting'
        AND coalesce(reviewed_at, created_at) < $2 ORDER BY created_at LIMIT $3`,
  );
  const count = (verdict: CallbackVerdict) => {
    if (verdict === 'applied') figures.settled += 1;
    else if (verdict === 'mismatch') figures.mismatched += 1;
    else figures.settledMeanwhile += 1;
  };
  const work = [
    ...orders.map((row) => ({ kind: 'payment' as const, ...row })),
    ...withdrawals.map((row) => ({ kind: 'payout' as const, ...row })),
  ];
  for (const { kind, reference, amount } of work) {
    figures.checked += 1;
    const status =
      kind === 'payment' ? await provider.paymentStatus(reference) : await provider.payoutStatus(reference);
    if (status === 'pending') {
      figures.stillPending += 1;
      continue;
    }
    const outcome = status === 'unknown' ? outcomeForUnknown(kind, reference, amount) : status;
    const answer = { ...outcome, status: status === 'unknown' ? 'unknown' : 'final' };
    count(
      await applyProviderOutcome(db, outcome, context, {
        provider: provider.name,
        source: 'status-query',
        bodyText: JSON.stringify(answer),
        body: answer,
        clientAddress: null,
      }),
    );
  }
  return figures;
}

export interface SettlementSchedule extends SettlementOptions {
  /** Seconds between runs; 0 switches the job off. */
  intervalSeconds: number;
}

/** Logs a run's figures: at `info` when it had anything to look at, so an idle job stays quiet. */
function logFigures(log: FastifyBaseLogger, figures: SettlementFigures): void {
  const message = 'pending payments checked with the provider';
  if (figures.mismatched > 0) log.warn(figures, `${message}: some answers name another amount`);
  else if (figures.checked > 0) log.info(figures, message);
  else log.debug(figures, message);
}

/**
 * Runs the job once the server is ready (what a crash left behind is settled at the next start),
 * then every `intervalSeconds`; a run never overlaps the previous one. Closing the server stops the
 * schedule and waits for a run in progress, so the database is not closed under it.
 */
export function scheduleSettlement(
  app: FastifyInstance,
  db: Database,
  provider: PaymentProvider,
  context: OutcomeContext,
  schedule: SettlementSchedule,
): void {
  if (schedule.intervalSeconds === 0) return;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = () => {
    if (running || closed) return;
    running = settlePendingPayments(db, provider, context, schedule)
      .then((figures) => logFigures(app.log, figures))
      .catch((error: unknown) => app.log.error({ err: error }, 'settling pending payments failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    // After the ready hooks: the first run must not hold up the server's start.
    setImmediate(run);
    timer = setInterval(run, schedule.intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
  });
}
