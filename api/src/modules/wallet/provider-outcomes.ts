import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.js';
import { storableValue } from '../../db/storable-text.js';
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
  /** The body's text as received (a status query's answer as JSON): only its digest is kept. */
  bodyText: string;
  /** The body as parsed: its callback fields, cut short, are kept as the summary. */
  body: unknown;
  clientAddress: string | null;
}

const summaryFields = ['kind', 'reference', 'amount', 'outcome', 'eventId', 'timestamp', 'status'] as const;
const summaryTextLength = 64;

/** The callback fields of a body, strings cut to 64 characters; anything else is left out. */
export function callbackSummary(body: unknown): Record<string, string | number> {
  const summary: Record<string, string | number> = {};
  if (typeof body !== 'object' || body === null) return summary;
  for (const field of summaryFields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string') summary[field] = value.slice(0, summaryTextLength);
    else if (typeof value === 'number' && Number.isFinite(value)) summary[field] = value;
  }
  return summary;
}

/**
 * Stores a callback's audit row: its SHA-256 and size prove which body it was, its summary says
 * what it claimed. Only a body whose signature verified is kept whole (the provider wrote it), for
 * finance to read; a forged one is not, so a flood of large forged bodies costs little.
 */
export async function recordOutcome(db: Queryable, record: OutcomeRecord): Promise<void> {
  const summary = callbackSummary(record.body);
  await db.query(
    `INSERT INTO payment_callbacks
       (provider, source, verdict, reference, body_sha256, body_bytes, summary, client_address, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb)`,
    [
      record.provider,
      record.source,
      record.verdict,
      typeof summary.reference === 'string' ? summary.reference : null,
      createHash('sha256').update(record.bodyText).digest('hex'),
      Buffer.byteLength(record.bodyText),
      JSON.stringify(summary),
      record.clientAddress,
      record.verdict === 'forged' ? null : JSON.stringify(storableValue(record.body ?? null)),
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
