import type { VipLevel } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';

/** VIP levels keyed by level, as the app config's `appVipMap`. */
export async function loadVipLevelMap(db: Queryable): Promise<Record<number, VipLevel>> {
  const { rows } = await db.query<{
    level: number;
    name: string;
    experience: number;
    bet_limit: number;
    daily_award: VipLevel['dailyAward'];
    show_type: VipLevel['showType'];
  }>('SELECT level, name, experience, bet_limit, daily_award, show_type FROM vip_levels ORDER BY level');
  return Object.fromEntries(
    rows.map((row) => [
      row.level,
      {
        level: row.level,
        name: row.name,
        experience: row.experience,
        betLimit: row.bet_limit,
        dailyAward: row.daily_award,
        showType: row.show_type,
      },
    ]),
  );
}
