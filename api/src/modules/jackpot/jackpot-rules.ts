import { activityTypeIds, type JackpotAwardConfig } from '@casino/contracts';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';

/** The four tiers, biggest first, and the jackpot prize prop of each (spec 3: 50001 to 50004). */
export const jackpotTiers = ['mega', 'major', 'minor', 'mini'] as const;
export type JackpotTier = (typeof jackpotTiers)[number];
export const tierOfProp: Readonly<Record<number, JackpotTier>> = {
  50001: 'mega',
  50002: 'major',
  50003: 'minor',
  50004: 'mini',
};
/** Prop 50000 (spec 3: "jackpot prizes: 50000 (count)") pays its count in hundredths from the mini tier. */
export const jackpotCountProp = 50000;

const hundredths = z.int().min(0).max(10_000_000_000);

/**
 * The lucky jackpot's rules: the LuckyJackpot activity's `config` (api/seed/activities.json),
 * editable through the operator API (api/README.md "Lucky jackpot"). The grid's cells are the app
 * config's `jackpotConfigList`; their weights are here, never sent before a draw.
 */
export const jackpotRulesSchema = z.strictObject({
  /** Per tier: basis points of every settled stake it receives, and what it restarts at after paying. */
  tiers: z.strictObject(
    Object.fromEntries(
      jackpotTiers.map((tier) => [
        tier,
        z.strictObject({ contributionBp: z.int().min(0).max(1_000), seedAmount: hundredths }),
      ]),
    ) as Record<JackpotTier, z.ZodObject<{ contributionBp: z.ZodInt; seedAmount: typeof hundredths }>>,
  ),
  /** Weight of each cell by its `jackpotConfigList` id; a cell with no weight is never drawn. */
  cellWeights: z
    .array(z.strictObject({ id: z.int().positive(), weight: z.int().min(0).max(1_000_000) }))
    .min(1)
    .refine(
      (weights) => new Set(weights.map((cell) => cell.id)).size === weights.length,
      'a cell is weighted twice',
    )
    .refine((weights) => weights.some((cell) => cell.weight > 0), 'no cell can be drawn'),
  /** Hundredths deposited in a UTC day per chance earned; 0: deposits earn none. */
  needDeposit: hundredths,
  /** Hundredths staked (settled rounds) in a UTC day per chance earned; 0: stakes earn none. */
  needTyping: hundredths,
  /** The most chances a player earns in a UTC day. */
  dailyChanceLimit: z.int().min(0).max(1_000),
  /** The most draws a player makes in a UTC day (error 1004 beyond). */
  dailyDrawLimit: z.int().min(1).max(1_000),
  /** How many times coin won must be staked before a withdrawal. */
  wageringMultiple: z.int().min(0).max(100),
  /** How far either side of a tier's amount its shown number may be, in basis points (spec 9's sections). */
  sectionSpreadBp: z.int().min(0).max(5_000),
});
export type JackpotRules = z.output<typeof jackpotRulesSchema>;

export interface JackpotActivity {
  rules: JackpotRules;
  /** Enabled and inside its dates now. */
  on: boolean;
}

/** The LuckyJackpot activity and its rules; null when there is none or its rules do not parse. */
export async function loadJackpotActivity(db: Queryable, now: Date): Promise<JackpotActivity | null> {
  const { rows } = await db.query<{
    status: number;
    start_time: Date | null;
    end_time: Date | null;
    config: unknown;
  }>('SELECT status, start_time, end_time, config FROM activities WHERE type_id = $1', [
    activityTypeIds.LuckyJackpot,
  ]);
  const row = rows[0];
  if (!row) return null;
  const parsed = jackpotRulesSchema.safeParse(row.config);
  if (!parsed.success) return null;
  const started = !row.start_time || new Date(row.start_time) <= now;
  const notEnded = !row.end_time || new Date(row.end_time) > now;
  return { rules: parsed.data, on: row.status === 1 && started && notEnded };
}

/** The cells a draw chooses among, in `jackpotConfigList` order, with their weights. */
export function weightedCells(cells: readonly JackpotAwardConfig[], rules: JackpotRules) {
  const weightOf = new Map(rules.cellWeights.map((cell) => [cell.id, cell.weight]));
  return cells.map((cell) => ({ cell, weight: weightOf.get(cell.id) ?? 0 }));
}
