import { couponExpiry, type PropAward, propIdRanges, type RewardFlags } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { Queryable } from '../../db/database.js';
import { type PageRequest, recordPage } from '../../db/paging.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import { grantReward, type RewardGrant, rewardRecord, sourceKeyOf } from '../rewards/rewards.js';
import type { Clock } from '../sms/sms-sender.js';
import { auditUpTo, levelAudit } from './vip-standing.js';
import { ladderOf, loadLevelTerms, lockStandings, saveStandings, type VipLevelTerms } from './vip-store.js';

/** Coin from VIP awards and rebates is staked once before it can be withdrawn (ADR 0034). */
export const vipWageringMultiple = 1;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The player's standing, with every month's audit that ended before now applied and saved. */
async function currentStanding(tx: Queryable, playerId: number, now: Date) {
  const terms = await loadLevelTerms(tx);
  const standings = await lockStandings(tx, [playerId], now);
  const locked = standings.get(playerId);
  if (!locked) throw new ApiError(errorCodes.unauthorized, 'Unknown player');
  const standing = auditUpTo(locked, ladderOf(terms), now);
  if (standing !== locked) await saveStandings(tx, new Map([[playerId, standing]]));
  const current = terms.find((level) => level.level === standing.level);
  return { terms, standing, current };
}

const vipKey = (playerId: number, event: string, period: string) =>
  sourceKeyOf({ module: 'vip', event, playerId, period });

/** Which of these source keys the player was granted. */
async function grantedKeys(db: Queryable, keys: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ source_key: string }>(
    'SELECT source_key FROM reward_grants WHERE source_key = ANY($1::text[])',
    [keys],
  );
  return new Set(rows.map((row) => row.source_key));
}

function refuseReplay(grant: RewardGrant): RewardGrant {
  if (grant.replayed) throw new ApiError(errorCodes.rewardAlreadyClaimed, 'This award was claimed already');
  return grant;
}

interface RebateRowData {
  game_type_id: number;
  name: string;
  stake: number;
  accrued: number;
  paid: number;
}
const claimableOf = (row: { accrued: number; paid: number }) =>
  Math.floor(Number(row.accrued) / 10_000) - Number(row.paid);

/** The red dots VIP owns: a level-up bonus or today's daily award waiting, today's sign-in award. */
export async function vipRewardFlags(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<Pick<RewardFlags, 'vipAwardFlag' | 'signInFlag'>> {
  const terms = await loadLevelTerms(db);
  const { rows } = await db.query<{ vip: number }>('SELECT vip FROM users WHERE id = $1', [playerId]);
  const level = rows[0]?.vip ?? 0;
  const current = terms.find((terms) => terms.level === level);
  const today = utcDay(now);
  const bonusKeys = terms
    .filter((terms) => terms.level >= 1 && terms.level <= level && terms.levelUpBonus > 0)
    .map((terms) => vipKey(playerId, 'levelUp', String(terms.level)));
  const dailyKey = vipKey(playerId, 'daily', today);
  const signInKey = vipKey(playerId, 'signIn', today);
  const granted = await grantedKeys(db, [...bonusKeys, dailyKey, signInKey]);
  return {
    vipAwardFlag:
      bonusKeys.some((key) => !granted.has(key)) ||
      ((current?.dailyAward.length ?? 0) > 0 && !granted.has(dailyKey)),
    signInFlag: (current?.signInAward.length ?? 0) > 0 && !granted.has(signInKey),
  };
}

export function registerVipCalls(
  { db, registerCall, balanceOf }: ModuleContext,
  { clock }: { clock: Clock },
) {
  /** Grants in one transaction and answers what was granted with the balance after it. */
  async function claim(playerId: number, grantIn: (tx: Queryable, now: Date) => Promise<PropAward[]>) {
    const awards = await db.transaction((tx) => grantIn(tx, clock()));
    return { awards, coin: await balanceOf(playerId) };
  }

  /** A daily or sign-in award of the player's level, once per UTC day. */
  const claimDaily = (playerId: number, event: 'daily' | 'signIn') =>
    claim(playerId, async (tx, now) => {
      const { current } = await currentStanding(tx, playerId, now);
      const awards = (event === 'daily' ? current?.dailyAward : current?.signInAward) ?? [];
      if (awards.length === 0)
        throw new ApiError(errorCodes.nothingToClaim, 'Your VIP level has no such award');
      const grant = await grantReward(tx, {
        module: 'vip',
        event,
        playerId,
        period: utcDay(now),
        awards,
        wageringMultiple: vipWageringMultiple,
        // A coupon among the awards expires a week after the claim (ADR 0037).
        expiresAt: couponExpiry(now),
      });
      return refuseReplay(grant).awards;
    });

  registerCall(apiCalls.getVipInfo, async (call) => {
    const playerId = requireSession(call).userId;
    const now = clock();
    const { terms, standing, current } = await db.transaction((tx) => currentStanding(tx, playerId, now));
    const today = utcDay(now);
    const bonusKey = (terms: VipLevelTerms) => vipKey(playerId, 'levelUp', String(terms.level));
    const granted = await grantedKeys(db, [
      ...terms.map(bonusKey),
      vipKey(playerId, 'daily', today),
      vipKey(playerId, 'signIn', today),
    ]);
    const next = terms.find((terms) => terms.level === standing.level + 1);
    const rebates = await db.query<{ accrued: number; paid: number }>(
      'SELECT accrued, paid FROM rebate_accruals WHERE user_id = $1',
      [playerId],
    );
    return {
      level: standing.level,
      experience: standing.experience,
      nextLevel: next ? { level: next.level, experience: next.experience } : null,
      levels: terms.map((terms) => ({
        level: terms.level,
        levelUpBonus: terms.levelUpBonus,
        levelUpBonusClaimed: granted.has(bonusKey(terms)),
        signInAward: terms.signInAward,
        rebateRates: [...terms.rebateRates].map(([gameTypeId, rateBp]) => ({ gameTypeId, rateBp })),
      })),
      daily: {
        awards: current?.dailyAward ?? [],
        claimedToday: granted.has(vipKey(playerId, 'daily', today)),
      },
      signIn: {
        awards: current?.signInAward ?? [],
        claimedToday: granted.has(vipKey(playerId, 'signIn', today)),
      },
      rebateClaimable: rebates.rows.reduce((sum, row) => sum + claimableOf(row), 0),
    };
  });

  registerCall(apiCalls.receiveVipBonusUser, async (call) => {
    const playerId = requireSession(call).userId;
    return claim(playerId, async (tx, now) => {
      const { terms, standing } = await currentStanding(tx, playerId, now);
      const level = terms.find((terms) => terms.level === call.body.level);
      if (!level) throw new ApiError(errorCodes.unknownVipLevel, `There is no VIP level ${call.body.level}`);
      if (level.level > standing.level)
        throw new ApiError(errorCodes.vipLevelNotReached, `Reach VIP ${level.level} to claim its bonus`);
      if (level.levelUpBonus === 0)
        throw new ApiError(errorCodes.nothingToClaim, `VIP ${level.level} has no level-up bonus`);
      const grant = await grantReward(tx, {
        module: 'vip',
        event: 'levelUp',
        playerId,
        period: String(level.level),
        awards: [{ propId: propIdRanges.coin.min, count: level.levelUpBonus }],
        wageringMultiple: vipWageringMultiple,
      });
      return refuseReplay(grant).awards;
    });
  });

  registerCall(apiCalls.appVipUserReceiveDaily, async (call) =>
    claimDaily(requireSession(call).userId, 'daily'),
  );
  registerCall(apiCalls.appVipUserReceiveSignInAward, async (call) =>
    claimDaily(requireSession(call).userId, 'signIn'),
  );

  registerCall(apiCalls.getVipLevelAudit, async (call) => {
    const now = clock();
    const { terms, standing } = await db.transaction((tx) =>
      currentStanding(tx, requireSession(call).userId, now),
    );
    const audit = levelAudit(standing, ladderOf(terms));
    return {
      ...audit,
      periodStart: audit.periodStart.toISOString(),
      periodEnd: audit.periodEnd.toISOString(),
    };
  });

  async function checkGameType(type: number | undefined) {
    if (type === undefined) return;
    const { rows } = await db.query('SELECT 1 FROM game_types WHERE id = $1', [type]);
    if (rows.length === 0) throw new ApiError(errorCodes.unknownGameType, `There is no game type ${type}`);
  }

  registerCall(apiCalls.betBonus, async (call) => {
    const playerId = requireSession(call).userId;
    await checkGameType(call.body.type);
    const level =
      (await db.query<{ vip: number }>('SELECT vip FROM users WHERE id = $1', [playerId])).rows[0]?.vip ?? 0;
    // Every game type the player's level earns on or the player has accrued on.
    const { rows } = await db.query<RebateRowData & { rate_bp: number | null }>(
      `SELECT t.id AS game_type_id, t.name, coalesce(a.stake, 0) AS stake, coalesce(a.accrued, 0) AS accrued,
              coalesce(a.paid, 0) AS paid, r.rate_bp
         FROM game_types AS t
         LEFT JOIN rebate_accruals AS a ON a.game_type_id = t.id AND a.user_id = $1
         LEFT JOIN vip_rebate_rates AS r ON r.game_type_id = t.id AND r.level = $2
        WHERE (a.user_id IS NOT NULL OR r.rate_bp > 0) AND ($3::int IS NULL OR t.id = $3)
        ORDER BY t.sort, t.id`,
      [playerId, level, call.body.type ?? null],
    );
    const list = rows.map((row) => ({
      gameTypeId: row.game_type_id,
      gameTypeName: row.name,
      rateBp: row.rate_bp ?? 0,
      stake: Number(row.stake),
      claimable: claimableOf(row),
    }));
    return { list, total: list.reduce((sum, row) => sum + row.claimable, 0) };
  });

  /** Pays what is claimable of the game types asked for (all when `type` is undefined). */
  const claimRebates = (playerId: number, type: number | undefined) =>
    claim(playerId, async (tx) => {
      const { rows } = await tx.query<RebateRowData>(
        `SELECT a.game_type_id, t.name, a.stake, a.accrued, a.paid
           FROM rebate_accruals AS a JOIN game_types AS t ON t.id = a.game_type_id
          WHERE a.user_id = $1 AND ($2::int IS NULL OR a.game_type_id = $2)
          ORDER BY a.game_type_id FOR UPDATE OF a`,
        [playerId, type ?? null],
      );
      let total = 0;
      for (const row of rows) {
        const amount = claimableOf(row);
        if (amount <= 0) continue;
        // Keyed by what was paid before: a retry of this claim finds it granted.
        const grant = await grantReward(tx, {
          module: 'rebate',
          event: 'claim',
          playerId,
          period: `${row.game_type_id}:${row.paid}`,
          awards: [{ propId: propIdRanges.coin.min, count: amount }],
          wageringMultiple: vipWageringMultiple,
        });
        refuseReplay(grant);
        await tx.query(
          'UPDATE rebate_accruals SET paid = paid + $3 WHERE user_id = $1 AND game_type_id = $2',
          [playerId, row.game_type_id, amount],
        );
        await tx.query(
          'INSERT INTO rebate_claims (user_id, game_type_id, amount, grant_id) VALUES ($1, $2, $3, $4)',
          [playerId, row.game_type_id, amount, grant.id],
        );
        total += amount;
      }
      if (total === 0) throw new ApiError(errorCodes.nothingToClaim, 'No rebate to claim yet');
      return [{ propId: propIdRanges.coin.min, count: total }];
    });

  registerCall(apiCalls.betBonusReceive, async (call) =>
    claimRebates(requireSession(call).userId, undefined),
  );
  registerCall(apiCalls.betBonusByTypeReceive, async (call) => {
    await checkGameType(call.body.type);
    return claimRebates(requireSession(call).userId, call.body.type);
  });

  registerCall(apiCalls.betBonusLog, async (call) => {
    return rebateClaimPage(db, requireSession(call).userId, call.body);
  });

  registerCall(apiCalls.activityAwardGetLog, async (call) =>
    rewardRecord(db, requireSession(call).userId, call.body),
  );
}

/** The player's rebate claims, newest first (`betBonusLog`). */
async function rebateClaimPage(db: Queryable, playerId: number, page: PageRequest) {
  const { rows, total, pages } = await recordPage<{
    id: number;
    game_type_id: number;
    name: string;
    amount: number;
    created_at: Date;
  }>(
    db,
    {
      columns: 'c.id, c.game_type_id, t.name, c.amount, c.created_at',
      from: 'FROM rebate_claims AS c JOIN game_types AS t ON t.id = c.game_type_id WHERE c.user_id = $1',
      order: 'c.id DESC',
    },
    playerId,
    page,
  );
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      gameTypeId: row.game_type_id,
      gameTypeName: row.name,
      amount: Number(row.amount),
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total,
    pages,
  };
}
