import { couponExpiry, type JackpotAwardConfig, jackpotResultTypes, propIdRanges } from '@casino/contracts';
import { apiCalls, jackpotAwardConfigSchema } from '@casino/contracts/schemas';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { type PageRequest, recordPage } from '../../db/paging.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import { grantReward } from '../rewards/rewards.js';
import type { Clock } from '../sms/sms-sender.js';
import { drawFloat, drawScheme, hashServerSeed, newServerSeed, pickWeighted } from './jackpot-fairness.js';
import { seedTier, tierAccount, tierAmounts } from './jackpot-pool.js';
import {
  type JackpotRules,
  type JackpotTier,
  jackpotCountProp,
  jackpotTiers,
  loadJackpotActivity,
  tierOfProp,
  weightedCells,
} from './jackpot-rules.js';
import { chancesEarned, jackpotDay, jackpotPlayer, lockJackpotDay, utcDayOf } from './jackpot-store.js';

/** How long a draw waits for the player's or a tier's lock before answering 1003 (nothing spent). */
const drawLockTimeout = '2s';
/** Rows in the lucky-winner ticker. */
const tickerLength = 20;

const coinProp = propIdRanges.coin.min;

/** Another player's nickname as the ticker and rank show it: first and last letter. */
export function maskNickname(nickname: string): string {
  const letters = [...nickname];
  if (letters.length <= 2) return `${letters[0] ?? ''}*`;
  return `${letters[0]}***${letters.at(-1)}`;
}

const amountText = (hundredths: number) =>
  (hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a draw shows as won: the coin for a coin or jackpot win, `x<count>` for a prop. */
const amountSectionOf = (bonus: number, count: number) => (bonus > 0 ? amountText(bonus) : `x${count}`);

/** The grid's cells; also sets the transaction's lock timeout (one round trip for both). */
async function jackpotCells(tx: Queryable): Promise<JackpotAwardConfig[]> {
  const { rows } = await tx.query<{ value: unknown }>(
    `SELECT value, set_config('lock_timeout', $1, true) FROM app_settings WHERE key = 'jackpotConfigList'`,
    [drawLockTimeout],
  );
  return z.array(jackpotAwardConfigSchema).parse(rows[0]?.value ?? []);
}

/** A shown tier number's range: the amount, spread either side by the rules' basis points. */
const sectionOf = (amount: number, rules: JackpotRules | undefined): [number, number] => {
  const spread = Math.floor((amount * (rules?.sectionSpreadBp ?? 0)) / 10_000);
  return [Math.max(0, amount - spread), amount + spread];
};

interface DrawRow {
  id: number;
  user_id: number;
  nickname: string;
  avatar: string;
  cell_id: number;
  prop_id: number;
  count: number;
  type: number;
  bonus: number;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
  weights: { id: number; weight: number }[];
  created_at: Date;
}

const proofOf = (row: DrawRow) => ({
  scheme: drawScheme,
  serverSeedHash: row.server_seed_hash,
  serverSeed: row.server_seed,
  clientSeed: row.client_seed,
  nonce: row.nonce,
  weights: row.weights,
});

const isLockTimeout = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '55P03';

/** The red dot the jackpot owns: chances earned today and not yet received, while it runs. */
export async function jackpotRewardFlags(db: Queryable, playerId: number, now: Date) {
  const activity = await loadJackpotActivity(db, now);
  if (!activity?.on) return { canReceiveDrawChance: false };
  const today = await jackpotDay(db, playerId, utcDayOf(now));
  return { canReceiveDrawChance: chancesEarned(today, activity.rules) > today.received };
}

export function registerJackpotCalls(
  { db, registerCall, balanceOf }: ModuleContext,
  { clock }: { clock: Clock },
) {
  registerCall(apiCalls.getJackpotDrawInfo, async (call) => {
    const now = clock();
    const playerId = call.session?.userId;
    const [activity, amounts, winners] = await Promise.all([
      loadJackpotActivity(db, now),
      tierAmounts(db),
      db.query<{
        id: number;
        nickname: string;
        avatar: string;
        bonus: number;
        count: number;
        created_at: Date;
      }>(
        `SELECT d.id, u.nickname, u.avatar, d.bonus, d.count, d.created_at
           FROM jackpot_draws AS d JOIN users AS u ON u.id = d.user_id
          WHERE d.bonus > 0 ORDER BY d.created_at DESC LIMIT $1`,
        [tickerLength],
      ),
    ]);
    const rules = activity?.rules;
    const player =
      playerId === undefined ? null : await db.transaction((tx) => jackpotPlayer(tx, playerId, false));
    const today = playerId === undefined ? null : await jackpotDay(db, playerId, utcDayOf(now));
    const earned = today && rules ? chancesEarned(today, rules) : 0;
    return {
      total: jackpotTiers.reduce((sum, tier) => sum + amounts[tier], 0),
      megaJackpot: amounts.mega,
      majorJackpot: amounts.major,
      minorJackpot: amounts.minor,
      miniJackpot: amounts.mini,
      megaSection: sectionOf(amounts.mega, rules),
      majorSection: sectionOf(amounts.major, rules),
      minorSection: sectionOf(amounts.minor, rules),
      miniSection: sectionOf(amounts.mini, rules),
      canReceiveDrawChance: Boolean(activity?.on) && earned > (today?.received ?? 0),
      needDeposit: rules?.needDeposit ?? 0,
      needTyping: rules?.needTyping ?? 0,
      jackpotWinnerList: winners.rows.map((row) => ({
        id: Number(row.id),
        nickname: maskNickname(row.nickname),
        avatar: row.avatar,
        amountSection: amountSectionOf(Number(row.bonus), Number(row.count)),
        createTime: new Date(row.created_at).toISOString(),
      })),
      drawChances: player?.chances ?? 0,
      chancesEarnedToday: earned,
      dailyChanceLimit: rules?.dailyChanceLimit ?? 0,
      activityOn: Boolean(activity?.on),
      fairness: player
        ? { serverSeedHash: player.serverSeedHash, clientSeed: player.clientSeed, nonce: player.nonce }
        : null,
    };
  });

  registerCall(apiCalls.receiveDrawChance, async (call) => {
    const playerId = requireSession(call).userId;
    const now = clock();
    return db.transaction(async (tx) => {
      const activity = await loadJackpotActivity(tx, now);
      if (!activity?.on)
        throw new ApiError(errorCodes.jackpotActivityOff, 'The lucky jackpot is not running');
      const player = await jackpotPlayer(tx, playerId, true);
      const day = await lockJackpotDay(tx, playerId, utcDayOf(now));
      const received = chancesEarned(day, activity.rules) - day.received;
      if (received <= 0) throw new ApiError(errorCodes.nothingToClaim, 'No draw chance to receive yet');
      await tx.query('UPDATE jackpot_days SET received = received + $3 WHERE user_id = $1 AND day = $2', [
        playerId,
        utcDayOf(now),
        received,
      ]);
      await tx.query('UPDATE jackpot_players SET chances = chances + $2 WHERE user_id = $1', [
        playerId,
        received,
      ]);
      return { received, drawChances: player.chances + received };
    });
  });

  registerCall(apiCalls.jackpotDraw, async (call) => {
    const playerId = requireSession(call).userId;
    const now = clock();
    const drawn = await db
      .transaction((tx) => draw(tx, playerId, now))
      .catch((error: unknown) => {
        if (isLockTimeout(error))
          throw new ApiError(errorCodes.jackpotBusy, 'The jackpot is busy with another draw: try again');
        throw error;
      });
    return { ...drawn, coin: await balanceOf(playerId) };
  });

  registerCall(apiCalls.getPersonJackpotDrawAwardLog, async (call) => {
    const playerId = requireSession(call).userId;
    const { rows, total, pages } = await drawPage(db, playerId, call.body);
    return {
      list: rows.map((row) => ({
        id: Number(row.id),
        nickname: row.nickname,
        avatar: row.avatar,
        amountSection: amountSectionOf(Number(row.bonus), Number(row.count)),
        createTime: new Date(row.created_at).toISOString(),
        propId: row.prop_id,
        count: Number(row.count),
        type: row.type,
        bonus: Number(row.bonus),
        proof: proofOf(row),
      })),
      total,
      pages,
    };
  });

  registerCall(apiCalls.getJackpotRank, async (call) => {
    const playerId = requireSession(call).userId;
    return monthRank(db, playerId, clock(), call.body);
  });

  registerCall(apiCalls.rotateJackpotSeed, async (call) => {
    const playerId = requireSession(call).userId;
    return db.transaction(async (tx) => {
      const player = await jackpotPlayer(tx, playerId, true);
      const serverSeed = newServerSeed();
      const clientSeed = call.body.clientSeed ?? player.clientSeed;
      await tx.query(
        'UPDATE jackpot_draws SET server_seed = $3 WHERE user_id = $1 AND server_seed_hash = $2',
        [playerId, player.serverSeedHash, player.serverSeed],
      );
      await tx.query(
        `UPDATE jackpot_players SET server_seed = $2, server_seed_hash = $3, client_seed = $4, nonce = 0
          WHERE user_id = $1`,
        [playerId, serverSeed, hashServerSeed(serverSeed), clientSeed],
      );
      return {
        revealed: {
          serverSeed: player.serverSeed,
          serverSeedHash: player.serverSeedHash,
          clientSeed: player.clientSeed,
          draws: player.nonce,
        },
        fairness: { serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 },
      };
    });
  });
}

/**
 * One draw, in the caller's transaction: spends one received chance, decides the cell from the
 * player's seeds, pays through the rewards service (a jackpot prize from its tier, which the house
 * then tops up with its seed amount) and records the draw. The player's row is the draw lock, so
 * parallel draws queue and each spends its own chance; none is spent when anything refuses.
 */
async function draw(tx: Queryable, playerId: number, now: Date) {
  const cellList = await jackpotCells(tx);
  const activity = await loadJackpotActivity(tx, now);
  if (!activity?.on) throw new ApiError(errorCodes.jackpotActivityOff, 'The lucky jackpot is not running');
  const { rules } = activity;
  const player = await jackpotPlayer(tx, playerId, true);
  if (player.chances === 0) throw new ApiError(errorCodes.noDrawChance, 'You have no draw chance left');
  const today = utcDayOf(now);
  const day = await lockJackpotDay(tx, playerId, today);
  if (day.drawn >= rules.dailyDrawLimit)
    throw new ApiError(errorCodes.dailyDrawLimit, `You have made today's ${rules.dailyDrawLimit} draws`);
  const cells = weightedCells(cellList, rules);
  const weights = cells.map(({ cell, weight }) => ({ id: cell.id, weight }));
  const { cell } = pickWeighted(cells, drawFloat(player.serverSeed, player.clientSeed, player.nonce));

  const jackpotPrize = cell.type === jackpotResultTypes.jackpotPrize;
  const tier: JackpotTier | undefined = jackpotPrize
    ? (tierOfProp[cell.propId] ?? (cell.propId === jackpotCountProp ? 'mini' : undefined))
    : undefined;
  let bonus = cell.propId === coinProp ? cell.count : 0;
  let fundingAccountId: number | undefined;
  if (tier) {
    const account = await tierAccount(tx, tier);
    const { rows } = await tx.query<{ balance: number }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1 FOR UPDATE',
      [account.id],
    );
    const held = Number(rows[0]?.balance ?? 0);
    bonus = cell.propId === jackpotCountProp ? Math.min(cell.count, held) : held;
    fundingAccountId = account.id;
  }
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO jackpot_draws (user_id, cell_id, prop_id, count, type, bonus, tier, server_seed_hash,
       client_seed, nonce, weights)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb) RETURNING id`,
    [
      playerId,
      cell.id,
      cell.propId,
      cell.count,
      cell.type,
      bonus,
      tier ?? null,
      player.serverSeedHash,
      player.clientSeed,
      player.nonce,
      JSON.stringify(weights),
    ],
  );
  const drawId = Number(inserted.rows[0]?.id);
  // A jackpot prize pays coin only; a coin cell pays its count; any other prop goes to the inventory.
  const awards = tier || cell.propId === coinProp ? [{ propId: coinProp, count: bonus }] : [cell];
  const grant = awards.some((award) => award.count > 0)
    ? await grantReward(tx, {
        module: 'jackpot',
        event: 'draw',
        playerId,
        period: String(drawId),
        awards: awards.map(({ propId, count }) => ({ propId, count })),
        wageringMultiple: rules.wageringMultiple,
        // A coupon cell's coupon expires a week after the draw (ADR 0037).
        expiresAt: couponExpiry(now),
        ...(fundingAccountId === undefined ? {} : { fundingAccountId }),
      })
    : null;
  if (tier) await seedTier(tx, tier, rules, `draw:${drawId}`);
  // The chance, the day's count, the nonce and the grant's link, in one statement.
  await tx.query(
    `WITH spent AS (
       UPDATE jackpot_players SET chances = chances - 1, nonce = nonce + 1 WHERE user_id = $1
     ), counted AS (
       UPDATE jackpot_days SET drawn = drawn + 1 WHERE user_id = $1 AND day = $2
     )
     UPDATE jackpot_draws SET reward_grant_id = $4 WHERE id = $3`,
    [playerId, today, drawId, grant?.id ?? null],
  );
  return {
    id: cell.id,
    propId: cell.propId,
    count: cell.count,
    type: cell.type,
    bonus,
    amountSection: amountSectionOf(bonus, cell.count),
    drawId,
    drawChances: player.chances - 1,
    proof: {
      scheme: drawScheme,
      serverSeedHash: player.serverSeedHash,
      serverSeed: null,
      clientSeed: player.clientSeed,
      nonce: player.nonce,
      weights,
    },
  };
}

function drawPage(db: Queryable, playerId: number, page: PageRequest) {
  return recordPage<DrawRow>(
    db,
    {
      columns: `d.id, d.user_id, u.nickname, u.avatar, d.cell_id, d.prop_id, d.count, d.type, d.bonus,
                d.server_seed_hash, d.server_seed, d.client_seed, d.nonce, d.weights, d.created_at`,
      from: 'FROM jackpot_draws AS d JOIN users AS u ON u.id = d.user_id WHERE d.user_id = $1',
      order: 'd.id DESC',
    },
    playerId,
    page,
  );
}

/** Players by coin won in draws this UTC month, the most first (ties: who got there first). */
async function monthRank(db: Queryable, playerId: number, now: Date, page: PageRequest) {
  const monthStart = `${now.toISOString().slice(0, 7)}-01T00:00:00Z`;
  const ranked = `WITH totals AS (
      SELECT user_id, sum(bonus)::bigint AS total, max(created_at) AS last_win
        FROM jackpot_draws WHERE bonus > 0 AND created_at >= $1::timestamptz GROUP BY user_id
    ), ranked AS (
      SELECT t.*, row_number() OVER (ORDER BY t.total DESC, t.last_win, t.user_id) AS rank,
             u.nickname, u.avatar
        FROM totals AS t JOIN users AS u ON u.id = t.user_id
    )`;
  type RankRow = {
    user_id: number;
    total: number;
    last_win: Date;
    rank: number;
    nickname: string;
    avatar: string;
  };
  const offset = (page.pageNum - 1) * page.pageSize;
  const [list, count, own] = await Promise.all([
    db.query<RankRow>(`${ranked} SELECT * FROM ranked ORDER BY rank LIMIT $2 OFFSET $3`, [
      monthStart,
      page.pageSize,
      offset,
    ]),
    db.query<{ count: number }>(`${ranked} SELECT count(*)::int AS count FROM ranked`, [monthStart]),
    db.query<RankRow>(`${ranked} SELECT * FROM ranked WHERE user_id = $2`, [monthStart, playerId]),
  ]);
  const toRow = (row: RankRow, masked: boolean) => ({
    id: Number(row.user_id),
    nickname: masked ? maskNickname(row.nickname) : row.nickname,
    avatar: row.avatar,
    amountSection: amountText(Number(row.total)),
    createTime: new Date(row.last_win).toISOString(),
    rank: Number(row.rank),
    total: Number(row.total),
  });
  const total = count.rows[0]?.count ?? 0;
  const ownRow = own.rows[0];
  return {
    allRank: {
      list: list.rows.map((row) => toRow(row, Number(row.user_id) !== playerId)),
      pages: Math.ceil(total / page.pageSize),
    },
    personRank: ownRow ? toRow(ownRow, false) : null,
  };
}
