import type { Database, Queryable } from '../../db/database.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import type { Clock } from '../sms/sms-sender.js';
import { applyPaymentOutcome, type CallbackVerdict } from './deposits.js';
import type { ProviderCallback } from './payment-provider.js';
import { applyPayoutOutcome } from './withdrawals.js';

/** Where an outcome came from: the provider's callback, or its answer to a status query. */
export type OutcomeSource = 'callback' | 'status-query';

/** What applying an outcome needs besides the database: the bonus rules in force and the clock. */
export interface OutcomeContext {
  appConfig: AppConfigSource;
  clock: Clock;
}

/** One row of `payment_callbacks`: what arrived (or was answered), from where, and its verdict. */
export interface OutcomeRecord {
  provider: string;
  source: OutcomeSource;
  verdict: CallbackVerdict | 'forged';
  /** The body as received; a status query's answer for the settlement job. */
  body: unknown;
  clientAddress: string | null;
}

export async function recordOutcome(db: Queryable, record: OutcomeRecord): Promise<void> {
  const reference = (record.body as { reference?: unknown } | null)?.reference;
  await db.query(
    `INSERT INTO payment_callbacks (provider, source, verdict, reference, body, client_address)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [
      record.provider,
      record.source,
      record.verdict,
      typeof reference === 'string' ? reference.slice(0, 64) : null,
      JSON.stringify(record.body ?? null),
      record.clientAddress,
    ],
  );
}

/**
 * The one way a provider's verified outcome reaches the wallet, whether its callback brought it or
 * the settlement job asked for it: in one database transaction the order (or withdrawal) is locked
 * and changed, only if still pending (held), and the outcome is recorded with its verdict. So a
 * callback and a status query for the same order, in any order or at once, apply it once.
 */
export async function applyProviderOutcome(
  db: Database,
  outcome: ProviderCallback,
  context: OutcomeContext,
  audit: Omit<OutcomeRecord, 'verdict'>,
): Promise<CallbackVerdict> {
  const { config } = await context.appConfig.current();
  const decision = { bonusCollections: config.rechargeBonusList, clock: context.clock };
  return db.transaction(async (tx) => {
    const { verdict } =
      outcome.kind === 'payment'
        ? await applyPaymentOutcome(tx, outcome, decision)
        : await applyPayoutOutcome(tx, outcome);
    await recordOutcome(tx, { ...audit, verdict });
    return verdict;
  });
}
