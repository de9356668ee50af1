import { createHash, randomInt } from 'node:crypto';
import type { AuthMode } from '@casino/contracts';
import type { Database } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { Clock } from '../sms/sms-sender.js';

/** How codes behave, by SMS or e-mail alike; `api/README.md` documents the same numbers. */
const codePolicy = {
  digits: 6,
  lifetimeSeconds: 5 * 60,
  /** Wrong tries before a code is dead (the right code is refused after that too). */
  maxAttempts: 5,
  /** Minimum gap between two codes to the same number or address, whatever their purpose. */
  resendAfterSeconds: 60,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** Where one kind of code lives: its table, the column of its recipient, what a recipient is called. */
interface CodeChannel {
  table: 'sms_codes' | 'email_codes';
  column: 'mobile' | 'email';
  /** "number" or "address", in the refusals' texts. */
  noun: string;
  /** Two-key advisory lock space for "sending to one recipient"; the second key is its hash. */
  lockKey: number;
}

export const smsChannel: CodeChannel = {
  table: 'sms_codes',
  column: 'mobile',
  noun: 'number',
  lockKey: 7_311_003,
};
export const emailChannel: CodeChannel = {
  table: 'email_codes',
  column: 'email',
  noun: 'address',
  lockKey: 7_311_004,
};

/**
 * Codes are only 10^6 values, so the hash is no defence against brute force (the attempt limit
 * is); it keeps codes out of the table in the clear and ties each to its recipient and purpose.
 */
function hashCode(to: string, authMode: AuthMode, code: string): string {
  return createHash('sha256').update(`${to}|${authMode}|${code}`).digest('hex');
}

function secondsBetween(later: Date, earlier: Date): number {
  return Math.max(1, Math.ceil((later.getTime() - earlier.getTime()) / 1000));
}

export interface CodeRequest {
  /** The E.164 number or the (lower-cased) e-mail address. */
  to: string;
  authMode: AuthMode;
  clientAddress: string;
  /** Codes one recipient may receive in 24 hours: the app config's `smsCodeSendLimit`. */
  dailyLimit: number;
}

export interface SentCode {
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** Hands a fresh code to the recipient (an SMS, an e-mail); `minutes` is how long it lives. */
export type DeliverCode = (request: CodeRequest, code: string, minutes: number) => Promise<void>;

export interface OneTimeCodes {
  /** Sends a fresh code; the recipient's previous codes for the same purpose stop working. */
  send(request: CodeRequest): Promise<SentCode>;
  /**
   * Uses up the newest code of the recipient and purpose if `code` matches; a wrong code costs
   * one of its tries. Throws 1108 (wrong, `{ attemptsLeft }`) or 1109 (no usable code), naming
   * `field` (the request field that carried the code).
   */
  consume(to: string, authMode: AuthMode, code: string, field: string): Promise<void>;
}

/** Codes of one channel (SMS or e-mail): stored hashed, rate limited per recipient, tried a few times. */
export function createOneTimeCodes(
  db: Database,
  channel: CodeChannel,
  deliver: DeliverCode,
  clock: Clock,
): OneTimeCodes {
  const { table, column, noun } = channel;
  return {
    async send(request) {
      const { to, authMode, clientAddress, dailyLimit } = request;
      const now = clock();
      const code = String(randomInt(0, 10 ** codePolicy.digits)).padStart(codePolicy.digits, '0');
      await db.transaction(async (tx) => {
        // Serialises sends to one recipient, so two requests at once cannot both slip under the limits.
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [channel.lockKey, to]);
        const { rows } = await tx.query<{ sent: number; newest: Date | null; oldest: Date | null }>(
          `SELECT count(*)::int AS sent, max(created_at) AS newest, min(created_at) AS oldest
           FROM ${table} WHERE ${column} = $1 AND created_at > $2`,
          [to, new Date(now.getTime() - dayMs)],
        );
        const window = rows[0];
        if (window?.newest) {
          const resendAt = new Date(window.newest.getTime() + codePolicy.resendAfterSeconds * 1000);
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
            `Too many codes for this ${noun} today, try again later`,
            {
              retryAfterSeconds: seconds,
            },
          );
        }
        await tx.query(
          `INSERT INTO ${table} (${column}, auth_mode, code_hash, created_at, expires_at, client_address)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            to,
            authMode,
            hashCode(to, authMode, code),
            now,
            new Date(now.getTime() + codePolicy.lifetimeSeconds * 1000),
            clientAddress,
          ],
        );
      });
      await deliver(request, code, codePolicy.lifetimeSeconds / 60);
      return {
        expiresInSeconds: codePolicy.lifetimeSeconds,
        resendAfterSeconds: codePolicy.resendAfterSeconds,
      };
    },

    async consume(to, authMode, code, field) {
      const now = clock();
      // One statement counts the try and uses the code up, so concurrent tries are all counted and
      // a code is used once: a second request for the same code finds it used.
      const { rows } = await db.query<{ matched: boolean; failed_attempts: number }>(
        `UPDATE ${table} SET
           failed_attempts = failed_attempts + CASE WHEN code_hash = $3 THEN 0 ELSE 1 END,
           used_at = CASE WHEN code_hash = $3 THEN $4::timestamptz END
         WHERE id = (SELECT id FROM ${table} WHERE ${column} = $1 AND auth_mode = $2 ORDER BY id DESC LIMIT 1)
           AND used_at IS NULL AND expires_at > $4 AND failed_attempts < $5
         RETURNING used_at IS NOT NULL AS matched, failed_attempts`,
        [to, authMode, hashCode(to, authMode, code), now, codePolicy.maxAttempts],
      );
      const outcome = rows[0];
      if (!outcome) throw codeUnusableError(field);
      if (outcome.matched) return;
      const attemptsLeft = codePolicy.maxAttempts - outcome.failed_attempts;
      throw new ApiError(
        errorCodes.wrongSmsCode,
        attemptsLeft > 0
          ? `${field}: wrong code, ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left`
          : `${field}: wrong code, no tries left; ask for a new one`,
        { field, attemptsLeft },
      );
    },
  };
}

/** 1109: no live code (expired, used, out of tries, or never sent) for what the request names. */
export function codeUnusableError(field: string): ApiError {
  return new ApiError(
    errorCodes.smsCodeUnusable,
    `${field}: this code has expired or was already used; ask for a new one`,
    { field },
  );
}
