import * as z from 'zod';
import { userInfoSchema } from '../entities/user';
import { accountRoutes } from './account-routes';
import { defineCall } from './define-call';

/**
 * The player's personal details (our design for appUserOther): what a regulated operator must
 * know for anti-money-laundering checks. `null` until given.
 */
export const userOtherSchema = z.object({
  realName: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
  email: z.email().nullable(),
  nationality: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  occupation: z.string().nullable(),
  sourceOfFunds: z.string().nullable(),
});
export type UserOther = z.infer<typeof userOtherSchema>;

/** Changes the nickname, the stock avatar, or both. */
const updateProfile = defineCall({
  ...accountRoutes.updateProfile,
  request: z
    .strictObject({
      nickname: z.string().trim().min(1).max(32).optional(),
      /** URL of one of the stock avatars. */
      avatar: z.string().min(1).optional(),
    })
    .refine((body) => body.nickname !== undefined || body.avatar !== undefined, 'Nothing to update'),
  response: userInfoSchema,
});

const appUserOther = defineCall({
  ...accountRoutes.appUserOther,
  request: z.strictObject({}),
  response: userOtherSchema,
});

/** Fills in or corrects personal details; fields left out stay as they are. */
const updateAppUserOther = defineCall({
  ...accountRoutes.updateAppUserOther,
  request: z
    .strictObject({
      realName: z.string().trim().min(1).max(128),
      birthDate: z.iso.date(),
      email: z.email(),
      nationality: z.string().trim().min(2).max(64),
      address: z.string().trim().min(1).max(256),
      city: z.string().trim().min(1).max(128),
      occupation: z.string().trim().min(1).max(128),
      sourceOfFunds: z.string().trim().min(1).max(128),
    })
    .partial()
    .refine((body) => Object.keys(body).length > 0, 'Nothing to update'),
  response: userOtherSchema,
});

/** The account calls, keyed like `accountRoutes`. */
export const accountCalls = {
  updateProfile,
  appUserOther,
  updateAppUserOther,
} as const;
