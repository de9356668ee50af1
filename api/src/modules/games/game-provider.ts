import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The providers a game row may name in `games.provider`. A real aggregator is added by naming it
 * here, giving its settings in config.ts and its set-up in games-module.ts (ADR 0030).
 */
export const gameProviderIds = ['inhouse'] as const;
export type GameProviderId = (typeof gameProviderIds)[number];

/**
 * A game provider behind the operator's seamless wallet (docs/game-provider-protocol.md): it
 * launches games and calls `/api/provider/v1/<action>` for every stake and payout, signed with
 * its secret. The games module knows only this interface.
 */
export interface GameProvider {
  /** `X-Provider-Id` of its wallet calls, and `games.provider` of its games. */
  readonly id: GameProviderId;
  /** What players read on /member/retrieve-balance. */
  readonly name: string;
  /**
   * Set for a provider that keeps a balance of its own (a transfer wallet): what it holds of a
   * player's coin, and the way to bring it all back, crediting the player's coin from the
   * provider's settlement account in the ledger. Seamless providers (the in-house studio) keep
   * none and leave it unset.
   */
  readonly transferWallet?: TransferWallet;
  /** The address the player's browser opens, carrying the one-time launch token. */
  launchUrl(launch: { gameCode: string; launchToken: string; locale: string }): string;
  /**
   * The game's lobby thumbnail (ADR 0048): the provider's own art, or an aggregator's configured
   * art URL pattern; null when it publishes none (the lobby then shows the game's initial).
   */
  artUrl(gameCode: string): string | null;
  /** Where a round's fairness proof is published; null when the provider publishes none. */
  proofUrl(roundId: string): string | null;
  /** Checks `X-Signature` against the exact bytes of a wallet call's body, in constant time. */
  verifySignature(rawBody: Buffer, signatureHeader: string | undefined): boolean;
}

/** `sha256=<hex>` over the raw body: the signature header of docs/game-provider-protocol.md. */
export function signWalletCall(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** The constant-time check every HMAC provider shares. */
export function verifyWalletCallSignature(
  secret: string,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): boolean {
  const given = /^sha256=([0-9a-f]{64})$/.exec(signatureHeader ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}

/** The balance a transfer-wallet provider keeps for each player (`GameProvider.transferWallet`). */
export interface TransferWallet {
  balanceOf(userId: number): Promise<number>;
  /** Brings the player's whole balance back to their coin; answers how much came back. */
  retrieveAll(userId: number): Promise<number>;
}
