import type { Theme } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';

interface ThemeRow {
  name: string;
  json_data: Record<string, string>;
  domain: string;
}

function toTheme(row: ThemeRow): Theme {
  return { themeName: row.name, themeJsonData: row.json_data, themeDomian: row.domain };
}

export async function loadActiveTheme(db: Queryable): Promise<Theme | null> {
  const { rows } = await db.query<ThemeRow>('SELECT name, json_data, domain FROM themes WHERE is_active');
  return rows[0] ? toTheme(rows[0]) : null;
}

/** A theme opened for preview by its `themeViewId`, active or not. */
export async function loadThemeForPreview(db: Queryable, previewId: string): Promise<Theme | null> {
  const { rows } = await db.query<ThemeRow>(
    'SELECT name, json_data, domain FROM themes WHERE preview_id = $1',
    [previewId],
  );
  return rows[0] ? toTheme(rows[0]) : null;
}
