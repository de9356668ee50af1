import {
  activityTypeIds,
  couponExpiry,
  type JackpotAwardConfig,
  jackpotResultTypes,
  propIdRanges,
} from '@casino/contracts';
import { jackpotAwardConfigSchema } from '@casino/contracts/schemas';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { ApiError, type ErrorCode, errorCodes } from '../../http/api-error.js';
import { checkAwards, InvalidRewardError, isCoupon } from '../rewards/rewards.js';
import { rewardsBudgetName } from '../wallet/wallet-accounts.js';
import {
  type JackpotRules,
  type JackpotTier,
  jackpotCountProp,
  jackpotRulesSchema,
  jackpotTiers,
  tierOfProp,
  weightedCells,
} from './jackpot-rules.js';
import { utcDayOf } from './jackpot-store.js';

/** How long a draw waits for the player's or a tier's lock before answering 1003 (nothing spent). */
const drawLockTimeout = '2s';
const coinProp = propIdRanges.coin.min;
/** Draws in a row that may find the rules changed under them before one answers 1003. */
const staleRetries = 3;
/** `jackpot_draw`'s refusals (SQLSTATE JP001, the code as its detail). */
const refusalCodes: Readonly<Record<string, ErrorCode>> = {
  [errorCodes.noDrawChance]: errorCodes.noDrawChance,
  [errorCodes.jackpotActivityOff]: errorCodes.jackpotActivityOff,
  [errorCodes.dailyDrawLimit]: errorCodes.dailyDrawLimit,
};
const busy = () => new ApiError(errorCodes.jackpotBusy, 'The jackpot is busy with another draw: try again');

/**
 * The rules and cells a draw runs on, validated once (zod) and kept while their stored text stays
 * the same: `jackpot_draw` compares the md5s with what is stored now and raises JP000 when they
 * differ, whoever changed them (the operator API, a seed, SQL), and the draw reads them again.
 */
interface DrawPlan {
  rulesMd5: string;
  cellsMd5: string;
  rules: JackpotRules;
  cells: JackpotAwardConfig[];
  /** [{ id, weight }] of every cell, in order: what each draw stores and its proof shows. */
  weights: { id: number; weight: number }[];
  weightsJson: string;
  tiers: (JackpotTier | null)[];
  /** Why the rewards service would refuse a cell's prize (a prop outside the catalogue), or null. */
  refusals: (string | null)[];
}

/** The stored rules and cells; null when there is no LuckyJackpot activity or its rules do not parse. */
async function loadDrawPlan(db: Queryable): Promise<DrawPlan | null> {
  const { rows } = await db.query<{
    config: unknown;
    rules_md5: string | null;
    cells: unknown;
    cells_md5: string;
  }>(
    `SELECT a.config, md5(a.config::text) AS rules_md5, s.value AS cells,
            coalesce(md5(s.value::text), '') AS cells_md5
       FROM activities AS a
       LEFT JOIN app_settings AS s ON s.key = 'jackpotConfigList'
      WHERE a.type_id = $1 ORDER BY a.id LIMIT 1`,
    [activityTypeIds.LuckyJackpot],
  );
  const row = rows[0];
  const parsed = jackpotRulesSchema.safeParse(row?.config);
  if (!row || row.rules_md5 === null || !parsed.success) return null;
  const rules = parsed.data;
  const cells = z.array(jackpotAwardConfigSchema).parse(row.cells ?? []);
  const weights = weightedCells(cells, rules).map(({ cell, weight }) => ({ id: cell.id, weight }));
  const tiers = cells.map((cell) =>
    cell.type === jackpotResultTypes.jackpotPrize
      ? (tierOfProp[cell.propId] ?? (cell.propId === jackpotCountProp ? 'mini' : null))
      : null,
  );
  const refusals = cells.map((cell, index) => {
    // Tier and coin prizes pay coin, which the rewards service always takes.
    if (tiers[index] || cell.propId === coinProp || cell.count <= 0) return null;
    try {
      checkAwards([{ propId: cell.propId, count: cell.count }], new Date());
      return null;
    } catch (error) {
      if (error instanceof InvalidRewardError) return error.message;
      throw error;
    }
  });
  return {
    rulesMd5: row.rules_md5,
    cellsMd5: row.cells_md5,
    rules,
    cells,
    weights,
    weightsJson: JSON.stringify(weights),
    tiers,
    refusals,
  };
}

interface DrawnRow {
  drawn_id: number;
  drawn_cell: number;
  drawn_bonus: number;
  drawn_chances: number;
  drawn_nonce: number;
  drawn_seed_hash: string;
  drawn_client_seed: string;
  drawn_coin: number;
}

const raised = (error: unknown) =>
  typeof error === 'object' && error !== null
    ? (error as { code?: unknown; detail?: unknown; message?: unknown })
    : {};

/** One call of `jackpot_draw` on a plan; its refusals as the API's errors. */
async function drawOnPlan(db: Queryable, plan: DrawPlan, playerId: number, now: Date) {
  const { cells, rules } = plan;
  const expiry = couponExpiry(now);
  const { rows } = await db.query<DrawnRow>(
    `SELECT * FROM jackpot_draw($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb,
                                $17, $18, $19, $20, $21, $22, $23, $24)`,
    [
      playerId,
      now.toISOString(),
      utcDayOf(now),
      drawLockTimeout,
      activityTypeIds.LuckyJackpot,
      plan.rulesMd5,
      plan.cellsMd5,
      cells.map((cell) => cell.id),
      cells.map((cell) => cell.propId),
      cells.map((cell) => cell.count),
      cells.map((cell) => cell.type),
      plan.weights.map((cell) => cell.weight),
      plan.tiers,
      cells.map((cell) => isCoupon({ propId: cell.propId, count: cell.count })),
      plan.refusals,
      plan.weightsJson,
      coinProp,
      jackpotCountProp,
      rules.dailyDrawLimit,
      rules.wageringMultiple,
      [...jackpotTiers],
      jackpotTiers.map((tier) => rules.tiers[tier].seedAmount),
      expiry.toISOString(),
      rewardsBudgetName(playerId),
    ],
  );
  const row = rows[0];
  const cell = row ? cells[row.drawn_cell - 1] : undefined;
  if (!row || !cell) throw new Error(`jackpot_draw answered no cell for player ${playerId}`);
  return { row, cell };
}

/**
 * The draw (ADR 0036): one statement, `jackpot_draw` (migration 202611290220), spends one received
 * chance, decides the cell from the player's seeds, pays through the rewards service's
 * `reward_grant` (a jackpot prize from its tier, which the house then tops up with its seed amount)
 * and records the draw. The player's row is the draw lock, so parallel draws queue and each spends
 * its own chance; none is spent when anything refuses. The plan is kept between draws.
 */
export function createJackpotDraw(db: Queryable) {
  let plan: Promise<DrawPlan | null> | null = null;
  return async function draw(playerId: number, now: Date) {
    for (let attempt = 1; ; attempt += 1) {
      const current = plan ?? loadDrawPlan(db);
      plan = current;
      const loaded = await current.catch((error: unknown) => {
        if (plan === current) plan = null;
        throw error;
      });
      if (!loaded) {
        // No activity or rules that do not parse: read them again next time.
        if (plan === current) plan = null;
        throw new ApiError(errorCodes.jackpotActivityOff, 'The lucky jackpot is not running');
      }
      try {
        const { row, cell } = await drawOnPlan(db, loaded, playerId, now);
        return { row, cell, weights: loaded.weights };
      } catch (error) {
        const { code, detail, message } = raised(error);
        if (code === 'JP000') {
          if (plan === current) plan = null;
          if (attempt < staleRetries) continue;
          throw busy();
        }
        const refusal = code === 'JP001' ? refusalCodes[String(detail)] : undefined;
        if (refusal) throw new ApiError(refusal, String(message));
        if (code === 'JP002') throw new InvalidRewardError(String(message));
        if (code === '55P03') throw busy();
        throw error;
      }
    }
  };
}
