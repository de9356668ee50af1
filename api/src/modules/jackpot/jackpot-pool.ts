import type { Database, Queryable } from '../../db/database.js';
import { isEvent, type OutboxConsumer } from '../outbox/outbox.js';
import { type LedgerAccount, openAccount, postTransactionIn } from '../wallet/ledger.js';
import { systemAccount } from '../wallet/wallet-accounts.js';
import { type JackpotRules, type JackpotTier, jackpotTiers, loadJackpotActivity } from './jackpot-rules.js';

/**
 * The pool (ADR 0036): each tier is a ledger account, `jackpot:<tier>`, funded from the house by a
 * share of every settled stake, paying jackpot prizes, and topped up again from the house with its
 * seed amount after each prize. Its balance is the tier's amount.
 */
export function tierAccount(tx: Queryable, tier: JackpotTier): Promise<LedgerAccount> {
  return openAccount(tx, 'bonus', { systemName: `jackpot:${tier}` });
}

/** Each tier's amount, hundredths. */
export async function tierAmounts(db: Queryable): Promise<Record<JackpotTier, number>> {
  const { rows } = await db.query<{ system_name: string; balance: number }>(
    'SELECT system_name, balance FROM ledger_accounts WHERE system_name = ANY($1::text[])',
    [jackpotTiers.map((tier) => `jackpot:${tier}`)],
  );
  const balanceOf = new Map(rows.map((row) => [row.system_name, Number(row.balance)]));
  return Object.fromEntries(
    jackpotTiers.map((tier) => [tier, balanceOf.get(`jackpot:${tier}`) ?? 0]),
  ) as Record<JackpotTier, number>;
}

/** Moves a tier's seed amount from the house into it, once per `reason`. */
export async function seedTier(
  tx: Queryable,
  tier: JackpotTier,
  rules: JackpotRules,
  reason: string,
): Promise<void> {
  const amount = rules.tiers[tier].seedAmount;
  if (amount === 0) return;
  const house = await systemAccount(tx, 'house');
  const account = await tierAccount(tx, tier);
  await postTransactionIn(tx, {
    idempotencyKey: `jackpot:seed:${tier}:${reason}`,
    kind: 'transfer',
    postings: [
      { accountId: house.id, amount: -amount },
      { accountId: account.id, amount },
    ],
    reference: { jackpotTier: tier, seed: reason },
  });
}

/** At start: every tier gets its first seed (once ever), so a new pool never shows zero. */
export async function seedNewTiers(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const activity = await loadJackpotActivity(tx, now);
    if (!activity) return;
    for (const tier of jackpotTiers) await seedTier(tx, tier, activity.rules, 'initial');
  });
}

/** What a settled stake gives each tier: whole hundredths, rounded down per round. */
export const contributionOf = (stake: number, contributionBp: number) =>
  Math.floor((stake * contributionBp) / 10_000);

const utcDay = (iso: string) => iso.slice(0, 10);

/**
 * Funds the pool from settled rounds and counts each player's deposits and stakes per UTC day
 * towards draw chances, once per event. While the activity is off (or has no valid rules) the
 * days are still counted but nothing is contributed. One ledger transfer per batch, from the
 * house to the tiers.
 */
export const jackpotPoolConsumer: OutboxConsumer = {
  name: 'jackpot.pool',
  topics: ['game.roundSettled', 'wallet.depositPaid'],
  async handle(tx, events) {
    const days = new Map<string, { playerId: number; day: string; deposited: number; staked: number }>();
    const dayOf = (playerId: number, day: string) => {
      const key = `${playerId}:${day}`;
      const entry = days.get(key) ?? { playerId, day, deposited: 0, staked: 0 };
      days.set(key, entry);
      return entry;
    };
    const stakes: number[] = [];
    for (const event of events) {
      if (isEvent(event, 'game.roundSettled')) {
        const round = event.payload;
        if (round.status !== 'settled' || round.stake === 0) continue;
        dayOf(round.playerId, utcDay(round.settledAt)).staked += round.stake;
        stakes.push(round.stake);
      } else if (isEvent(event, 'wallet.depositPaid')) {
        dayOf(event.payload.playerId, utcDay(event.payload.paidAt)).deposited += event.payload.amount;
      }
    }
    if (days.size > 0) {
      const rows = [...days.values()].sort((a, b) => a.playerId - b.playerId || a.day.localeCompare(b.day));
      await tx.query(
        `INSERT INTO jackpot_days (user_id, day, deposited, staked)
         SELECT * FROM unnest($1::bigint[], $2::date[], $3::bigint[], $4::bigint[])
         ON CONFLICT (user_id, day) DO UPDATE
           SET deposited = jackpot_days.deposited + EXCLUDED.deposited, staked = jackpot_days.staked + EXCLUDED.staked`,
        [
          rows.map((row) => row.playerId),
          rows.map((row) => row.day),
          rows.map((row) => row.deposited),
          rows.map((row) => row.staked),
        ],
      );
    }
    const activity = await loadJackpotActivity(tx, new Date());
    if (!activity?.on || stakes.length === 0) return;
    const { rules } = activity;
    const shares = jackpotTiers
      .map((tier) => ({
        tier,
        amount: stakes.reduce(
          (sum, stake) => sum + contributionOf(stake, rules.tiers[tier].contributionBp),
          0,
        ),
      }))
      .filter((share) => share.amount > 0);
    const total = shares.reduce((sum, share) => sum + share.amount, 0);
    if (total === 0) return;
    const house = await systemAccount(tx, 'house');
    const postings = [{ accountId: house.id, amount: -total }];
    for (const share of shares)
      postings.push({ accountId: (await tierAccount(tx, share.tier)).id, amount: share.amount });
    const ids = events.map((event) => event.id);
    await postTransactionIn(tx, {
      idempotencyKey: `jackpot:contribution:${Math.min(...ids)}:${Math.max(...ids)}`,
      kind: 'transfer',
      postings,
      reference: { jackpotContribution: { rounds: stakes.length } },
    });
  },
};
