import type { Queryable } from '../../db/database.js';

/** A stake about to be debited, as the limits see it. */
export interface StakeRequest {
  userId: number;
  gameId: number;
  sessionId: string;
  /** Hundredths. */
  amount: number;
}

/** Why a stake is refused: the player's own limit (deposit, loss, wager, session), in their words. */
export type LimitVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Called before every debit of a real-money stake, inside the bet's database transaction and
 * after the player's lock (the wagering row) is taken, so two stakes cannot both pass a limit
 * only one of them fits. The member issue's responsible-gaming limits implement it.
 */
export interface PlayerLimits {
  checkStake(tx: Queryable, stake: StakeRequest): Promise<LimitVerdict>;
}

/** Until the member issue brings the players' limits, every stake is within them. */
export const noPlayerLimits: PlayerLimits = {
  checkStake: async () => ({ allowed: true }),
};
