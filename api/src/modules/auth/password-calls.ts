import { authModes } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { Database } from '../../db/database.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { findUserIdByMobile, unknownMobileError } from './accounts.js';
import type { AuthCallKit } from './auth-call-kit.js';
import { checkLength } from './length-limits.js';
import { revokeUserSessions } from './session-tokens.js';
import { liftSignInGuards } from './sign-in-guard.js';
import { forgetTrustedDevices } from './trusted-devices.js';

/**
 * Sets a forgotten password, once a code proved the player. Whoever may have known the old
 * password is shut out: every session ends, devices lose their trust for code-less phone sign-in,
 * and the sign-in locks and delays are lifted for the owner's names.
 */
export async function resetPassword(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ account: string | null; mobile: string | null }>(
      'UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING account, mobile',
      [userId, passwordHash],
    );
    await liftSignInGuards(
      tx,
      rows.flatMap((row) => [row.account, row.mobile].filter((name): name is string => name !== null)),
    );
    await revokeUserSessions(tx, userId);
    await forgetTrustedDevices(tx, userId);
  });
}

export function registerPasswordCalls(kit: AuthCallKit): void {
  const { db, registerCall, appConfig, smsCodes } = kit;

  registerCall(apiCalls.forgetPassword, async ({ body, clientAddress }) => {
    kit.limitSmsCodeAttempts(clientAddress, body.mobile);
    const limits = await appConfig.lengthLimits();
    checkLength('password', body.password, limits.password);
    checkLength('smsCode', body.smsCode, limits.smsCode);
    const userId = await findUserIdByMobile(db, body.mobile);
    if (userId === null) throw unknownMobileError();
    const passwordHash = await kit.passwords.hash(body.password);

    await smsCodes.consume(body.mobile, authModes.forget, body.smsCode);
    await resetPassword(db, userId, passwordHash);
    return {};
  });

  registerCall(apiCalls.initPassword, async (context) => {
    const session = requireSession(context);
    kit.limitAccountChanges(session.userId);
    checkLength('password', context.body.password, (await appConfig.lengthLimits()).password);
    const passwordHash = await kit.passwords.hash(context.body.password);
    const updated = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'UPDATE users SET password_hash = $2 WHERE id = $1 AND password_hash IS NULL RETURNING id',
        [session.userId, passwordHash],
      );
      // A new credential ends the player's other sessions; this one stays signed in.
      if (rows.length > 0) await revokeUserSessions(tx, session.userId, session.tokenHash);
      return rows.length > 0;
    });
    if (!updated) {
      throw new ApiError(
        errorCodes.passwordAlreadySet,
        'Your account already has a password; use forgot password to change it',
      );
    }
    return {};
  });
}
