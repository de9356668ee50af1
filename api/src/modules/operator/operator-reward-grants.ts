import { couponExpiry } from '@casino/contracts';
import { vipLevelSchema } from '@casino/contracts/schemas';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { grantReward, InvalidRewardError, type RewardGrant } from '../rewards/rewards.js';
import type { Clock } from '../sms/sms-sender.js';

/** `POST /api/operator/v1/players/:playerId/rewards`: which player. */
export const rewardGrantParams = z.strictObject({
  playerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * What an operator grants: awards as the seed files write them (`[{ id: prop id, count }]`, coin
 * in hundredths), a reference that makes the grant once-only for the player (a retry with the same
 * reference grants nothing more), the wagering the coin asks for, and when its coupons expire.
 */
export const rewardGrantBody = z.strictObject({
  reference: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, ., _ and - only'),
  awards: vipLevelSchema.shape.dailyAward.min(1).max(20),
  /** Times the coin must be staked before a withdrawal; 1 unless given. */
  wageringMultiple: z.int().min(0).max(100).default(1),
  /** When the grant's coupons expire; a week from now unless given. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

/** The grant is refused as asked (an expiry in the past, a prop outside the catalogue, ...). */
export class RewardGrantRefusal extends Error {
  override name = 'RewardGrantRefusal';
}

/** The player is unknown. */
export class UnknownPlayerError extends Error {
  override name = 'UnknownPlayerError';
}

/**
 * Grants an operator's reward through the rewards service (ADR 0034, 0036), under the source key
 * `operator:grant:<player>:<reference>`: the way an operator hands out coupons (and coin or points)
 * until the operator console has pages for it.
 */
export async function grantOperatorReward(
  db: Database,
  clock: Clock,
  playerId: number,
  body: z.output<typeof rewardGrantBody>,
): Promise<RewardGrant> {
  const now = clock();
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : couponExpiry(now);
  if (expiresAt <= now) throw new RewardGrantRefusal('body.expiresAt: must be in the future');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM users WHERE id = $1', [playerId]);
    if (rows.length === 0) throw new UnknownPlayerError(`There is no player ${playerId}`);
    try {
      return await grantReward(tx, {
        module: 'operator',
        event: 'grant',
        playerId,
        period: body.reference,
        awards: body.awards.map((award) => ({ propId: award.id, count: award.count })),
        wageringMultiple: body.wageringMultiple,
        expiresAt,
      });
    } catch (error) {
      if (error instanceof InvalidRewardError) throw new RewardGrantRefusal(`body.awards: ${error.message}`);
      throw error;
    }
  });
}
