import type { UserOther } from '@casino/contracts';
import { apiCalls, userOtherSchema } from '@casino/contracts/schemas';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import type { ModuleContext } from '../../module-context.js';
import { checkLength } from '../auth/length-limits.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import { loadUserInfo } from './user-info.js';

/**
 * Control characters, private-use characters, line breaks and invisible formatting (bidi
 * overrides, zero-width spaces) can fake or hide text in a name shown to others. The zero-width
 * joiner stays allowed: emoji sequences need it.
 */
const unprintableCharacter = /[\p{Cc}\p{Co}\p{Zl}\p{Zp}]|(?!\u200d)\p{Cf}/u;

export function hasUnprintableCharacters(value: string): boolean {
  return unprintableCharacter.test(value);
}

function checkPrintable(field: string, value: string): void {
  if (hasUnprintableCharacters(value)) {
    throw new ApiError(errorCodes.invalidCharacters, `${field}: contains control or invisible characters`, {
      field,
    });
  }
}

/** Stock avatars are the app config's generic images whose key starts with `avatar`. */
const stockAvatarKeyPrefix = 'avatar';

/** Players younger than this may not play (spec 5), so a birth date saying so is refused. */
const minimumAge = 21;
const earliestBirthDate = '1900-01-01';

/** The latest birth date of a player old enough today: today's date, `minimumAge` years back. */
function latestAdultBirthDate(today: Date): string {
  const month = String(today.getUTCMonth() + 1).padStart(2, '0');
  const day = String(today.getUTCDate()).padStart(2, '0');
  return `${today.getUTCFullYear() - minimumAge}-${month}-${day}`;
}

const emptyUserOther: UserOther = {
  realName: null,
  birthDate: null,
  email: null,
  nationality: null,
  address: null,
  city: null,
  occupation: null,
  sourceOfFunds: null,
};

/** Stored details over the all-null default, so fields never given read as null. */
function toUserOther(stored: unknown): UserOther {
  return userOtherSchema.parse({ ...emptyUserOther, ...(stored as Partial<UserOther> | null) });
}

export function registerProfileCalls(context: ModuleContext, appConfig: AppConfigSource): void {
  const { db, config, registerCall, balanceOf } = context;
  const changesPerAccount = createRateLimiter({ limit: config.accountChangesPerMinute, windowMs: 60_000 });

  function limitChanges(userId: number): void {
    if (!changesPerAccount.tryHit(String(userId))) {
      throw new ApiError(errorCodes.rateLimited, 'Too many changes, please wait a minute');
    }
  }

  registerCall(apiCalls.updateProfile, async (context) => {
    const { userId } = requireSession(context);
    const { nickname, avatar } = context.body;
    limitChanges(userId);
    const { config } = await appConfig.current();
    if (nickname !== undefined) {
      // The nickname is the spec's "username": its length limit is the app config's.
      checkLength('nickname', nickname, config.lengthLimits.username);
      checkPrintable('nickname', nickname);
    }
    if (avatar !== undefined) {
      const stock = config.appGenericImgList.filter((image) =>
        image.uniqueKey.startsWith(stockAvatarKeyPrefix),
      );
      if (!stock.some((image) => image.img === avatar)) {
        throw new ApiError(errorCodes.unknownAvatar, 'avatar: not one of the stock avatars', {
          field: 'avatar',
        });
      }
    }
    await db.query(
      'UPDATE users SET nickname = COALESCE($2, nickname), avatar = COALESCE($3, avatar) WHERE id = $1',
      [userId, nickname ?? null, avatar ?? null],
    );
    const user = await loadUserInfo(db, userId, balanceOf);
    if (!user) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
    return user;
  });

  registerCall(apiCalls.appUserOther, async (context) => {
    const { userId } = requireSession(context);
    const { rows } = await db.query<{ user_other: unknown }>('SELECT user_other FROM users WHERE id = $1', [
      userId,
    ]);
    return toUserOther(rows[0]?.user_other ?? null);
  });

  registerCall(apiCalls.updateAppUserOther, async (context) => {
    const { userId } = requireSession(context);
    const details = context.body;
    limitChanges(userId);
    for (const field of [
      'realName',
      'nationality',
      'address',
      'city',
      'occupation',
      'sourceOfFunds',
    ] as const) {
      const value = details[field];
      if (value !== undefined) checkPrintable(field, value);
    }
    const { birthDate } = details;
    if (
      birthDate !== undefined &&
      (birthDate < earliestBirthDate || birthDate > latestAdultBirthDate(new Date()))
    ) {
      throw new ApiError(
        errorCodes.birthDateOutOfRange,
        `birthDate: players must be ${minimumAge} or older (and born after ${earliestBirthDate})`,
        { field: 'birthDate' },
      );
    }
    // Only the contract's fields reach here (the request schema is strict); the common body
    // fields are left out so they are never stored as details.
    const changes = Object.fromEntries(
      Object.keys(emptyUserOther)
        .map((field) => [field, details[field as keyof UserOther]])
        .filter(([, value]) => value !== undefined),
    );
    const { rows } = await db.query<{ user_other: unknown }>(
      `UPDATE users SET user_other = COALESCE(user_other, '{}'::jsonb) || $2::jsonb WHERE id = $1
       RETURNING user_other`,
      [userId, JSON.stringify(changes)],
    );
    if (!rows[0]) throw new ApiError(errorCodes.unauthorized, 'Sign in required');
    return toUserOther(rows[0].user_other);
  });
}
