import * as z from 'zod';
import { rankingPageSize, recordPageSize } from '../constants';
import {
  catalogueIdSchema,
  countSchema,
  hundredthsSchema,
  idSchema,
  isoDateTimeSchema,
} from '../schema-primitives';
import { defineCall } from './define-call';
import { jackpotRoutes } from './jackpot-routes';

// The lucky jackpot (spec 3 "Jackpot draw info", "Jackpot result", "Rank and record rows"; spec 7
// "Jackpot"; spec 9 "Jackpot spin"). The spec names no draw call and shows no fields of a few
// things: `jackpotDraw`, `rotateJackpotSeed`, `drawChances`, `fairness` and the proof are our design
// (ADR 0036, api/README.md "Lucky jackpot"). The grid's ten cells are the app config's
// `jackpotConfigList`. Money is hundredths.

/** A range `[min, max]` in hundredths: what a tier's number is shown within (spec 9). */
const sectionSchema = z.tuple([hundredthsSchema, hundredthsSchema]);

/** Where a player's draws stand: the committed seed, the player's seed and the next draw's nonce. */
const fairnessSchema = z.object({
  /** sha256 (hex) of the server seed the next draws use; the seed is revealed on rotation. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The next draw's nonce; it counts the draws made with this server seed. */
  nonce: countSchema,
});

/**
 * A row of the lucky-winner ticker, the rank and the records (spec 3 "Rank and record rows": id,
 * nickname, avatar, amountSection, createTime). Another player's nickname comes masked.
 */
const winnerRowSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  avatar: z.string(),
  /** What was won, as shown: a coin amount ("1,250.00") or a prop ("Points x 10"); for ranks, the total. */
  amountSection: z.string(),
  createTime: isoDateTimeSchema,
});

/** The pool, its four tiers and the player's chances (spec 3 "Jackpot draw info"). */
const getJackpotDrawInfo = defineCall({
  ...jackpotRoutes.getJackpotDrawInfo,
  request: z.strictObject({}),
  response: z.object({
    /** The four tiers together. */
    total: hundredthsSchema,
    megaJackpot: hundredthsSchema,
    majorJackpot: hundredthsSchema,
    minorJackpot: hundredthsSchema,
    miniJackpot: hundredthsSchema,
    megaSection: sectionSchema,
    majorSection: sectionSchema,
    minorSection: sectionSchema,
    miniSection: sectionSchema,
    /** Chances earned today and not yet received (receiveDrawChance takes them). */
    canReceiveDrawChance: z.boolean(),
    /** Deposited today per chance earned (0: deposits earn none). */
    needDeposit: hundredthsSchema,
    /** Staked today (settled rounds) per chance earned (0: stakes earn none). */
    needTyping: hundredthsSchema,
    /** The latest wins, newest first, for the ticker. */
    jackpotWinnerList: z.array(winnerRowSchema),
    /** Received chances not yet drawn; 0 logged out. */
    drawChances: countSchema,
    /** Chances earned today (received or not), and the most a day can earn. */
    chancesEarnedToday: countSchema,
    dailyChanceLimit: countSchema,
    /** False while the LuckyJackpot activity (type 47) is off: draws answer 1002. */
    activityOn: z.boolean(),
    /** The player's provably fair standing; null logged out. */
    fairness: fairnessSchema.nullable(),
  }),
});

/** Takes every chance earned today and not yet received. */
const receiveDrawChance = defineCall({
  ...jackpotRoutes.receiveDrawChance,
  request: z.strictObject({}),
  response: z.object({ received: countSchema, drawChances: countSchema }),
});

/** How a draw can be recomputed (`jackpot-hmac-sha256-v1`, api/README.md "Lucky jackpot"). */
const drawProofSchema = z.object({
  scheme: z.literal('jackpot-hmac-sha256-v1'),
  serverSeedHash: z.string(),
  /** Revealed once the player rotates the seed; null before. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: countSchema,
  /** The grid cells' ids and weights when the draw was made, in the order the float is laid over. */
  weights: z.array(z.object({ id: idSchema, weight: countSchema })),
});

/**
 * One chance spent (spec 3 "Jackpot result": id, propId, count, type, bonus, amountSection). `id`
 * is the winning cell's `jackpotConfigList` id; a type-2 result is a jackpot prize whose `bonus` is
 * paid from its tier and goes on to the wheel.
 */
const jackpotResultSchema = z.object({
  id: idSchema,
  propId: catalogueIdSchema,
  count: countSchema,
  type: z.int(),
  /** Coin paid (hundredths): the tier's pool for a jackpot prize, the cell's coin otherwise, 0 for other props. */
  bonus: hundredthsSchema,
  amountSection: z.string(),
  /** This draw's record id. */
  drawId: idSchema,
  drawChances: countSchema,
  /** The player's coin balance after the draw (hundredths). */
  coin: hundredthsSchema,
  proof: drawProofSchema,
});

const jackpotDraw = defineCall({
  ...jackpotRoutes.jackpotDraw,
  request: z.strictObject({}),
  response: jackpotResultSchema,
});

/** The player's own draws, newest first (spec 7: pageSize 20, data.list and data.pages). */
const getPersonJackpotDrawAwardLog = defineCall({
  ...jackpotRoutes.getPersonJackpotDrawAwardLog,
  request: z.strictObject({
    pageNum: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(100).default(recordPageSize),
  }),
  response: z.object({
    list: z.array(
      winnerRowSchema.extend({
        propId: catalogueIdSchema,
        count: countSchema,
        type: z.int(),
        bonus: hundredthsSchema,
        proof: drawProofSchema,
      }),
    ),
    total: countSchema,
    pages: countSchema,
  }),
});

const rankRowSchema = winnerRowSchema.extend({ rank: idSchema, total: hundredthsSchema });

/**
 * Players by coin won in draws this UTC month (spec 7: pageSize 10, data.allRank.list,
 * data.allRank.pages, data.personRank); `personRank` is null before the player's first win.
 */
const getJackpotRank = defineCall({
  ...jackpotRoutes.getJackpotRank,
  request: z.strictObject({
    pageNum: z.int().min(1).default(1),
    pageSize: z.int().min(1).max(100).default(rankingPageSize),
  }),
  response: z.object({
    allRank: z.object({ list: z.array(rankRowSchema), pages: countSchema }),
    personRank: rankRowSchema.nullable(),
  }),
});

/**
 * Reveals the server seed in use and commits to a new one; the nonce starts again at 0. A client
 * seed (1 to 64 letters, digits, `-` or `_`) replaces the player's; none keeps it.
 */
const rotateJackpotSeed = defineCall({
  ...jackpotRoutes.rotateJackpotSeed,
  request: z.strictObject({
    clientSeed: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }),
  response: z.object({
    revealed: z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      draws: countSchema,
    }),
    fairness: fairnessSchema,
  }),
});

export const jackpotCalls = {
  getJackpotDrawInfo,
  receiveDrawChance,
  jackpotDraw,
  getPersonJackpotDrawAwardLog,
  getJackpotRank,
  rotateJackpotSeed,
};
export type JackpotResult = z.infer<typeof jackpotResultSchema>;
export type JackpotDrawProof = z.infer<typeof drawProofSchema>;
