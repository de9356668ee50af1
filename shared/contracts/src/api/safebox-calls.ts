import * as z from 'zod';
import { hundredthsSchema } from '../schema-primitives';
import { defineCall } from './define-call';
import { safeboxRoutes } from './safebox-routes';

// The safebox and the game wallets (our design, api/README.md "Safebox"; spec 3 names the user's
// `safebox` and `hasSafeboxPassword`, spec 2 the page /member/retrieve-balance). The safebox holds
// coin away from play: putting coin in needs nothing, taking it out needs the safebox's PIN.

/** The safebox's PIN: six digits, apart from the sign-in password. */
export const safeboxPinSchema = z.string().regex(/^\d{6}$/, 'six digits');

/** A move's id chosen by the client: the same id moves once, a retry answers the first result. */
const requestIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

const moveAmountSchema = z.int().min(1).max(100_000_000_00);

/** Both balances after a move. */
const balancesSchema = z.object({ coin: hundredthsSchema, safebox: hundredthsSchema });

/** Sets the PIN (`oldPin` omitted) or changes it (`oldPin` required once one is set). */
const setSafeboxPassword = defineCall({
  ...safeboxRoutes.setSafeboxPassword,
  request: z.strictObject({ pin: safeboxPinSchema, oldPin: safeboxPinSchema.optional() }),
  response: z.object({ hasSafeboxPassword: z.literal(true) }),
});

/** Moves coin from the balance into the safebox. Needs a PIN to be set first. */
const safeboxDeposit = defineCall({
  ...safeboxRoutes.safeboxDeposit,
  request: z.strictObject({ amount: moveAmountSchema, requestId: requestIdSchema }),
  response: balancesSchema,
});

/** Moves coin from the safebox back to the balance; needs the PIN. */
const safeboxWithdraw = defineCall({
  ...safeboxRoutes.safeboxWithdraw,
  request: z.strictObject({ amount: moveAmountSchema, pin: safeboxPinSchema, requestId: requestIdSchema }),
  response: balancesSchema,
});

/**
 * How a game provider holds the player's money: `seamless` providers keep none (every stake and
 * payout is a call to the operator's wallet), `transfer` providers keep a balance of their own
 * that `retrieveBalance` brings back.
 */
export const gameWalletTypes = ['seamless', 'transfer'] as const;

const gameWalletSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  walletType: z.enum(gameWalletTypes),
  /** Coin held at the provider: always 0 for a seamless one. */
  balance: hundredthsSchema,
});
export type GameWallet = z.infer<typeof gameWalletSchema>;

/** Every game provider and what it holds of the player's coin. */
const getGameWallets = defineCall({
  ...safeboxRoutes.getGameWallets,
  request: z.strictObject({}),
  response: z.object({ list: z.array(gameWalletSchema) }),
});

/** Brings every transfer provider's balance back to the player's coin. */
const retrieveBalance = defineCall({
  ...safeboxRoutes.retrieveBalance,
  request: z.strictObject({}),
  response: z.object({ retrieved: hundredthsSchema, coin: hundredthsSchema }),
});

export const safeboxCalls = {
  setSafeboxPassword,
  safeboxDeposit,
  safeboxWithdraw,
  getGameWallets,
  retrieveBalance,
};
