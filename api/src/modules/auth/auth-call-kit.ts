import type { LoginResponse } from '@casino/contracts';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import type { ModuleContext } from '../../module-context.js';
import type { OneTimeCodes } from '../codes/one-time-codes.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import { loadUserInfo } from '../member/user-info.js';
import { refuseExcludedSignIn } from '../protection/protection-store.js';
import type { SmsCodes } from '../sms/sms-codes.js';
import type { Clock } from '../sms/sms-sender.js';
import { refuseFrozenAccount } from './account-freeze.js';
import type { OidcClient } from './oidc-client.js';
import type { PasswordHasher } from './password-hashing.js';
import { createSession } from './session-tokens.js';
import { createSignInGuard } from './sign-in-guard.js';

/** What the auth module gets from the server beyond the module context. */
export interface AuthDependencies {
  smsCodes: SmsCodes;
  /** Codes sent by e-mail: binding an address, recovering a password (ADR 0049). */
  emailCodes: OneTimeCodes;
  clock: Clock;
  /** Redeems social sign-in codes at the OpenID Connect issuers and verifies their ID tokens. */
  oidcClient: OidcClient;
  /** Hashes and checks passwords, a few at a time (each scrypt hash takes 128 MiB). */
  passwords: PasswordHasher;
}

const minuteMs = 60_000;

/** Everything the auth call files share: storage, config, SMS codes, rate limits and sessions. */
export function createAuthCallKit(
  context: ModuleContext,
  appConfig: AppConfigSource,
  dependencies: AuthDependencies,
) {
  const { db, config, balanceOf } = context;
  const signInGuard = createSignInGuard(db, dependencies.clock, {
    failuresBeforeLock: config.loginFailuresBeforeLock,
    lockMinutes: config.loginLockMinutes,
    freeFailures: config.loginDelayAfterFailures,
    maxDelaySeconds: config.loginDelayMaxSeconds,
  });
  const signInsPerNumber = createRateLimiter({ limit: config.loginRatePerAccount, windowMs: minuteMs });
  const signInsPerAddress = createRateLimiter({ limit: config.loginRatePerAddress, windowMs: minuteMs });
  const registrationsPerAddress = createRateLimiter({
    limit: config.registrationsPerAddressPerHour,
    windowMs: 60 * minuteMs,
  });
  const smsSendsPerAddress = createRateLimiter({
    limit: config.smsSendsPerAddressPerHour,
    windowMs: 60 * minuteMs,
  });
  const changesPerAccount = createRateLimiter({ limit: config.accountChangesPerMinute, windowMs: minuteMs });

  return {
    ...context,
    ...dependencies,
    appConfig,
    /** Counts password sign-in attempts per name and address, before the password is checked. */
    signInGuard,

    /**
     * Counts an SMS-code attempt against the address and the number tried. Both count every
     * attempt: one address cannot try many numbers, nor many addresses one number.
     */
    limitSmsCodeAttempts(clientAddress: string, mobile: string): void {
      const addressAllowed = signInsPerAddress.tryHit(clientAddress);
      const numberAllowed = signInsPerNumber.tryHit(mobile);
      if (!addressAllowed || !numberAllowed) {
        throw new ApiError(errorCodes.rateLimited, 'Too many sign-in attempts, please wait a minute');
      }
    },

    /**
     * Password and social sign-ins count only against the address here: the sign-in guard limits
     * each account name without letting anyone else use the limit to shut its player out.
     */
    limitSignInsFromAddress(clientAddress: string): void {
      if (!signInsPerAddress.tryHit(clientAddress)) {
        throw new ApiError(errorCodes.rateLimited, 'Too many sign-in attempts, please wait a minute');
      }
    },

    limitRegistrations(clientAddress: string): void {
      if (!registrationsPerAddress.tryHit(clientAddress)) {
        throw new ApiError(
          errorCodes.rateLimited,
          'Too many new accounts from this address, please try again later',
        );
      }
    },

    /** Each number has its own limits in the database (see sms-codes.ts); this one is per address. */
    limitSmsSends(clientAddress: string): void {
      if (!smsSendsPerAddress.tryHit(clientAddress)) {
        throw new ApiError(
          errorCodes.rateLimited,
          'Too many codes asked for from this address, please try again later',
        );
      }
    },

    /** Password and phone changes of one signed-in player. */
    limitAccountChanges(userId: number): void {
      if (!changesPerAccount.tryHit(String(userId))) {
        throw new ApiError(errorCodes.rateLimited, 'Too many changes, please wait a minute');
      }
    },

    async openSession(
      userId: number,
      clientAddress: string,
      userAgent: string | undefined,
    ): Promise<LoginResponse> {
      await refuseFrozenAccount(db, userId);
      await refuseExcludedSignIn(db, userId, dependencies.clock());
      const token = await createSession(db, {
        userId,
        ttlHours: config.tokenTtlHours,
        clientAddress,
        userAgent,
      });
      const user = await loadUserInfo(db, userId, balanceOf);
      if (!user) throw new Error(`User ${userId} vanished while signing in`);
      return { token, user };
    },
  };
}

export type AuthCallKit = ReturnType<typeof createAuthCallKit>;
