import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { Clock } from '../sms/sms-sender.js';

/**
 * Limits password guessing without letting a guesser lock the player out (ADR 0024). Attempts
 * are counted per account name as typed, known or not, so every name answers the same way:
 *
 * - per name and client address: the `failuresBeforeLock`-th wrong password in a row locks that
 *   pair for `lockMinutes`; other addresses, the player's among them, are not locked;
 * - per name, all addresses together: after `freeFailures` wrong passwords in a row, each attempt
 *   waits 1 s, 2 s, 4 s ... up to `maxDelaySeconds` after the previous one. An address that
 *   signed in to the name in the last 30 days is not delayed.
 *
 * An attempt is counted, under the rows' locks, before its password is checked, as if it will
 * fail: concurrent attempts can never check more passwords than the limits allow.
 */
export interface SignInGuardPolicy {
  failuresBeforeLock: number;
  lockMinutes: number;
  freeFailures: number;
  maxDelaySeconds: number;
}

/** An address that signed in to a name this recently is not slowed by the name's delay. */
const knownAddressDays = 30;
/** A name's wrong passwords in a row are forgotten after this long without one. */
const nameFailureMemoryHours = 24;
/** Rows untouched this long (and holding no lock or known address) are deleted. */
const idleRowHours = 24;
/** Attempts between two sweeps of idle rows, per process. */
const attemptsPerSweep = 500;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** The SHA-256 of the name in lower case: account names match in any case, numbers are exact. */
export function nameHashOf(accountOrMobile: string): string {
  return createHash('sha256').update(accountOrMobile.toLowerCase()).digest('hex');
}

/** The eight groups of an IPv6 address (the last two may be written as IPv4), or null. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return null;
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const bytes = group.split('.').map(Number);
          return [((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0), ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)].map(
            (value) => value.toString(16),
          );
        });
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...front, ...Array<string>(missing).fill('0'), ...back];
}

/**
 * The address attempts are counted under. An IPv6 client usually holds a whole /64 (and privacy
 * addresses change within it every day), so IPv6 counts per /64; IPv4, also IPv4-mapped, as is.
 */
export function addressKeyOf(clientAddress: string): string {
  const address = clientAddress.split('%')[0] ?? clientAddress;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Seconds a name's attempts are spaced after its `failures`-th wrong password in a row. */
export function delaySecondsAfter(failures: number, policy: SignInGuardPolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures - 1), policy.maxDelaySeconds);
}

export interface SignInAttempt {
  nameHash: string;
  addressKey: string;
  /** The refusal if this attempt's password turns out wrong. */
  failure: ApiError;
}

interface AddressRow {
  failures: number;
  locked_until: Date | null;
  signed_in_at: Date | null;
}

interface NameRow {
  failures: number;
  last_failure_at: Date | null;
  next_attempt_at: Date | null;
}

const wrongCredentialsMessage = 'Wrong account or password';

function lockedError(lockedUntil: Date, now: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / minuteMs));
  return new ApiError(
    errorCodes.signInLocked,
    `Too many wrong passwords: sign-in from this network is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}`,
    { lockedUntil: lockedUntil.toISOString() },
  );
}

function delayedError(nextAttemptAt: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((nextAttemptAt.getTime() - now.getTime()) / 1000));
  return new ApiError(
    errorCodes.rateLimited,
    `Too many wrong passwords for this account: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    { retryAfterSeconds: seconds },
  );
}

/** Deletes rows nobody has touched for a day that hold no lock, delay or known address. */
export async function pruneIdleSignInGuards(db: Queryable, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - idleRowHours * hourMs);
  const knownSince = new Date(now.getTime() - knownAddressDays * dayMs);
  await db.query(
    `DELETE FROM sign_in_address_guards
     WHERE updated_at < $1 AND (locked_until IS NULL OR locked_until < $2)
       AND (signed_in_at IS NULL OR signed_in_at < $3)`,
    [idleSince, now, knownSince],
  );
  await db.query(
    `DELETE FROM sign_in_name_guards
     WHERE updated_at < $1 AND (next_attempt_at IS NULL OR next_attempt_at < $2)`,
    [idleSince, now],
  );
}

export function createSignInGuard(db: Database, clock: Clock, policy: SignInGuardPolicy) {
  let attemptsSinceSweep = 0;

  /**
   * Counts an attempt as a failure before its password is checked, or refuses it (1103 locked,
   * 429 delayed) without checking anything. Rows are locked name first, then address, by the
   * upserts (which change nothing but `updated_at`), so concurrent attempts queue on them.
   */
  async function reserve(accountOrMobile: string, clientAddress: string): Promise<SignInAttempt> {
    const now = clock();
    const nameHash = nameHashOf(accountOrMobile);
    const addressKey = addressKeyOf(clientAddress);
    const attempt = await db.transaction(async (tx) => {
      const nameRows = await tx.query<NameRow>(
        `INSERT INTO sign_in_name_guards AS guard (name_hash, updated_at) VALUES ($1, $2)
         ON CONFLICT (name_hash) DO UPDATE SET updated_at = EXCLUDED.updated_at
         RETURNING guard.failures, guard.last_failure_at, guard.next_attempt_at`,
        [nameHash, now],
      );
      const addressRows = await tx.query<AddressRow>(
        `INSERT INTO sign_in_address_guards AS guard (name_hash, client_address, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (name_hash, client_address) DO UPDATE SET updated_at = EXCLUDED.updated_at
         RETURNING guard.failures, guard.locked_until, guard.signed_in_at`,
        [nameHash, addressKey, now],
      );
      const name = nameRows.rows[0];
      const address = addressRows.rows[0];
      if (!name || !address) throw new Error('sign-in guard rows were not returned');

      if (address.locked_until && address.locked_until > now) throw lockedError(address.locked_until, now);
      const known =
        address.signed_in_at !== null &&
        address.signed_in_at.getTime() > now.getTime() - knownAddressDays * dayMs;
      if (!known && name.next_attempt_at && name.next_attempt_at > now) {
        throw delayedError(name.next_attempt_at, now);
      }

      // A lock that has run out starts a new round.
      const addressFailures = (address.locked_until ? 0 : address.failures) + 1;
      const lockedUntil =
        addressFailures >= policy.failuresBeforeLock
          ? new Date(now.getTime() + policy.lockMinutes * minuteMs)
          : null;
      const remembered =
        name.last_failure_at !== null &&
        name.last_failure_at.getTime() > now.getTime() - nameFailureMemoryHours * hourMs;
      const nameFailures = (remembered ? name.failures : 0) + 1;
      const delaySeconds = delaySecondsAfter(nameFailures, policy);
      await tx.query(
        `UPDATE sign_in_name_guards SET failures = $2, last_failure_at = $3, next_attempt_at = $4
         WHERE name_hash = $1`,
        [
          nameHash,
          nameFailures,
          now,
          delaySeconds > 0 ? new Date(now.getTime() + delaySeconds * 1000) : null,
        ],
      );
      await tx.query(
        `UPDATE sign_in_address_guards SET failures = $3, locked_until = $4
         WHERE name_hash = $1 AND client_address = $2`,
        [nameHash, addressKey, addressFailures, lockedUntil],
      );
      const failure = lockedUntil
        ? lockedError(lockedUntil, now)
        : new ApiError(errorCodes.wrongCredentials, wrongCredentialsMessage, {
            attemptsLeft: policy.failuresBeforeLock - addressFailures,
          });
      return { nameHash, addressKey, failure };
    });
    attemptsSinceSweep += 1;
    if (attemptsSinceSweep >= attemptsPerSweep) {
      attemptsSinceSweep = 0;
      await pruneIdleSignInGuards(db, now);
    }
    return attempt;
  }

  /** The password was right: the name's and this address's counts start again; the address is known. */
  async function recordSuccess(attempt: SignInAttempt): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE sign_in_name_guards SET failures = 0, next_attempt_at = NULL WHERE name_hash = $1`,
        [attempt.nameHash],
      );
      await tx.query(
        `UPDATE sign_in_address_guards SET failures = 0, locked_until = NULL, signed_in_at = $3
         WHERE name_hash = $1 AND client_address = $2`,
        [attempt.nameHash, attempt.addressKey, clock()],
      );
    });
  }

  return { reserve, recordSuccess };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;

/**
 * A password reset proves the player: every lock and delay on the player's account name and
 * number is lifted, from every address (the new password is unknown to whoever set them).
 */
export async function liftSignInGuards(db: Queryable, names: readonly string[]): Promise<void> {
  const hashes = names.map(nameHashOf);
  await db.query(
    `UPDATE sign_in_name_guards SET failures = 0, next_attempt_at = NULL WHERE name_hash = ANY($1)`,
    [hashes],
  );
  await db.query(
    `UPDATE sign_in_address_guards SET failures = 0, locked_until = NULL WHERE name_hash = ANY($1)`,
    [hashes],
  );
}
