import type { Queryable } from '../../db/database.js';
import { type LedgerAccount, openAccount, playerAccountOf } from './ledger.js';

/** The system accounts the wallet posts against (created on first use). */
export const walletSystemAccounts = {
  /** The operator: deposits come from it, paid-out withdrawals go to it. */
  house: { kind: 'house', systemName: 'house' },
  /** The budget deposit bonuses are paid from. */
  rechargeBonus: { kind: 'bonus', systemName: 'bonus:recharge' },
  /** The other side of operators' manual balance adjustments (corrections). */
  manualAdjustments: { kind: 'house', systemName: 'house:manual-adjustments' },
  /** The in-house game provider's settlement account (rounds played through the dev route). */
  sandboxGames: { kind: 'provider', systemName: 'provider:sandbox-games' },
} as const;

export type WalletSystemAccount = keyof typeof walletSystemAccounts;

export function systemAccount(tx: Queryable, name: WalletSystemAccount): Promise<LedgerAccount> {
  const { kind, systemName } = walletSystemAccounts[name];
  return openAccount(tx, kind, { systemName });
}

/** Accounts the rewards budget is spread over, by player. */
const rewardsBudgetShards = 16;

/**
 * The system name of the budget every reward's coin is paid from (VIP, rebates, tasks, the
 * jackpot's coin cells: ADR 0034), one of 16 accounts by player: a posting locks its accounts until
 * commit, and one budget account queued every player's claim behind every other's (as the game
 * providers' accounts are spread, ADR 0030). `reward_grant` opens it in SQL by this name.
 */
export const rewardsBudgetName = (userId: number) => `bonus:rewards:${userId % rewardsBudgetShards}`;

/** The player's spendable coin and the account holding their withdrawals in flight. */
export async function playerAccounts(tx: Queryable, userId: number) {
  const player = await playerAccountOf(tx, userId);
  const held = await openAccount(tx, 'held', { ownerUserId: userId });
  return { player, held };
}
