import { createHash, randomInt } from 'node:crypto';
import { type AuthMode, authModes } from '@casino/contracts';
import type { Database } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { Clock, SmsSender } from './sms-sender.js';

/** How codes behave; `api/README.md` documents the same numbers. */
const smsCodePolicy = {
  digits: 6,
  lifetimeSeconds: 5 * 60,
  /** Wrong tries before a code is dead (the right code is refused after that too). */
  maxAttempts: 5,
  /** Minimum gap between two codes to the same number, whatever their purpose. */
  resendAfterSeconds: 60,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** Two-key advisory lock space for "sending to one number"; the second key is the number's hash. */
const smsSendLockKey = 7_311_003;

const purposeTexts: Record<AuthMode, string> = {
  [authModes.register]: 'to register',
  [authModes.bind]: 'to link this number to your account',
  [authModes.forget]: 'to reset your password',
  [authModes.loginAndRegister]: 'to sign in',
};

/**
 * Codes are only 10^6 values, so the hash is no defence against brute force (the attempt limit
 * is); it keeps codes out of the table in the clear and ties each to its number and purpose.
 */
function hashCode(mobile: string, authMode: AuthMode, code: string): string {
  return createHash('sha256').update(`${mobile}|${authMode}|${code}`).digest('hex');
}

function secondsBetween(later: Date, earlier: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - earlier.getTime()) / 1000));
}

interface SmsCodeRequest {
  mobile: string;
  authMode: AuthMode;
  clientAddress: string;
  /** Codes one number may receive in 24 hours: the app config's `smsCodeSendLimit`. */
  dailyLimit: number;
}

export interface SmsCodes {
  /** Sends a fresh code; the number's previous codes for the same purpose stop working. */
  send(request: SmsCodeRequest): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }>;
  /**
   * Uses up the newest code of the number and purpose if `code` matches; a wrong code costs one
   * of its tries. Throws 1108 (wrong, `{ attemptsLeft }`) or 1109 (no usable code).
   */
  consume(mobile: string, authMode: AuthMode, code: string): Promise<void>;
}

export function createSmsCodes(db: Database, sender: SmsSender, clock: Clock): SmsCodes {
  return {
    async send({ mobile, authMode, clientAddress, dailyLimit }) {
      const now = clock();
      const code = String(randomInt(0, 10 ** smsCodePolicy.digits)).padStart(smsCodePolicy.digits, '0');
      await db.transaction(async (tx) => {
        // Serialises sends to one number, so two requests at once cannot both slip under the limits.
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [smsSendLockKey, mobile]);
        const { rows } = await tx.query<{ sent: number; newest: Date | null; oldest: Date | null }>(
          `SELECT count(*)::int AS sent, max(created_at) AS newest, min(created_at) AS oldest
           FROM sms_codes WHERE mobile = $1 AND created_at > $2`,
          [mobile, new Date(now.getTime() - dayMs)],
        );
        const window = rows[0];
        if (window?.newest) {
          const resendAt = new Date(window.newest.getTime() + smsCodePolicy.resendAfterSeconds * 1000);
          if (resendAt > now) {
            const seconds = secondsBetween(resendAt, now);
            throw new ApiError(
              errorCodes.rateLimited,
              `A code was just sent: ask for another in ${seconds} seconds`,
              { retryAfterSeconds: seconds },
            );
          }
        }
        if ((window?.sent ?? 0) >= dailyLimit) {
          // The window frees a place when its oldest code turns a day old.
          const freedAt = new Date((window?.oldest ?? now).getTime() + dayMs);
          const seconds = secondsBetween(freedAt, now);
          throw new ApiError(
            errorCodes.rateLimited,
            'Too many codes for this number today, try again later',
            {
              retryAfterSeconds: seconds,
            },
          );
        }
        await tx.query(
          `INSERT INTO sms_codes (mobile, auth_mode, code_hash, created_at, expires_at, client_address)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            mobile,
            authMode,
            hashCode(mobile, authMode, code),
            now,
            new Date(now.getTime() + smsCodePolicy.lifetimeSeconds * 1000),
            clientAddress,
          ],
        );
      });
      const minutes = smsCodePolicy.lifetimeSeconds / 60;
      await sender.send({
        mobile,
        authMode,
        text: `${code} is your code ${purposeTexts[authMode]}. It expires in ${minutes} minutes. Never share it with anyone.`,
      });
      return {
        expiresInSeconds: smsCodePolicy.lifetimeSeconds,
        resendAfterSeconds: smsCodePolicy.resendAfterSeconds,
      };
    },

    async consume(mobile, authMode, code) {
      const now = clock();
      // One statement counts the try and uses the code up, so concurrent tries are all counted and
      // a code is used once: a second request for the same code finds it used.
      const { rows } = await db.query<{ matched: boolean; failed_attempts: number }>(
        `UPDATE sms_codes SET
           failed_attempts = failed_attempts + CASE WHEN code_hash = $3 THEN 0 ELSE 1 END,
           used_at = CASE WHEN code_hash = $3 THEN $4::timestamptz END
         WHERE id = (SELECT id FROM sms_codes WHERE mobile = $1 AND auth_mode = $2 ORDER BY id DESC LIMIT 1)
           AND used_at IS NULL AND expires_at > $4 AND failed_attempts < $5
         RETURNING used_at IS NOT NULL AS matched, failed_attempts`,
        [mobile, authMode, hashCode(mobile, authMode, code), now, smsCodePolicy.maxAttempts],
      );
      const outcome = rows[0];
      if (!outcome) {
        throw new ApiError(
          errorCodes.smsCodeUnusable,
          'smsCode: this code has expired or was already used; ask for a new one',
          { field: 'smsCode' },
        );
      }
      if (outcome.matched) return;
      const attemptsLeft = smsCodePolicy.maxAttempts - outcome.failed_attempts;
      throw new ApiError(
        errorCodes.wrongSmsCode,
        attemptsLeft > 0
          ? `smsCode: wrong code, ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left`
          : 'smsCode: wrong code, no tries left; ask for a new one',
        { field: 'smsCode', attemptsLeft },
      );
    },
  };
}
