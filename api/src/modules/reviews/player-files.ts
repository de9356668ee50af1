import { createHash } from 'node:crypto';
import { maxUploadBytes } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import type { UploadedFile } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { checkImage, type ImageRefusal, ImageRefusedError } from '../uploads/image-checks.js';

export type FilePurpose = 'kyc' | 'feedback';

const refusalMessages: Record<ImageRefusal, string> = {
  tooLarge: `file: larger than ${maxUploadBytes / 1024 / 1024} MB`,
  notAnImage: 'file: not a JPEG, PNG or WebP image',
  malformed: 'file: the image is damaged or incomplete',
  trailingData: 'file: holds data after the image',
  embeddedContent: 'file: holds content that is not a picture',
};

/**
 * Checks an uploaded image by its content, strips its metadata and keeps it for the player. The
 * stored bytes are never served to players: only the operator API reads them back.
 */
export async function storePlayerImage(
  db: Queryable,
  userId: number,
  purpose: FilePurpose,
  file: UploadedFile,
): Promise<number> {
  let image: ReturnType<typeof checkImage>;
  try {
    image = checkImage(file.bytes(), maxUploadBytes);
  } catch (error) {
    if (!(error instanceof ImageRefusedError)) throw error;
    throw new ApiError(errorCodes.imageRefused, refusalMessages[error.reason], {
      field: 'file',
      reason: error.reason,
    });
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO player_files (user_id, purpose, media_type, width, height, bytes, sha256)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      userId,
      purpose,
      image.mediaType,
      image.width,
      image.height,
      image.bytes,
      createHash('sha256').update(image.bytes).digest('hex'),
    ],
  );
  return Number(rows[0]?.id);
}

/**
 * The ids of the player's own files of this purpose among `fileIds`, refusing any other: a player
 * cannot attach another player's file (nor learn whether it exists).
 */
export async function ownFiles(
  db: Queryable,
  userId: number,
  purpose: FilePurpose,
  fileIds: readonly number[],
) {
  if (fileIds.length === 0) return;
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM player_files WHERE user_id = $1 AND purpose = $2 AND id = ANY($3::bigint[])',
    [userId, purpose, fileIds],
  );
  const owned = new Set(rows.map((row) => Number(row.id)));
  const missing = fileIds.find((id) => !owned.has(id));
  if (missing !== undefined)
    throw new ApiError(errorCodes.unknownFile, `No uploaded file ${missing}`, { fileId: missing });
}
