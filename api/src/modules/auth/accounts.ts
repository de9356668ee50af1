import { randomInt, randomUUID } from 'node:crypto';
import { type AccountType, accountTypes, type LengthLimits } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { checkLength } from './length-limits.js';
import type { PasswordHasher } from './password-hashing.js';
import type { SignInGuard } from './sign-in-guard.js';

/** Letters, digits and underscore: what a login name may hold (no spaces, no look-alike symbols). */
const accountPattern = /^[A-Za-z0-9_]+$/;

/** Invite codes avoid 0/O and 1/I/L so they survive being read out or typed from a screenshot. */
const inviteCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)]).join('');
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const details = error as { code?: string; constraint?: string };
  return details.code === '23505' && details.constraint === constraint;
}

/** Checks a new login name against the app config's limits and the allowed characters. */
export function checkAccountName(account: string, limits: LengthLimits): void {
  checkLength('account', account, limits.account);
  if (!accountPattern.test(account)) {
    throw new ApiError(errorCodes.invalidCharacters, 'account: may contain only letters, digits and _', {
      field: 'account',
    });
  }
}

/** The inviter behind an invite code (any letter case); null when none was given. */
export async function findInviter(db: Queryable, inviteCode: string | undefined): Promise<number | null> {
  if (!inviteCode) return null;
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE invite_code = $1', [
    inviteCode.toUpperCase(),
  ]);
  if (!rows[0]) {
    throw new ApiError(errorCodes.unknownInviteCode, 'inviteCode: no player has this invite code', {
      field: 'inviteCode',
    });
  }
  return rows[0].id;
}

function accountTakenError(): ApiError {
  return new ApiError(errorCodes.accountTaken, 'account: this account is already registered', {
    field: 'account',
  });
}

/** `field` names the request field that carried the number (`mobile`, or `phone` in accountRegist4). */
function mobileTakenError(field: string): ApiError {
  return new ApiError(errorCodes.mobileTaken, `${field}: this number belongs to another account`, { field });
}

/** Refuses a taken login name early, before an SMS code is spent on a registration that must fail. */
export async function assertAccountFree(db: Queryable, account: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(account) = lower($1)', [account]);
  if (rows.length > 0) throw accountTakenError();
}

export async function findUserIdByMobile(db: Queryable, mobile: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [mobile]);
  return rows[0]?.id ?? null;
}

export function unknownMobileError(): ApiError {
  return new ApiError(errorCodes.unknownMobile, 'mobile: no account has this number', { field: 'mobile' });
}

export async function assertMobileFree(db: Queryable, mobile: string, field: string): Promise<void> {
  if ((await findUserIdByMobile(db, mobile)) !== null) throw mobileTakenError(field);
}

interface NewUser {
  /** Shown to other players; `Player<6 digits>` when not given. */
  nickname?: string | undefined;
  account: string | null;
  passwordHash: string | null;
  accountType: AccountType;
  mobile: string | null;
  inviterId: number | null;
  clientAddress: string;
}

/**
 * Inserts a player with a fresh uuid, nickname and invite code. A taken account or number
 * (checked by unique indexes, so concurrent sign-ups cannot both win) answers 1101 or 1107.
 */
export async function insertUser(db: Queryable, user: NewUser, mobileField = 'mobile'): Promise<number> {
  const nickname = user.nickname ?? `Player${randomInt(100_000, 1_000_000)}`;
  // A fresh invite code can collide with an existing one (1 in 10^11 per pair): try again then.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO users (uuid, account, password_hash, account_type, nickname, mobile, invite_code, inviter_id,
                            registration_address, last_login_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now()) RETURNING id`,
        [
          randomUUID(),
          user.account,
          user.passwordHash,
          user.accountType,
          nickname,
          user.mobile,
          newInviteCode(),
          user.inviterId,
          user.clientAddress,
        ],
      );
      const created = rows[0];
      if (!created) throw new Error('INSERT INTO users returned no id');
      return created.id;
    } catch (error) {
      if (isUniqueViolation(error, 'users_account_key')) throw accountTakenError();
      if (isUniqueViolation(error, 'users_mobile_key')) throw mobileTakenError(mobileField);
      if (!isUniqueViolation(error, 'users_invite_code_key') || attempt === 3) throw error;
    }
  }
}

/**
 * Gives a player without a number this one; false when the player has one already. A number
 * taken meanwhile by another player answers 1107 (the unique index decides).
 */
export async function bindMobile(db: Queryable, userId: number, mobile: string): Promise<boolean> {
  try {
    const { rows } = await db.query(
      'UPDATE users SET mobile = $2 WHERE id = $1 AND mobile IS NULL RETURNING id',
      [userId, mobile],
    );
    return rows.length > 0;
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile_key')) throw mobileTakenError('mobile');
    throw error;
  }
}

export interface Registration {
  account: string;
  password: string;
  inviteCode?: string | undefined;
  clientAddress: string;
}

/** Opens an account-type player; the account is unique whatever its letter case. */
export async function registerAccount(
  db: Queryable,
  registration: Registration,
  limits: LengthLimits,
  passwords: PasswordHasher,
): Promise<number> {
  checkAccountName(registration.account, limits);
  checkLength('password', registration.password, limits.password);
  const inviterId = await findInviter(db, registration.inviteCode);
  return insertUser(db, {
    account: registration.account,
    passwordHash: await passwords.hash(registration.password),
    accountType: accountTypes.account,
    mobile: null,
    inviterId,
    clientAddress: registration.clientAddress,
  });
}

/**
 * Checks an account (or the bound mobile number: account names never start with `+`) and
 * password, within the sign-in guard's limits (`sign-in-guard.ts`): the attempt is counted
 * before the password is checked. Unknown accounts answer exactly like wrong passwords, after the
 * same hashing work. A hash made with weaker parameters than today's is replaced once it matches.
 */
export async function signInWithPassword(
  db: Queryable,
  credentials: { account: string; password: string },
  clientAddress: string,
  security: { guard: SignInGuard; passwords: PasswordHasher },
): Promise<number> {
  const { guard, passwords } = security;
  const attempt = await guard.reserve(credentials.account, clientAddress);
  const { rows } = await db.query<{ id: number; password_hash: string | null }>(
    'SELECT id, password_hash FROM users WHERE lower(account) = lower($1) OR mobile = $1',
    [credentials.account],
  );
  const user = rows[0];
  const storedHash = user?.password_hash;
  const check = storedHash
    ? await passwords.check(credentials.password, storedHash)
    : await passwords.checkAgainstDummy(credentials.password);
  if (!user || !storedHash || !check.matches) throw attempt.failure;

  await guard.recordSuccess(attempt);
  if (check.outdated) {
    // Only if the hash is still the one checked: a password changed meanwhile stays changed.
    await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
      user.id,
      storedHash,
      await passwords.hash(credentials.password),
    ]);
  }
  await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [user.id]);
  return user.id;
}
