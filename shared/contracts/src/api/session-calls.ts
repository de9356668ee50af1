import * as z from 'zod';
import { activityIdsStoreSchema } from '../entities/activity';
import { appConfigSchema, maintenanceSchema } from '../entities/app-config';
import { userInfoSchema, userStoreExtrasSchema } from '../entities/user';
import { catalogueIdSchema } from '../schema-primitives';
import { defineCall, emptyResponseSchema } from './define-call';
import { sessionRoutes } from './session-routes';

/**
 * First call of every start (spec 4). It answers in the `code` envelope: 200, or 401 when the
 * stored token is no longer valid. The data carries the config fields that changed since the
 * client's copy (the game list only when `gameListVersion` differs).
 */
const preLogin = defineCall({
  ...sessionRoutes.preLogin,
  request: z.strictObject({
    /** The version of the game list the client has cached, if any. */
    gameListVersion: z.string().optional(),
    os: z.string().min(1).max(32),
    deviceModel: z.string().max(128),
    /** Push messaging token, when the player allowed notifications. */
    messagingToken: z.string().min(1).optional(),
    /** Flat facts about the device: screen size, language, time zone, ... */
    phoneinfoJsonModel: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    /** A stable id the client keeps for this device. */
    deviceId: z.string().min(1).max(128),
    /** Query parameters of the landing URL, for campaign and referral attribution. */
    urlParams: z.record(z.string(), z.string()),
  }),
  response: appConfigSchema.partial().extend({
    maintenance: maintenanceSchema,
    /** Changes whenever any config field changes; the client keeps it to detect stale copies. */
    configVersion: z.string(),
  }),
});

/** The balances and levels the home page refreshes (spec 7). */
const refreshData = defineCall({
  ...sessionRoutes.refreshData,
  request: z.strictObject({}),
  response: userInfoSchema.pick({
    coin: true,
    lottery: true,
    vip: true,
    vipExp: true,
    userLevel: true,
    bet: true,
    hasPassword: true,
  }),
});

/** What a logged-in start restores: the player, likes, history, invite code, aid and activities. */
const getAfterLoginInfoWeb = defineCall({
  ...sessionRoutes.getAfterLoginInfoWeb,
  request: z.strictObject({}),
  response: userStoreExtrasSchema
    .pick({ gameLikes: true, gameHistory: true, gameLikeIds: true, inviteCode: true, aid: true })
    .extend({ user: userInfoSchema, activities: activityIdsStoreSchema }),
});

/** The heartbeat (spec 4); `gameId` is absent outside a game. */
const online = defineCall({
  ...sessionRoutes.online,
  request: z.strictObject({ gameId: catalogueIdSchema.optional() }),
  response: emptyResponseSchema,
});

/** The session calls, keyed like `sessionRoutes`. */
export const sessionCalls = {
  preLogin,
  refreshData,
  getAfterLoginInfoWeb,
  online,
} as const;
