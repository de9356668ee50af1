import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';

const rewindBody = z.strictObject({
  userId: z.int().positive(),
  hours: z
    .number()
    .positive()
    .max(24 * 366),
});

/**
 * Development and tests only: moves a player's protection clock forward by moving its stored times
 * back (a waiting limit change's time, a break's end, the start of its sessions), so an e2e test
 * sees 24 hours, or a reality check's 15 minutes, pass at once.
 */
export function registerProtectionDevRoutes(app: FastifyInstance, db: Database): void {
  app.post('/api/dev/protection/rewind', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = rewindBody.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ ok: false, message: parsed.error.issues[0]?.message });
    const { userId, hours } = parsed.data;
    await db.query(
      `UPDATE player_limits SET pending_from = pending_from - make_interval(secs => $2::float8 * 3600)
        WHERE user_id = $1 AND pending_from IS NOT NULL`,
      [userId, hours],
    );
    // The player's live sessions began earlier: the session-time limit and the reality check see
    // that much more time played.
    await db.query(
      `UPDATE sessions SET created_at = created_at - make_interval(secs => $2::float8 * 3600),
         reality_checked_at = reality_checked_at - make_interval(secs => $2::float8 * 3600)
        WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId, hours],
    );
    await db.query(
      `UPDATE player_exclusions SET until = until - make_interval(secs => $2::float8 * 3600)
        WHERE user_id = $1 AND until IS NOT NULL`,
      [userId, hours],
    );
    return { ok: true };
  });
}
