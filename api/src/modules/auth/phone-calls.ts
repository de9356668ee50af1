import { type AuthMode, accountTypes, authModes, loginTypes } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { Queryable } from '../../db/database.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { Session } from '../../http/session.js';
import { loadUserInfo } from '../member/user-info.js';
import {
  assertAccountFree,
  assertMobileFree,
  bindMobile,
  checkAccountName,
  findInviter,
  findUserIdByMobile,
  insertUser,
  unknownMobileError,
} from './accounts.js';
import type { AuthCallKit } from './auth-call-kit.js';
import { checkLength } from './length-limits.js';
import { isDeviceTrusted, trustDevice } from './trusted-devices.js';

function mobileAlreadyBoundError(): ApiError {
  return new ApiError(errorCodes.mobileAlreadyBound, 'mobile: your account already has a number', {
    field: 'mobile',
  });
}

async function mobileOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ mobile: string | null }>('SELECT mobile FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]?.mobile ?? null;
}

/**
 * Refuses a code that could not be used anyway, before an SMS is paid for: registering or
 * binding a taken number, resetting the password of a number nobody has. This tells a caller
 * whether a number is registered, as registration itself must; the send limits bound how fast.
 */
async function checkCodePurpose(db: Queryable, mobile: string, authMode: AuthMode, session: Session | null) {
  switch (authMode) {
    case authModes.register:
      return assertMobileFree(db, mobile, 'mobile');
    case authModes.bind: {
      // Only a signed-in player can bind, so only one gets bind codes.
      if (!session) throw new ApiError(errorCodes.unauthorized, 'Sign in to link a number');
      if ((await mobileOf(db, session.userId)) !== null) throw mobileAlreadyBoundError();
      return assertMobileFree(db, mobile, 'mobile');
    }
    case authModes.forget:
      if ((await findUserIdByMobile(db, mobile)) === null) throw unknownMobileError();
      return;
    case authModes.loginAndRegister:
      return;
  }
}

export function registerPhoneCalls(kit: AuthCallKit): void {
  const { db, registerCall, appConfig, smsCodes, clock, balanceOf } = kit;

  registerCall(apiCalls.smsSend, async ({ body, session, clientAddress }) => {
    kit.limitSmsSends(clientAddress);
    await checkCodePurpose(db, body.mobile, body.authMode, session);
    const { config } = await appConfig.current();
    return smsCodes.send({
      mobile: body.mobile,
      authMode: body.authMode,
      clientAddress,
      dailyLimit: config.smsCodeSendLimit,
    });
  });

  registerCall(apiCalls.accountLoginSms, async ({ body, clientAddress, request }) => {
    kit.limitSmsCodeAttempts(clientAddress, body.mobile);
    const userAgent = request.headers['user-agent'];

    if (body.loginType === loginTypes.phoneWithoutOtp) {
      if (body.smsCode !== undefined) {
        throw new ApiError(
          errorCodes.invalidRequest,
          'smsCode: login type 3 signs in without a code; send the code with login type 1',
        );
      }
      const userId = await findUserIdByMobile(db, body.mobile);
      // Unknown numbers and untrusted devices answer alike, so this does not reveal who is registered.
      if (userId === null || !body.deviceId || !(await isDeviceTrusted(db, userId, body.deviceId, clock))) {
        throw new ApiError(
          errorCodes.deviceNotTrusted,
          'This device has not signed in to this number with a code yet: sign in with an SMS code',
        );
      }
      await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
      return kit.openSession(userId, clientAddress, userAgent);
    }

    // The contract requires the code for login type 1.
    const smsCode = body.smsCode ?? '';
    checkLength('smsCode', smsCode, (await appConfig.lengthLimits()).smsCode);
    let userId = await findUserIdByMobile(db, body.mobile);
    // A new number registers: check what would refuse the registration before the code is spent.
    const inviterId = userId === null ? await findInviter(db, body.inviteCode) : null;

    await smsCodes.consume(body.mobile, authModes.loginAndRegister, smsCode);
    if (userId === null) {
      // Counted once the number is proven, so wrong codes do not use up the address's sign-ups.
      kit.limitRegistrations(clientAddress);
      try {
        userId = await insertUser(db, {
          account: null,
          passwordHash: null,
          accountType: accountTypes.phone,
          mobile: body.mobile,
          inviterId,
          clientAddress,
        });
      } catch (error) {
        // Registered meanwhile (accountRegist4 with its own code): the code proved the number.
        if (!(error instanceof ApiError && error.code === errorCodes.mobileTaken)) throw error;
        userId = await findUserIdByMobile(db, body.mobile);
        if (userId === null) throw error;
      }
    } else {
      await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
    }
    if (body.deviceId) await trustDevice(db, userId, body.deviceId, clock);
    return kit.openSession(userId, clientAddress, userAgent);
  });

  registerCall(apiCalls.accountRegist4, async ({ body, clientAddress, request }) => {
    kit.limitRegistrations(clientAddress);
    const limits = await appConfig.lengthLimits();
    checkAccountName(body.account, limits);
    checkLength('password', body.password, limits.password);
    checkLength('smsCode', body.smsCode, limits.smsCode);
    const inviterId = await findInviter(db, body.inviteCode);
    await assertAccountFree(db, body.account);
    await assertMobileFree(db, body.phone, 'phone');
    const passwordHash = await kit.passwords.hash(body.password);

    await smsCodes.consume(body.phone, authModes.register, body.smsCode);
    // An account name and password, with a proven number: it signs in either way.
    const userId = await insertUser(
      db,
      {
        account: body.account,
        passwordHash,
        accountType: accountTypes.account,
        mobile: body.phone,
        inviterId,
        clientAddress,
      },
      'phone',
    );
    return kit.openSession(userId, clientAddress, request.headers['user-agent']);
  });

  registerCall(apiCalls.bindAccount, async (context) => {
    const { body, clientAddress } = context;
    const { userId } = requireSession(context);
    kit.limitAccountChanges(userId);
    kit.limitSmsCodeAttempts(clientAddress, body.mobile);
    checkLength('smsCode', body.smsCode, (await appConfig.lengthLimits()).smsCode);
    if ((await mobileOf(db, userId)) !== null) throw mobileAlreadyBoundError();
    await assertMobileFree(db, body.mobile, 'mobile');

    await smsCodes.consume(body.mobile, authModes.bind, body.smsCode);
    if (!(await bindMobile(db, userId, body.mobile))) throw mobileAlreadyBoundError();
    const user = await loadUserInfo(db, userId, balanceOf);
    if (!user) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
    return user;
  });
}
