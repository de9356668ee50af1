import type { Queryable } from '../../db/database.js';
import { type LedgerAccount, openAccount, playerAccountOf } from './ledger.js';

/** The system accounts the wallet posts against (created on first use). */
export const walletSystemAccounts = {
  /** The operator: deposits come from it, paid-out withdrawals go to it. */
  house: { kind: 'house', systemName: 'house' },
  /** The budget deposit bonuses are paid from. */
  rechargeBonus: { kind: 'bonus', systemName: 'bonus:recharge' },
  /** The budget every other reward's coin is paid from (VIP, rebates, tasks, mail: ADR 0034). */
  rewards: { kind: 'bonus', systemName: 'bonus:rewards' },
  /** The in-house game provider's settlement account (rounds played through the dev route). */
  sandboxGames: { kind: 'provider', systemName: 'provider:sandbox-games' },
} as const;

export type WalletSystemAccount = keyof typeof walletSystemAccounts;

export function systemAccount(tx: Queryable, name: WalletSystemAccount): Promise<LedgerAccount> {
  const { kind, systemName } = walletSystemAccounts[name];
  return openAccount(tx, kind, { systemName });
}

/** The player's spendable coin and the account holding their withdrawals in flight. */
export async function playerAccounts(tx: Queryable, userId: number) {
  const player = await playerAccountOf(tx, userId);
  const held = await openAccount(tx, 'held', { ownerUserId: userId });
  return { player, held };
}
