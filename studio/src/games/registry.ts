import { crashGame } from './crash/crash-game.js';
import type { GameDefinition } from './game.js';
import { minesGame } from './mines/mines-game.js';
import { slotGame } from './slot/slot-game.js';

// biome-ignore lint/suspicious/noExplicitAny: each game has its own params and outcome, checked by its parseParams
export type AnyGame = GameDefinition<any, any>;

/** Every game the studio offers. A new game is a module added here. */
export const games: readonly AnyGame[] = [slotGame, minesGame, crashGame];

export function findGame(code: string): AnyGame | undefined {
  return games.find((game) => game.code === code);
}
