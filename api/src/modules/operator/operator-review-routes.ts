import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import {
  adjustmentApprovalFrom,
  setAdjustmentApprovalFrom,
  setWithdrawalReviewFrom,
  setWithdrawalsNeedKyc,
  withdrawalReviewFrom,
  withdrawalsNeedKyc,
} from '../reviews/review-settings.js';
import type { Clock } from '../sms/sms-sender.js';
import { describeChange, idParams } from './operator-access.js';

const waitingQuery = z.strictObject({
  status: z.enum(['submitted', 'approved', 'rejected']).default('submitted'),
});
const feedbackQuery = z.strictObject({ answered: z.enum(['true', 'false']).optional() });
const rejectBody = z.strictObject({ reason: z.string().trim().min(3).max(500) });
const replyBody = z.strictObject({ reply: z.string().trim().min(1).max(2_000) });
const settingsBody = z.strictObject({
  withdrawalsNeedKyc: z.boolean(),
  /** Hundredths from which a withdrawal waits for review (0: all); null: none. Left out: unchanged. */
  withdrawalReviewFrom: z.int().min(0).max(100_000_000_00).nullable().optional(),
  /** Hundredths from which a manual adjustment needs a second operator (0: all). Left out: unchanged. */
  adjustmentApprovalFrom: z.int().min(0).max(100_000_000_00).optional(),
});

/** How many rows a review list answers: the oldest waiting first, a working day's queue. */
const reviewPageSize = 100;

export interface ReviewRouteTools {
  db: Database;
  clock: Clock;
  parse<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.output<Schema>;
  answer(reply: FastifyReply, data: unknown): FastifyReply;
  notFound(reply: FastifyReply, message: string): FastifyReply;
}

/**
 * The operator's side of KYC and feedback (api/README.md "Operator API"), inside the operator
 * API's authorised scope: review submissions with their images, approve or reject with a reason,
 * answer feedback, and the setting that makes withdrawals need verified identity.
 */
export function registerReviewRoutes(
  operator: FastifyInstance,
  { db, clock, parse, answer, notFound }: ReviewRouteTools,
): void {
  operator.get('/api/operator/v1/kyc', async (request, reply) => {
    const { status } = parse(waitingQuery, request.query, 'query');
    const { rows } = await db.query(
      `SELECT k.id, k.user_id AS "playerId", u.nickname, k.id_type AS "idType", k.id_number AS "idNumber",
              k.front_file_id AS "frontFileId", k.back_file_id AS "backFileId", k.selfie_file_id AS "selfieFileId",
              k.status, k.reason, k.created_at AS "submittedAt", k.reviewed_at AS "reviewedAt"
         FROM kyc_submissions AS k JOIN users AS u ON u.id = k.user_id
        WHERE k.status = $1 ORDER BY k.id LIMIT $2`,
      [status, reviewPageSize],
    );
    return answer(reply, { list: rows });
  });

  // The image itself: operators only (this scope), never cached, never run as anything but a picture.
  operator.get('/api/operator/v1/files/:id', async (request, reply) => {
    const { id } = parse(idParams, request.params, 'params');
    const { rows } = await db.query<{ media_type: string; bytes: Buffer }>(
      'SELECT media_type, bytes FROM player_files WHERE id = $1',
      [id],
    );
    const file = rows[0];
    if (!file) return notFound(reply, 'No such file');
    return reply
      .header('content-type', file.media_type)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="file-${id}"`)
      .send(Buffer.from(file.bytes));
  });

  async function review(id: number, status: 'approved' | 'rejected', reason: string | null) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: number }>(
        `UPDATE kyc_submissions SET status = $2, reason = $3, reviewed_at = $4
          WHERE id = $1 AND status = 'submitted' RETURNING user_id`,
        [id, status, reason, clock()],
      );
      const playerId = rows[0]?.user_id;
      if (playerId === undefined) return null;
      if (status === 'approved') {
        await tx.query('UPDATE users SET kyc_verified_at = $2 WHERE id = $1', [playerId, clock()]);
      }
      return { id, playerId: Number(playerId), status, reason };
    });
  }

  operator.post('/api/operator/v1/kyc/:id/approve', async (request, reply) => {
    const { id } = parse(idParams, request.params, 'params');
    const reviewed = await review(id, 'approved', null);
    if (reviewed)
      describeChange(request, { target: `kyc=${id}`, before: { status: 'submitted' }, after: reviewed });
    return reviewed
      ? answer(reply, reviewed)
      : notFound(reply, 'No submission waits for review with this id');
  });

  operator.post('/api/operator/v1/kyc/:id/reject', async (request, reply) => {
    const { id } = parse(idParams, request.params, 'params');
    const { reason } = parse(rejectBody, request.body, 'body');
    const reviewed = await review(id, 'rejected', reason);
    if (reviewed)
      describeChange(request, { target: `kyc=${id}`, before: { status: 'submitted' }, after: reviewed });
    return reviewed
      ? answer(reply, reviewed)
      : notFound(reply, 'No submission waits for review with this id');
  });

  operator.get('/api/operator/v1/feedback', async (request, reply) => {
    const { answered } = parse(feedbackQuery, request.query, 'query');
    const filter =
      answered === undefined
        ? ''
        : answered === 'true'
          ? 'WHERE f.reply IS NOT NULL'
          : 'WHERE f.reply IS NULL';
    const { rows } = await db.query<{ imageFileIds: (number | string)[] }>(
      `SELECT f.id, f.user_id AS "playerId", u.nickname, f.message, f.image_file_ids AS "imageFileIds",
              f.reply, f.replied_at AS "repliedAt", f.created_at AS "createdAt"
         FROM feedback_messages AS f JOIN users AS u ON u.id = f.user_id ${filter}
        ORDER BY f.id LIMIT $1`,
      [reviewPageSize],
    );
    return answer(reply, {
      list: rows.map((row) => ({ ...row, imageFileIds: row.imageFileIds.map(Number) })),
    });
  });

  operator.post('/api/operator/v1/feedback/:id/reply', async (request, reply) => {
    const { id } = parse(idParams, request.params, 'params');
    const { reply: text } = parse(replyBody, request.body, 'body');
    // A new reply is unread again.
    const { rows } = await db.query<{ id: number; before: string | null }>(
      `UPDATE feedback_messages AS f SET reply = $2, replied_at = $3, reply_read_at = NULL
         FROM feedback_messages AS old WHERE f.id = $1 AND old.id = f.id RETURNING f.id, old.reply AS before`,
      [id, text, clock()],
    );
    if (rows[0])
      describeChange(request, {
        target: `feedback=${id}`,
        before: { reply: rows[0].before },
        after: { reply: text },
      });
    return rows[0] ? answer(reply, { id, reply: text }) : notFound(reply, 'No such feedback');
  });

  const reviewSettings = async () => ({
    withdrawalsNeedKyc: await withdrawalsNeedKyc(db),
    withdrawalReviewFrom: await withdrawalReviewFrom(db),
    adjustmentApprovalFrom: await adjustmentApprovalFrom(db),
  });

  operator.get('/api/operator/v1/settings/reviews', async (_request, reply) =>
    answer(reply, await reviewSettings()),
  );

  operator.put('/api/operator/v1/settings/reviews', async (request, reply) => {
    const body = parse(settingsBody, request.body, 'body');
    const before = await reviewSettings();
    await setWithdrawalsNeedKyc(db, body.withdrawalsNeedKyc);
    if (body.withdrawalReviewFrom !== undefined) await setWithdrawalReviewFrom(db, body.withdrawalReviewFrom);
    if (body.adjustmentApprovalFrom !== undefined)
      await setAdjustmentApprovalFrom(db, body.adjustmentApprovalFrom);
    const after = await reviewSettings();
    describeChange(request, { before, after });
    return answer(reply, after);
  });
}
