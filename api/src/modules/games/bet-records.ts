import type { BetRecordRow } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import type { ProviderLookup } from './game-sessions.js';

const dayMs = 24 * 60 * 60 * 1000;
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
/** The end date is a whole day, included. */
const dayAfter = (date: string) => new Date(dayStart(date).getTime() + dayMs);

interface BetRecordQuery {
  pageNum: number;
  pageSize: number;
  gameId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * `betRecord`: the player's rounds, newest bet first. A rollback that arrived before its bet is
 * kept as a round with no stake, which the player never placed: it is left out.
 */
export async function betRecords(
  db: Queryable,
  providers: ProviderLookup,
  userId: number,
  query: BetRecordQuery,
) {
  const filters = `FROM game_rounds AS r JOIN games AS g ON g.id = r.game_id
     WHERE r.user_id = $1 AND r.stake > 0
       AND ($2::integer IS NULL OR r.game_id = $2::integer)
       AND ($3::timestamptz IS NULL OR r.opened_at >= $3::timestamptz)
       AND ($4::timestamptz IS NULL OR r.opened_at < $4::timestamptz)`;
  const params = [
    userId,
    query.gameId ?? null,
    query.startDate ? dayStart(query.startDate) : null,
    query.endDate ? dayAfter(query.endDate) : null,
  ];
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${filters}`, params);
  const total = Number(counted.rows[0]?.total ?? 0);
  const { rows } = await db.query<{
    provider: string;
    round_id: string;
    game_id: number;
    name: string;
    stake: number;
    win: number;
    status: BetRecordRow['status'];
    opened_at: Date;
    settled_at: Date | null;
  }>(
    `SELECT r.provider, r.round_id, r.game_id, g.name, r.stake, r.win, r.status, r.opened_at, r.settled_at
       ${filters}
      ORDER BY r.opened_at DESC, r.id DESC
      LIMIT $5 OFFSET $6`,
    [...params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  const list: BetRecordRow[] = rows.map((row) => ({
    roundId: row.round_id,
    gameId: row.game_id,
    gameName: row.name,
    stake: Number(row.stake),
    win: Number(row.win),
    status: row.status,
    createdAt: new Date(row.opened_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    proofUrl: row.status === 'settled' ? (providers(row.provider)?.proofUrl(row.round_id) ?? null) : null,
  }));
  return { list, total, pages: Math.ceil(total / query.pageSize) };
}

/** `betRecordReport`: settled rounds summed per UTC day of settlement and per game. */
export async function betRecordReport(
  db: Queryable,
  userId: number,
  range: { startDate: string; endDate: string },
) {
  const params = [userId, dayStart(range.startDate), dayAfter(range.endDate)];
  const settled = `FROM game_rounds AS r JOIN games AS g ON g.id = r.game_id
     WHERE r.user_id = $1 AND r.status = 'settled' AND r.settled_at >= $2 AND r.settled_at < $3`;
  const totals =
    'count(*)::int AS rounds, coalesce(sum(r.stake), 0)::bigint AS stake, coalesce(sum(r.win), 0)::bigint AS win';
  const [days, games] = await Promise.all([
    db.query<{ date: string; rounds: number; stake: number; win: number }>(
      `SELECT to_char(r.settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, ${totals}
         ${settled} GROUP BY 1 ORDER BY 1`,
      params,
    ),
    db.query<{ game_id: number; name: string; rounds: number; stake: number; win: number }>(
      `SELECT r.game_id, g.name, ${totals} ${settled} GROUP BY r.game_id, g.name ORDER BY stake DESC, r.game_id`,
      params,
    ),
  ]);
  const numbers = (row: { rounds: number; stake: number; win: number }) => ({
    rounds: Number(row.rounds),
    stake: Number(row.stake),
    win: Number(row.win),
  });
  const dayRows = days.rows.map((row) => ({ date: row.date, ...numbers(row) }));
  return {
    days: dayRows,
    games: games.rows.map((row) => ({ gameId: row.game_id, gameName: row.name, ...numbers(row) })),
    total: dayRows.reduce(
      (sum, day) => ({
        rounds: sum.rounds + day.rounds,
        stake: sum.stake + day.stake,
        win: sum.win + day.win,
      }),
      { rounds: 0, stake: 0, win: 0 },
    ),
  };
}
