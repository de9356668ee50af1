/**
 * When a round's win is celebrated as big, per game, in multiples of the round's stake (ADR 0053):
 * the same bar everywhere, so "big win" means one thing to a player whichever game they play, and
 * one the slot reaches with five of its three best symbols on a line, four suns, or free spins
 * adding up (its line pays are in line bets, 20 a total bet).
 */
export const bigWinMultiples = { slot: 10, mines: 10, crash: 10 } as const;

/** From this multiple of the stake a big win is a mega win, in every game. */
const megaWinMultiple = 50;

export type BigWinGame = keyof typeof bigWinMultiples;
export type BigWinTier = 'big' | 'mega';

/** The celebration a round's win earns: none below its game's bar, a mega win from 50x. */
export function bigWinTier(game: BigWinGame, stake: number, win: number): BigWinTier | null {
  if (stake <= 0 || win < stake * bigWinMultiples[game]) return null;
  return win >= stake * megaWinMultiple ? 'mega' : 'big';
}
