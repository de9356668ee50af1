import type { LoginResponse } from '@casino/contracts';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import type { ModuleContext } from '../../module-context.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import { loadUserInfo } from '../member/user-info.js';
import type { SmsCodes } from '../sms/sms-codes.js';
import type { Clock } from '../sms/sms-sender.js';
import type { OidcClient } from './oidc-client.js';
import { createSession } from './session-tokens.js';

/** What the auth module gets from the server beyond the module context. */
export interface AuthDependencies {
  smsCodes: SmsCodes;
  clock: Clock;
  /** Redeems social sign-in codes at the OpenID Connect issuers and verifies their ID tokens. */
  oidcClient: OidcClient;
}

const minuteMs = 60_000;

/** Everything the auth call files share: storage, config, SMS codes, rate limits and sessions. */
export function createAuthCallKit(
  context: ModuleContext,
  appConfig: AppConfigSource,
  dependencies: AuthDependencies,
) {
  const { db, config, balanceOf } = context;
  const signInsPerAccount = createRateLimiter({ limit: config.loginRatePerAccount, windowMs: minuteMs });
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

    /**
     * Counts a sign-in attempt (password or SMS code) against the address and the account or
     * number tried. Both count every attempt: one address cannot try many accounts, nor many
     * addresses one account.
     */
    limitSignInAttempts(clientAddress: string, accountOrMobile: string): void {
      const addressAllowed = signInsPerAddress.tryHit(clientAddress);
      const accountAllowed = signInsPerAccount.tryHit(accountOrMobile.toLowerCase());
      if (!addressAllowed || !accountAllowed) {
        throw new ApiError(errorCodes.rateLimited, 'Too many sign-in attempts, please wait a minute');
      }
    },

    /** A social sign-in proves the player at the issuer; only the address is counted here. */
    limitSocialSignIns(clientAddress: string): void {
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
