import { apiCalls } from '@casino/contracts/schemas';
import type { Queryable } from '../../db/database.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import type { ModuleContext } from '../../module-context.js';
import type { PasswordHasher } from '../auth/password-hashing.js';
import { InsufficientFundsError, openAccount, playerAccountOf, postTransactionIn } from './ledger.js';

/** Wrong PINs allowed in a window before the safebox refuses every PIN until the window ends. */
const wrongPinsBeforeLock = 5;
const wrongPinWindowMs = 15 * 60_000;

/** The coin a player keeps in the safebox; 0 before the first move (without creating the account). */
async function safeboxBalanceOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts WHERE owner_user_id = $1 AND kind = 'safebox'`,
    [userId],
  );
  return Number(rows[0]?.balance ?? 0);
}

/**
 * The safebox (api/README.md "Safebox"): coin a player locks away from play. Putting coin in
 * needs a PIN set; taking it out needs the PIN. Each move is one ledger `transfer` between the
 * player's coin and their safebox account, keyed by the client's request id, so a retried move
 * applies once. Wrong PINs are counted per player (in this process) and lock the safebox for 15
 * minutes after five.
 */
export function registerSafeboxCalls(context: ModuleContext, passwords: PasswordHasher): void {
  const { db, registerCall, balanceOf } = context;
  const wrongPins = createRateLimiter({ limit: wrongPinsBeforeLock, windowMs: wrongPinWindowMs });

  async function storedPinHash(userId: number): Promise<string | null> {
    const { rows } = await db.query<{ safebox_password_hash: string | null }>(
      'SELECT safebox_password_hash FROM users WHERE id = $1',
      [userId],
    );
    return rows[0]?.safebox_password_hash ?? null;
  }

  async function checkPin(userId: number, pin: string, stored: string): Promise<void> {
    const key = String(userId);
    if (wrongPins.isSpent(key)) {
      throw new ApiError(errorCodes.safeboxLocked, 'Too many wrong PINs: try again in 15 minutes');
    }
    const { matches } = await passwords.check(pin, stored);
    if (!matches) {
      wrongPins.tryHit(key);
      throw new ApiError(errorCodes.safeboxWrongPin, 'Wrong safebox PIN');
    }
  }

  /** Moves `amount` between the player's coin and safebox in one transfer; answers both balances. */
  async function move(userId: number, direction: 'in' | 'out', amount: number, requestId: string) {
    await db.transaction(async (tx) => {
      const player = await playerAccountOf(tx, userId);
      const safebox = await openAccount(tx, 'safebox', { ownerUserId: userId });
      const signed = direction === 'in' ? amount : -amount;
      try {
        await postTransactionIn(tx, {
          idempotencyKey: `safebox:${userId}:${requestId}`,
          kind: 'transfer',
          postings: [
            { accountId: player.id, amount: -signed },
            { accountId: safebox.id, amount: signed },
          ],
          reference: { safebox: direction },
        });
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error;
        throw direction === 'in'
          ? new ApiError(errorCodes.insufficientBalance, 'Your balance holds less than that')
          : new ApiError(errorCodes.safeboxInsufficient, 'Your safebox holds less than that');
      }
    });
    const [coin, safebox] = await Promise.all([balanceOf(userId), safeboxBalanceOf(db, userId)]);
    return { coin, safebox };
  }

  registerCall(apiCalls.setSafeboxPassword, async (call) => {
    const { userId } = requireSession(call);
    const { pin, oldPin } = call.body;
    const stored = await storedPinHash(userId);
    if (stored !== null) {
      if (oldPin === undefined) {
        throw new ApiError(errorCodes.safeboxWrongPin, 'oldPin: the current PIN is needed to change it', {
          field: 'oldPin',
        });
      }
      await checkPin(userId, oldPin, stored);
    }
    await db.query('UPDATE users SET safebox_password_hash = $2 WHERE id = $1', [
      userId,
      await passwords.hash(pin),
    ]);
    return { hasSafeboxPassword: true as const };
  });

  registerCall(apiCalls.safeboxDeposit, async (call) => {
    const { userId } = requireSession(call);
    if ((await storedPinHash(userId)) === null) {
      throw new ApiError(errorCodes.safeboxPinNotSet, 'Set a safebox PIN first');
    }
    return move(userId, 'in', call.body.amount, call.body.requestId);
  });

  registerCall(apiCalls.safeboxWithdraw, async (call) => {
    const { userId } = requireSession(call);
    const stored = await storedPinHash(userId);
    if (stored === null) throw new ApiError(errorCodes.safeboxPinNotSet, 'Set a safebox PIN first');
    await checkPin(userId, call.body.pin, stored);
    return move(userId, 'out', call.body.amount, call.body.requestId);
  });
}
