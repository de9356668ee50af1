import { type PropAward, type PropKind, propIdRanges, propKindOf } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { type PageRequest, recordPage } from '../../db/paging.js';
import { rewardsBudgetName } from '../wallet/wallet-accounts.js';

/**
 * The rewards service (ADR 0034): the one way any module (VIP, rebates, tasks, mail, jackpot)
 * gives a player something. Coin goes through the ledger from the rewards budget (16 accounts
 * `bonus:rewards:<player % 16>`), with the
 * wagering it asks for; every other prop goes into the player's inventory (`prop_lots`). Each
 * grant carries a source key, `module:event:player:period`, and is applied once per key: a retry,
 * a second tap or a concurrent request with the same key gets the first grant back. Coupons
 * always expire (the grant says when); other props never do.
 */

/** The props that expire: every kind of coupon (spec 3 "Prop id ranges"). */
const couponKinds: ReadonlySet<PropKind> = new Set([
  'generalCoupon',
  'fixedCoupon',
  'giveCoupon',
  'diamondCoupon',
  'lotteryCoupon',
]);

/** Whether an award is a coupon, which always expires. */
export const isCoupon = (award: PropAward) => couponKinds.has(propKindOf(award.propId) as PropKind);

export interface RewardRequest {
  /** Which module grants (`vip`, `rebate`, `task`, ...): the key's first part, kept for records. */
  module: string;
  /** What it grants for (`levelUp`, `daily`, ...): the key's second part. */
  event: string;
  playerId: number;
  /** What makes this grant unique for the player and event: a level, a UTC day, a claim id. */
  period: string;
  /** Coin counts are hundredths; at least one award with a positive count. */
  awards: readonly PropAward[];
  /** How many times the coin must be staked before a withdrawal (0: none). */
  wageringMultiple: number;
  /**
   * When the coupons of this grant expire: required when it grants any (`couponExpiry(now)` in
   * `@casino/contracts` gives the default week). Other props never expire.
   */
  expiresAt?: Date;
  /** The ledger account the coin comes from: the rewards budget unless a pool pays (a jackpot tier). */
  fundingAccountId?: number;
}

export interface RewardGrant {
  id: number;
  sourceKey: string;
  awards: PropAward[];
  /** Hundredths of coin paid to the player by this grant. */
  coin: number;
  createdAt: Date;
  /** True when the key had been granted before: nothing new was given. */
  replayed: boolean;
}

/** A reward that cannot be granted as asked; nothing was written. */
export class InvalidRewardError extends Error {
  override name = 'InvalidRewardError';
}

/** The key a grant is applied once under: what it is for, not what it gives. */
export const sourceKeyOf = ({
  module,
  event,
  playerId,
  period,
}: Pick<RewardRequest, 'module' | 'event' | 'playerId' | 'period'>) =>
  `${module}:${event}:${playerId}:${period}`;

/** The awards a grant keeps (positive counts), checked; throws InvalidRewardError. */
export function checkAwards(awards: readonly PropAward[], expiresAt: Date | undefined): PropAward[] {
  const kept = awards.filter((award) => award.count > 0);
  if (kept.length === 0) throw new InvalidRewardError('A reward grants at least one prop');
  for (const award of kept) {
    if (!Number.isSafeInteger(award.count)) throw new InvalidRewardError(`Count ${award.count} is not whole`);
    if (!propKindOf(award.propId))
      throw new InvalidRewardError(`Prop ${award.propId} is not in the catalogue`);
    if (isCoupon(award) && !(expiresAt instanceof Date && Number.isFinite(expiresAt.getTime())))
      throw new InvalidRewardError(`Coupon ${award.propId} needs an expiry`);
  }
  return kept;
}

/**
 * Grants a reward inside the caller's transaction, once per source key: the checks here, the
 * writes in one statement, `reward_grant` (migration 202611290220), which the jackpot's draw also
 * calls from SQL. A concurrent grant with the same key waits at the insert until the first
 * commits, then replays it.
 */
export async function grantReward(tx: Queryable, request: RewardRequest): Promise<RewardGrant> {
  const awards = checkAwards(request.awards, request.expiresAt);
  const coin = awards
    .filter((award) => award.propId === propIdRanges.coin.min)
    .reduce((sum, award) => sum + award.count, 0);
  const props = awards.filter((award) => award.propId !== propIdRanges.coin.min);
  const { rows } = await tx.query<{
    granted_id: number;
    granted_key: string;
    granted_awards: PropAward[];
    granted_coin: number;
    granted_at: Date;
    replayed: boolean;
  }>('SELECT * FROM reward_grant($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12)', [
    sourceKeyOf(request),
    request.playerId,
    request.module,
    request.event,
    JSON.stringify(awards),
    coin,
    coin * request.wageringMultiple,
    request.fundingAccountId ?? null,
    rewardsBudgetName(request.playerId),
    props.map((award) => award.propId),
    props.map((award) => award.count),
    props.map((award) => (isCoupon(award) ? (request.expiresAt?.toISOString() ?? null) : null)),
  ]);
  const row = rows[0];
  if (!row) throw new Error(`Reward ${sourceKeyOf(request)} was neither granted nor found`);
  return {
    id: Number(row.granted_id),
    sourceKey: row.granted_key,
    awards: row.granted_awards,
    coin: Number(row.granted_coin),
    createdAt: row.granted_at,
    replayed: row.replayed,
  };
}

export interface RewardRecordRow {
  id: number;
  module: string;
  event: string;
  awards: PropAward[];
  createdAt: string;
}

/** Every reward the player received, newest first, a page at a time. */
export async function rewardRecord(db: Queryable, playerId: number, page: PageRequest) {
  const { rows, total, pages } = await recordPage<{
    id: number;
    module: string;
    event: string;
    awards: PropAward[];
    created_at: Date;
  }>(
    db,
    {
      columns: 'id, module, event, awards, created_at',
      from: 'FROM reward_grants WHERE user_id = $1',
      order: 'id DESC',
    },
    playerId,
    page,
  );
  const list: RewardRecordRow[] = rows.map((row) => ({
    id: Number(row.id),
    module: row.module,
    event: row.event,
    awards: row.awards,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { list, total, pages };
}

/**
 * For `check:ledger`: every grant's coin against its ledger credit. A grant with coin credited the
 * player exactly that through its one transaction; a grant without coin has none.
 */
export async function grantCreditProblems(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ value: string }>(
    `SELECT g.source_key || ' (credited ' || coalesce(credit.amount, 0) || ' of ' || g.coin || ')' AS value
       FROM reward_grants AS g
       LEFT JOIN LATERAL (
         SELECT sum(posting.amount) AS amount FROM ledger_postings AS posting
           JOIN ledger_accounts AS account ON account.id = posting.account_id AND account.kind = 'player'
          WHERE posting.transaction_id = g.ledger_transaction_id
       ) AS credit ON true
      WHERE coalesce(credit.amount, 0) <> g.coin OR (g.coin = 0) <> (g.ledger_transaction_id IS NULL)
      ORDER BY g.id`,
  );
  return rows.map((row) => row.value);
}
