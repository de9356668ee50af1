import type { GameCategory, GameEntry } from '@casino/contracts';
import { useAppConfig } from '@casino/platform';

const noGames: GameEntry[] = [];
const noCategories: GameCategory[] = [];

export function useGames(): GameEntry[] {
  return useAppConfig((config) => config.gameList) ?? noGames;
}

/** Game types that have at least one game, in their configured order. */
export function useGameTypes(games: readonly GameEntry[]): GameCategory[] {
  const types = useAppConfig((config) => config.gameTypeList) ?? noCategories;
  return types.filter((type) => games.some((game) => game.type === type.id)).sort((a, b) => a.sort - b.sort);
}

/** Studio names by id, for the game tiles. */
export function useBrandNames(): Map<number, string> {
  const brands = useAppConfig((config) => config.gameBrandList) ?? noCategories;
  return new Map(brands.map((brand) => [brand.id, brand.name]));
}

/** Tag names by id, for searching by tag. */
export function useTagNames(): Map<number, string> {
  const tags = useAppConfig((config) => config.gameTagList) ?? noCategories;
  return new Map(tags.map((tag) => [tag.id, tag.name]));
}
