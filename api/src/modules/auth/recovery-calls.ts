import { setTimeout as sleep } from 'node:timers/promises';
import { authModes } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { Queryable } from '../../db/database.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { codeUnusableError } from '../codes/one-time-codes.js';
import { loadUserInfo } from '../member/user-info.js';
import { isUniqueViolation } from './accounts.js';
import type { AuthCallKit } from './auth-call-kit.js';
import { checkLength } from './length-limits.js';
import { resetPassword } from './password-calls.js';

/** The Philippines: the country code a config without `clientConfig.phoneCountryCode` means. */
const defaultCountryCode = '63';

/**
 * `+63 917 *** 4567`: the country code, the first three digits of the national number and the
 * last four, enough for the player to recognise the number and no more.
 */
export function maskMobile(mobile: string, countryCode: string): string {
  const prefix = `+${countryCode}`;
  if (mobile.startsWith(prefix) && mobile.length >= prefix.length + 8) {
    const national = mobile.slice(prefix.length);
    return `${prefix} ${national.slice(0, 3)} *** ${national.slice(-4)}`;
  }
  return `${mobile.slice(0, 3)} *** ${mobile.slice(-4)}`;
}

/** `an***@example.com`: two letters of the mailbox (one of a short one) and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const mailbox = email.slice(0, at);
  return `${mailbox.slice(0, mailbox.length > 2 ? 2 : 1)}***${email.slice(at)}`;
}

interface Recipient {
  userId: number;
  mobile: string | null;
  email: string | null;
}

/** The player of an account name (any letter case) and what they have bound, or null. */
async function findRecipient(db: Queryable, account: string): Promise<Recipient | null> {
  const { rows } = await db.query<{ id: number; mobile: string | null; email: string | null }>(
    'SELECT id, mobile, email FROM users WHERE lower(account) = lower($1)',
    [account],
  );
  const row = rows[0];
  return row ? { userId: row.id, mobile: row.mobile, email: row.email } : null;
}

async function emailOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.email ?? null;
}

async function assertEmailFree(db: Queryable, email: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  if (rows.length > 0) throw emailTakenError();
}

function emailTakenError(): ApiError {
  return new ApiError(errorCodes.emailTaken, 'email: this address belongs to another account', {
    field: 'email',
  });
}

function emailAlreadyBoundError(): ApiError {
  return new ApiError(errorCodes.emailAlreadyBound, 'email: your account already has an address', {
    field: 'email',
  });
}

/** Addresses are kept as typed but trimmed and lower-cased: one mailbox, one spelling. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * E-mail binding and password recovery by account name (ADR 0049): a player who registered with
 * an account name and password binds a phone (`bindAccount`) or an e-mail address (here), and a
 * forgotten password is reset with a code sent to it. The phone is used when both are bound.
 */
export function registerRecoveryCalls(kit: AuthCallKit): void {
  const { db, registerCall, appConfig, smsCodes, emailCodes, balanceOf, config } = kit;

  registerCall(apiCalls.emailSend, async (context) => {
    const { userId } = requireSession(context);
    kit.limitSmsSends(context.clientAddress);
    const email = normaliseEmail(context.body.email);
    if ((await emailOf(db, userId)) !== null) throw emailAlreadyBoundError();
    await assertEmailFree(db, email);
    const { config: app } = await appConfig.current();
    return emailCodes.send({
      to: email,
      authMode: authModes.bind,
      clientAddress: context.clientAddress,
      dailyLimit: app.smsCodeSendLimit,
    });
  });

  registerCall(apiCalls.bindEmail, async (context) => {
    const { body, clientAddress } = context;
    const { userId } = requireSession(context);
    const email = normaliseEmail(body.email);
    kit.limitAccountChanges(userId);
    kit.limitSmsCodeAttempts(clientAddress, email);
    checkLength('emailCode', body.emailCode, (await appConfig.lengthLimits()).smsCode);
    if ((await emailOf(db, userId)) !== null) throw emailAlreadyBoundError();
    await assertEmailFree(db, email);

    await emailCodes.consume(email, authModes.bind, body.emailCode, 'emailCode');
    try {
      const { rows } = await db.query(
        'UPDATE users SET email = $2 WHERE id = $1 AND email IS NULL RETURNING id',
        [userId, email],
      );
      if (rows.length === 0) throw emailAlreadyBoundError();
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw emailTakenError();
      throw error;
    }
    const user = await loadUserInfo(db, userId, balanceOf);
    if (!user) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
    return user;
  });

  registerCall(apiCalls.accountRecoverySend, async ({ body, clientAddress }) => {
    const started = performance.now();
    try {
      kit.limitSmsSends(clientAddress);
      const recipient = await findRecipient(db, body.account);
      // An account name nobody has answers as an account with nothing bound.
      if (!recipient || (!recipient.mobile && !recipient.email)) return { channel: 'none' as const };
      const { config: app } = await appConfig.current();
      const request = { authMode: authModes.forget, clientAddress, dailyLimit: app.smsCodeSendLimit };
      if (recipient.mobile) {
        const sent = await smsCodes.send({ mobile: recipient.mobile, ...request });
        const countryCode = app.clientConfig.phoneCountryCode ?? defaultCountryCode;
        return { channel: 'mobile' as const, maskedTo: maskMobile(recipient.mobile, countryCode), ...sent };
      }
      const email = recipient.email ?? '';
      const sent = await emailCodes.send({ to: email, ...request });
      return { channel: 'email' as const, maskedTo: maskEmail(email), ...sent };
    } finally {
      // Every answer, refusals included, takes at least the floor: the time tells nothing.
      const left = config.accountRecoveryAnswerMs - (performance.now() - started);
      if (left > 0) await sleep(left);
    }
  });

  registerCall(apiCalls.accountRecoveryReset, async ({ body, clientAddress }) => {
    kit.limitSmsCodeAttempts(clientAddress, `account:${body.account.toLowerCase()}`);
    const limits = await appConfig.lengthLimits();
    checkLength('password', body.password, limits.password);
    checkLength('code', body.code, limits.smsCode);
    // Hashed before the account is looked up, so an unknown name costs the same work.
    const passwordHash = await kit.passwords.hash(body.password);
    const recipient = await findRecipient(db, body.account);
    // No account, or nothing to have sent a code to: as a code never sent.
    if (!recipient) throw codeUnusableError('code');
    if (recipient.mobile) {
      await smsCodes.consume(recipient.mobile, authModes.forget, body.code, 'code');
    } else if (recipient.email) {
      await emailCodes.consume(recipient.email, authModes.forget, body.code, 'code');
    } else {
      throw codeUnusableError('code');
    }
    await resetPassword(db, recipient.userId, passwordHash);
    return {};
  });
}
