import * as z from 'zod';
import { recordPageSize, supportedLocales } from '../constants';
import { catalogueIdSchema, countSchema, hundredthsSchema, isoDateTimeSchema } from '../schema-primitives';
import { defineCall } from './define-call';
import { gameRoutes } from './game-routes';

/**
 * Opens a game (spec 7: startGame; spec 2: /game/start with gameId, tryIt, activityId). Our
 * design: the answer is the provider's launch URL, carrying a one-time launch token good for 60 s
 * (docs/game-provider-protocol.md), the game session it opened (any earlier open session of the
 * player is closed) and whether it is demo play, which never touches the balance.
 */
const startGame = defineCall({
  ...gameRoutes.startGame,
  request: z.strictObject({
    gameId: catalogueIdSchema,
    /** Demo play with play money (spec 2's `tryIt`). */
    tryIt: z.boolean().optional(),
    /** The activity the game was opened from, kept with the session for the activity's own rules. */
    activityId: catalogueIdSchema.optional(),
    /** The language the game opens in; en-US when left out. */
    locale: z.enum(supportedLocales).optional(),
  }),
  response: z.object({
    /** Frame it full-screen; it works once and only for 60 s. */
    launchUrl: z.string(),
    sessionId: z.uuid(),
    demo: z.boolean(),
  }),
});

/**
 * Closes the player's open game session (spec 7: exitGame); idempotent. Our design: `sessionId`
 * closes only that session (a stale tab cannot close a newer one); the answer carries the balance
 * so the host refreshes it without another call.
 */
const exitGame = defineCall({
  ...gameRoutes.exitGame,
  request: z.strictObject({ sessionId: z.uuid().optional() }),
  response: z.object({
    /** False when there was nothing open to close. */
    closed: z.boolean(),
    coin: hundredthsSchema,
  }),
});

/**
 * Likes or unlikes a game (spec 7: gameLike). Our design: the answer is the player's liked game
 * ids, most recently liked first: the user store's `gameLikeIds` as they now are.
 */
const gameLike = defineCall({
  ...gameRoutes.gameLike,
  request: z.strictObject({ gameId: catalogueIdSchema, like: z.boolean() }),
  response: z.object({ gameLikeIds: z.array(catalogueIdSchema) }),
});

const betRecordStatuses = ['open', 'settled', 'rolled_back'] as const;

/** One round of a game as the player's bet records show it (our design). */
export const betRecordRowSchema = z.object({
  /** The provider's round id. */
  roundId: z.string(),
  gameId: catalogueIdSchema,
  gameName: z.string(),
  stake: hundredthsSchema,
  win: hundredthsSchema,
  /** `open` while the round is in play; `rolled_back` when its stake was returned. */
  status: z.enum(betRecordStatuses),
  /** When the bet was placed. */
  createdAt: isoDateTimeSchema,
  settledAt: isoDateTimeSchema.nullable(),
  /** Where the round's fairness proof is shown; null when the provider publishes none. */
  proofUrl: z.string().nullable(),
});
export type BetRecordRow = z.infer<typeof betRecordRowSchema>;

/**
 * The player's game rounds, newest first (spec 7: betRecord). Paged like appUserCoinDetail: the
 * client asks for the next page until `pageNum` reaches `pages` ('No more').
 */
const betRecord = defineCall({
  ...gameRoutes.betRecord,
  request: z.strictObject({
    pageNum: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(100).default(recordPageSize),
    gameId: catalogueIdSchema.optional(),
    /** Inclusive UTC day, YYYY-MM-DD, of the bet. */
    startDate: z.iso.date().optional(),
    /** Inclusive UTC day, YYYY-MM-DD, of the bet. */
    endDate: z.iso.date().optional(),
  }),
  response: z.object({ list: z.array(betRecordRowSchema), total: countSchema, pages: countSchema }),
});

/** Totals of settled rounds (rolled-back ones returned their stake and count for nothing). */
const betTotalsSchema = z.object({
  rounds: countSchema,
  stake: hundredthsSchema,
  win: hundredthsSchema,
});

/** The longest range one betRecordReport covers. */
const maxBetReportDays = 92;

/**
 * The player's settled rounds summed per UTC day and per game over a range of days (spec 7:
 * betRecordReport; our design). Days and games without rounds are left out.
 */
const betRecordReport = defineCall({
  ...gameRoutes.betRecordReport,
  request: z
    .strictObject({
      /** Inclusive UTC day, YYYY-MM-DD. */
      startDate: z.iso.date(),
      /** Inclusive UTC day, YYYY-MM-DD; at most 92 days after `startDate`. */
      endDate: z.iso.date(),
    })
    .refine((body) => body.startDate <= body.endDate, 'startDate must not be after endDate')
    .refine(
      (body) => Date.parse(body.endDate) - Date.parse(body.startDate) <= maxBetReportDays * 86_400_000,
      `The range may span at most ${maxBetReportDays} days`,
    ),
  response: z.object({
    /** Oldest day first. */
    days: z.array(betTotalsSchema.extend({ date: z.iso.date() })),
    /** Largest stake first. */
    games: z.array(betTotalsSchema.extend({ gameId: catalogueIdSchema, gameName: z.string() })),
    total: betTotalsSchema,
  }),
});

/** The game calls, keyed like `gameRoutes`. */
export const gameCalls = {
  startGame,
  exitGame,
  gameLike,
  betRecord,
  betRecordReport,
} as const;
