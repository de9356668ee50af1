import { apiCalls } from '@casino/contracts/schemas';
import type { Queryable } from '../../db/database.js';
import { type PageRequest, recordPage } from '../../db/paging.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import type { Clock } from '../sms/sms-sender.js';
import { createJackpotDraw } from './jackpot-draw.js';
import { drawScheme, hashServerSeed, newServerSeed } from './jackpot-fairness.js';
import { tierAmounts } from './jackpot-pool.js';
import { type JackpotRules, jackpotTiers, loadJackpotActivity } from './jackpot-rules.js';
import { chancesEarned, jackpotDay, jackpotPlayer, lockJackpotDay, utcDayOf } from './jackpot-store.js';

/** Rows in the lucky-winner ticker. */
const tickerLength = 20;

/** Another player's nickname as the ticker and rank show it: first and last letter. */
export function maskNickname(nickname: string): string {
  const letters = [...nickname];
  if (letters.length <= 2) return `${letters[0] ?? ''}*`;
  return `${letters[0]}***${letters.at(-1)}`;
}

/**
 * Built once: `toLocaleString` with options builds a formatter at every call, a few hundred µs
 * (the largest JavaScript cost of a draw in a profile, issue 17).
 */
const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amountText = (hundredths: number) => amountFormat.format(hundredths / 100);

/** What a draw shows as won: the coin for a coin or jackpot win, `x<count>` for a prop. */
const amountSectionOf = (bonus: number, count: number) => (bonus > 0 ? amountText(bonus) : `x${count}`);

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

/** The red dot the jackpot owns: chances earned today and not yet received, while it runs. */
export async function jackpotRewardFlags(db: Queryable, playerId: number, now: Date) {
  const activity = await loadJackpotActivity(db, now);
  if (!activity?.on) return { canReceiveDrawChance: false };
  const today = await jackpotDay(db, playerId, utcDayOf(now));
  return { canReceiveDrawChance: chancesEarned(today, activity.rules) > today.received };
}

export function registerJackpotCalls({ db, registerCall }: ModuleContext, { clock }: { clock: Clock }) {
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

  const draw = createJackpotDraw(db);
  registerCall(apiCalls.jackpotDraw, async (call) => {
    const playerId = requireSession(call).userId;
    const { row, cell, weights } = await draw(playerId, clock());
    const bonus = Number(row.drawn_bonus);
    return {
      id: cell.id,
      propId: cell.propId,
      count: cell.count,
      type: cell.type,
      bonus,
      amountSection: amountSectionOf(bonus, cell.count),
      drawId: Number(row.drawn_id),
      drawChances: row.drawn_chances,
      proof: {
        scheme: drawScheme,
        serverSeedHash: row.drawn_seed_hash,
        serverSeed: null,
        clientSeed: row.drawn_client_seed,
        nonce: row.drawn_nonce,
        weights,
      },
      coin: Number(row.drawn_coin),
    };
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
