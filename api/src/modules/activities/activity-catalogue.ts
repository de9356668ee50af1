import type { ActivityEntry } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';

interface ActivityRow {
  id: number;
  type_id: number;
  name: string;
  type: number;
  sort: number;
  theme_url: string;
  click_type: number;
  click_action: string;
  unlogin_show_status: 0 | 1;
  home_float_show_status: 0 | 1;
  status: 0 | 1;
  start_time: Date | null;
  end_time: Date | null;
}

function toActivityEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    typeId: row.type_id,
    name: row.name,
    type: row.type,
    sort: row.sort,
    themeUrl: row.theme_url,
    clickType: row.click_type,
    clickAction: row.click_action,
    unloginShowStatus: row.unlogin_show_status,
    homeFloatShowStatus: row.home_float_show_status,
    status: row.status,
    ...(row.start_time ? { startTime: row.start_time.toISOString() } : {}),
    ...(row.end_time ? { endTime: row.end_time.toISOString() } : {}),
  };
}

const activityColumns = `id, type_id, name, type, sort, theme_url, click_type, click_action,
  unlogin_show_status, home_float_show_status, status, start_time, end_time`;

/** Every configured activity, enabled or not (the app config lists them all). */
export async function loadActivityConfigList(db: Queryable): Promise<ActivityEntry[]> {
  const { rows } = await db.query<ActivityRow>(`SELECT ${activityColumns} FROM activities ORDER BY sort, id`);
  return rows.map(toActivityEntry);
}

/** Activities running now: enabled and inside their time window, if they have one. */
export async function loadLiveActivities(db: Queryable): Promise<ActivityEntry[]> {
  const { rows } = await db.query<ActivityRow>(
    `SELECT ${activityColumns} FROM activities
     WHERE status = 1 AND (start_time IS NULL OR start_time <= now()) AND (end_time IS NULL OR end_time > now())
     ORDER BY sort, id`,
  );
  return rows.map(toActivityEntry);
}
