import * as z from 'zod';
import { exclusionDurations, playerLimitKinds, playerLimitPeriods } from '../protection-rules';
import { countSchema, hundredthsSchema, idSchema, isoDateTimeSchema } from '../schema-primitives';
import { defineCall } from './define-call';
import { protectionRoutes } from './protection-routes';

// Player protection (api/README.md "Player protection", ADR 0039): limits the API enforces where
// money moves, a session-time limit, time-outs and self-exclusion, and every change recorded.

const limitSchema = z.object({
  kind: z.enum(playerLimitKinds),
  period: z.enum(playerLimitPeriods),
  /** Hundredths (money) or minutes (session time, reality check interval); null: no limit. */
  amount: z.int().positive().nullable(),
  /** Counted so far this period: deposits, stakes or net loss; minutes of this session (time kinds). */
  used: hundredthsSchema,
  /** A raise waiting for its time (null when none, or when the removal waits). */
  pendingAmount: z.int().positive().nullable(),
  pendingRemoval: z.boolean(),
  /** When the waiting change may be confirmed. */
  pendingFrom: isoDateTimeSchema.nullable(),
});
export type PlayerLimit = z.infer<typeof limitSchema>;

const changeSchema = z.object({
  id: idSchema,
  kind: z.string(),
  period: z.string().nullable(),
  change: z.enum([
    'set',
    'lowered',
    'raiseRequested',
    'removalRequested',
    'raised',
    'removed',
    'cancelled',
    'timeOut',
    'selfExclusion',
  ]),
  oldAmount: z.int().nullable(),
  newAmount: z.int().nullable(),
  until: isoDateTimeSchema.nullable(),
  createTime: isoDateTimeSchema,
});
export type PlayerProtectionChange = z.infer<typeof changeSchema>;

const protectionSchema = z.object({
  /** Every limit the player has or had, money limits first. */
  limits: z.array(limitSchema),
  /** The latest 20 changes, newest first. */
  changes: z.array(changeSchema),
  sessionMinutes: countSchema,
});
export type PlayerProtection = z.infer<typeof protectionSchema>;

const limitKey = { kind: z.enum(playerLimitKinds), period: z.enum(playerLimitPeriods) };

const getPlayerProtection = defineCall({
  ...protectionRoutes.getPlayerProtection,
  request: z.strictObject({}),
  response: protectionSchema,
});

/**
 * Sets a limit (`amount` null removes it). A first limit or a lower one applies at once; a higher
 * one or a removal waits 24 hours, then needs `confirmPlayerLimit`.
 */
const setPlayerLimit = defineCall({
  ...protectionRoutes.setPlayerLimit,
  request: z.strictObject({ ...limitKey, amount: z.int().positive().max(100_000_000_00).nullable() }),
  response: protectionSchema,
});

const confirmPlayerLimit = defineCall({
  ...protectionRoutes.confirmPlayerLimit,
  request: z.strictObject(limitKey),
  response: protectionSchema,
});

const cancelPlayerLimit = defineCall({
  ...protectionRoutes.cancelPlayerLimit,
  request: z.strictObject(limitKey),
  response: protectionSchema,
});

/** Starts a time-out or self-exclusion: every session ends, sign-in is refused until it ends. */
const excludeMyself = defineCall({
  ...protectionRoutes.excludeMyself,
  request: z
    .strictObject({
      kind: z.enum(['timeOut', 'selfExclusion']),
      duration: z.enum([...exclusionDurations.timeOut, ...exclusionDurations.selfExclusion]),
    })
    .refine(
      (body) => (exclusionDurations[body.kind] as readonly string[]).includes(body.duration),
      'a time-out lasts 24h, 7d or 30d; self-exclusion 6m or permanent',
    ),
  response: z.object({ until: isoDateTimeSchema.nullable() }),
});

const realityCheckSchema = z.object({
  /** The player's reality check interval in minutes; null: none. */
  intervalMinutes: z.int().positive().nullable(),
  /** Seconds until the next check is due (0: due now); null without a reality check. */
  dueInSeconds: countSchema.nullable(),
  /** This session so far: minutes since sign-in and the rounds opened since. */
  sessionMinutes: countSchema,
  rounds: countSchema,
  staked: hundredthsSchema,
  won: hundredthsSchema,
  /** Won less staked: negative when the player is down. */
  net: z.int(),
  /** The session-time limit in minutes, and the seconds this session has left under it. */
  sessionLimitMinutes: z.int().positive().nullable(),
  sessionEndsInSeconds: countSchema.nullable(),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/** The reality check of the caller's session: when the next one is due and what it will show. */
const getRealityCheck = defineCall({
  ...protectionRoutes.getRealityCheck,
  request: z.strictObject({}),
  response: realityCheckSchema,
});

/** The player read the reality check and plays on: the next one is due an interval from now. */
const continuePlaying = defineCall({
  ...protectionRoutes.continuePlaying,
  request: z.strictObject({}),
  response: realityCheckSchema,
});

export const protectionCalls = {
  getPlayerProtection,
  setPlayerLimit,
  confirmPlayerLimit,
  cancelPlayerLimit,
  excludeMyself,
  getRealityCheck,
  continuePlaying,
};
