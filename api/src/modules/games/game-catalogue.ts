import type { GameCategory, GameEntry } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import type { GameProvider } from './game-provider.js';

interface GameRow {
  id: number;
  name: string;
  type_id: number;
  brand_id: number;
  platform_id: number;
  tag_ids: number[];
  image: string;
  is_hot: boolean;
  is_new: boolean;
  provider: string | null;
  provider_game_code: string | null;
}

/** A game's thumbnail from its provider (`GameProvider.artUrl`, ADR 0048); null: none published. */
export type GameArtUrl = (providerId: string, gameCode: string) => string | null;

const gameColumns =
  'g.id, g.name, g.type_id, g.brand_id, g.platform_id, g.tag_ids, g.image, g.is_hot, g.is_new, g.provider, g.provider_game_code';

/** The art of each configured provider's games. */
export function gameArtUrlOf(providers: ReadonlyMap<string, GameProvider>): GameArtUrl {
  return (providerId, gameCode) => providers.get(providerId)?.artUrl(gameCode) ?? null;
}

/** The lobby lists only what a configured provider can launch (issue 18: no names without a game). */
const listedGame = 'g.status = 1 AND g.launchable';

function toGameEntry(row: GameRow, artUrl: GameArtUrl): GameEntry {
  // An operator's own image wins; otherwise the provider's art.
  const providerArt =
    row.provider !== null && row.provider_game_code !== null
      ? artUrl(row.provider, row.provider_game_code)
      : null;
  return {
    id: row.id,
    name: row.name,
    type: row.type_id,
    brand: row.brand_id,
    platform: row.platform_id,
    tags: row.tag_ids,
    image: row.image || (providerArt ?? ''),
    isHot: row.is_hot,
    isNew: row.is_new,
  };
}

async function loadCategories(db: Queryable, table: string): Promise<GameCategory[]> {
  const { rows } = await db.query<GameCategory>(
    `SELECT id, name, icon, sort FROM ${table} ORDER BY sort, id`,
  );
  return rows;
}

/** The lobby: listed games in display order, and the categories they are filtered by. */
export async function loadGameCatalogue(db: Queryable, artUrl: GameArtUrl) {
  const [games, gameTypeList, gameBrandList, gamePlatformList, gameTagList] = await Promise.all([
    db.query<GameRow>(`SELECT ${gameColumns} FROM games g WHERE ${listedGame} ORDER BY g.sort, g.id`),
    loadCategories(db, 'game_types'),
    loadCategories(db, 'game_brands'),
    loadCategories(db, 'game_platforms'),
    loadCategories(db, 'game_tags'),
  ]);
  return {
    gameList: games.rows.map((row) => toGameEntry(row, artUrl)),
    gameTypeList,
    gameBrandList,
    gamePlatformList,
    gameTagList,
  };
}

/** A player's liked games, most recently liked first. */
export async function loadLikedGames(
  db: Queryable,
  userId: number,
  artUrl: GameArtUrl,
): Promise<GameEntry[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${gameColumns} FROM user_game_likes l JOIN games g ON g.id = l.game_id
     WHERE l.user_id = $1 AND ${listedGame} ORDER BY l.liked_at DESC`,
    [userId],
  );
  return rows.map((row) => toGameEntry(row, artUrl));
}

/** The games a player played, most recent first; the lobby shows a short row of them. */
export async function loadRecentGames(
  db: Queryable,
  userId: number,
  artUrl: GameArtUrl,
  limit = 20,
): Promise<GameEntry[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${gameColumns} FROM user_game_history h JOIN games g ON g.id = h.game_id
     WHERE h.user_id = $1 AND ${listedGame} ORDER BY h.last_played_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => toGameEntry(row, artUrl));
}
