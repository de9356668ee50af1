import type { KycStatus } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { Queryable } from '../../db/database.js';
import { recordPage } from '../../db/paging.js';
import { requireSession, type UploadedFile } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import type { ModuleContext } from '../../module-context.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import { ownFiles, storePlayerImage } from './player-files.js';
import { withdrawalsNeedKyc } from './review-settings.js';

/** Uploads a player may make in an hour (KYC and feedback together): enough to retry, not to flood. */
const uploadsPerHour = 60;

interface SubmissionRow {
  id_type: KycStatus['idType'];
  id_number: string;
  status: 'submitted' | 'approved' | 'rejected';
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

/** The player's latest submission as the app shows it. */
export async function kycStatusOf(db: Queryable, userId: number): Promise<KycStatus> {
  const [{ rows }, needKyc] = await Promise.all([
    db.query<SubmissionRow>(
      `SELECT id_type, id_number, status, reason, created_at, reviewed_at FROM kyc_submissions
        WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [userId],
    ),
    withdrawalsNeedKyc(db),
  ]);
  const latest = rows[0];
  return {
    status: latest?.status ?? 'none',
    idType: latest?.id_type ?? null,
    idNumberEnding: latest ? latest.id_number.slice(-4) : null,
    reason: latest?.reason ?? null,
    submittedAt: latest ? new Date(latest.created_at).toISOString() : null,
    reviewedAt: latest?.reviewed_at ? new Date(latest.reviewed_at).toISOString() : null,
    withdrawalsNeedKyc: needKyc,
  };
}

interface FeedbackRowData {
  id: number;
  message: string;
  image_file_ids: number[];
  reply: string | null;
  replied_at: Date | null;
  reply_read_at: Date | null;
  created_at: Date;
}

const feedbackRow = (row: FeedbackRowData) => ({
  id: Number(row.id),
  preview: row.message.length > 120 ? `${row.message.slice(0, 119)}…` : row.message,
  imageCount: row.image_file_ids.length,
  createTime: new Date(row.created_at).toISOString(),
  replied: row.reply !== null,
  unreadReply: row.reply !== null && row.reply_read_at === null,
});

/**
 * Identity verification and feedback (api/README.md "KYC and feedback", ADR 0040): images in, one
 * by one, checked and stripped; a submission or message names them; operators review and reply
 * through the operator API.
 */
export function registerReviewCalls(context: ModuleContext, appConfig: AppConfigSource): void {
  const { db, registerCall } = context;
  const uploads = createRateLimiter({ limit: uploadsPerHour, windowMs: 3_600_000 });
  const limitUploads = (userId: number) => {
    if (!uploads.tryHit(String(userId)))
      throw new ApiError(errorCodes.rateLimited, 'Too many uploads: try again later');
  };
  const uploadOptions = { formData: true, bodyLimitBytes: 6 * 1024 * 1024 };

  registerCall(
    apiCalls.uploadKyc,
    async (call) => {
      const { userId } = requireSession(call);
      limitUploads(userId);
      const fileId = await storePlayerImage(db, userId, 'kyc', call.body.file as UploadedFile);
      return { fileId, side: call.body.side };
    },
    uploadOptions,
  );

  registerCall(apiCalls.addKyc, async (call) => {
    const { userId } = requireSession(call);
    const { idType, idNumber, frontFileId, backFileId, selfieFileId } = call.body;
    const fileIds = [frontFileId, selfieFileId, ...(backFileId === undefined ? [] : [backFileId])];
    if (new Set(fileIds).size !== fileIds.length) {
      throw new ApiError(errorCodes.invalidRequest, 'Each picture must be a different upload');
    }
    await ownFiles(db, userId, 'kyc', fileIds);
    const current = await kycStatusOf(db, userId);
    if (current.status === 'approved')
      throw new ApiError(errorCodes.kycAlreadyApproved, 'Your identity is verified already');
    try {
      await db.query(
        `INSERT INTO kyc_submissions (user_id, id_type, id_number, front_file_id, back_file_id, selfie_file_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [userId, idType, idNumber.toUpperCase(), frontFileId, backFileId ?? null, selfieFileId],
      );
    } catch (error) {
      // The unique index: a submission is waiting already (two taps, two tabs).
      if ((error as { code?: string }).code === '23505') {
        throw new ApiError(errorCodes.kycWaiting, 'Your documents are being reviewed');
      }
      throw error;
    }
    return kycStatusOf(db, userId);
  });

  registerCall(apiCalls.kyc, async (call) => kycStatusOf(db, requireSession(call).userId));

  registerCall(
    apiCalls.uploadFeedbackImage,
    async (call) => {
      const { userId } = requireSession(call);
      limitUploads(userId);
      return { fileId: await storePlayerImage(db, userId, 'feedback', call.body.file as UploadedFile) };
    },
    uploadOptions,
  );

  registerCall(apiCalls.addFeedback, async (call) => {
    const { userId } = requireSession(call);
    const { message, imageFileIds } = call.body;
    const { config } = await appConfig.current();
    const limit = config.feedbackConfig.imagesLimit;
    if (imageFileIds.length > limit) {
      throw new ApiError(errorCodes.invalidRequest, `imageFileIds: at most ${limit} images`, {
        field: 'imageFileIds',
        max: limit,
      });
    }
    await ownFiles(db, userId, 'feedback', imageFileIds);
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO feedback_messages (user_id, message, image_file_ids) VALUES ($1, $2, $3::bigint[]) RETURNING id',
      [userId, message, imageFileIds],
    );
    return { id: Number(rows[0]?.id) };
  });

  registerCall(apiCalls.getFeedbackList, async (call) => {
    const { userId } = requireSession(call);
    const { rows, total, pages } = await recordPage<FeedbackRowData>(
      db,
      {
        columns: 'id, message, image_file_ids, reply, replied_at, reply_read_at, created_at',
        from: 'FROM feedback_messages WHERE user_id = $1',
        order: 'id DESC',
      },
      userId,
      call.body,
    );
    return { list: rows.map(feedbackRow), total, pages };
  });

  registerCall(apiCalls.getFeedbackDetail, async (call) => {
    const { userId } = requireSession(call);
    // Another player's message answers as if it did not exist.
    const { rows } = await db.query<FeedbackRowData>(
      `UPDATE feedback_messages SET reply_read_at = coalesce(reply_read_at, CASE WHEN reply IS NULL THEN NULL ELSE now() END)
        WHERE id = $1 AND user_id = $2
        RETURNING id, message, image_file_ids, reply, replied_at, reply_read_at, created_at`,
      [call.body.id, userId],
    );
    const row = rows[0];
    if (!row) throw new ApiError(errorCodes.unknownFeedback, 'No such feedback');
    return {
      ...feedbackRow(row),
      message: row.message,
      reply: row.reply,
      replyTime: row.replied_at ? new Date(row.replied_at).toISOString() : null,
    };
  });
}
