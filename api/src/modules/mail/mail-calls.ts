import { couponExpiry, type PropAward } from '@casino/contracts';
import { apiCalls } from '@casino/contracts/schemas';
import type { Database, Queryable } from '../../db/database.js';
import { requireSession } from '../../http/api-calls.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { ModuleContext } from '../../module-context.js';
import { grantReward } from '../rewards/rewards.js';
import type { Clock } from '../sms/sms-sender.js';

/** Coin attached to mail is staked once before it can be withdrawn, as other rewards' coin. */
const mailWageringMultiple = 1;

interface MailRowData {
  id: number;
  title: string;
  body: string;
  attachments: PropAward[];
  expires_at: Date | null;
  created_at: Date;
  read_at: Date | null;
  received_at: Date | null;
}

const mailColumns = `m.id, m.title, m.body, m.attachments, m.expires_at, m.created_at, d.read_at, d.received_at`;
const playerMail = `FROM mail_deliveries AS d JOIN mails AS m ON m.id = d.mail_id
  WHERE d.user_id = $1 AND d.deleted_at IS NULL`;

const previewOf = (body: string) => {
  const firstLine = body.split('\n', 1)[0] ?? '';
  return firstLine.length > 120 ? `${firstLine.slice(0, 119)}…` : firstLine;
};

const toRow = (row: MailRowData) => ({
  id: Number(row.id),
  title: row.title,
  preview: previewOf(row.body),
  attachments: row.attachments,
  read: row.read_at !== null,
  received: row.received_at !== null,
  createTime: new Date(row.created_at).toISOString(),
});

async function mailOf(db: Queryable, playerId: number, mailId: number, lock = false): Promise<MailRowData> {
  const { rows } = await db.query<MailRowData>(
    `SELECT ${mailColumns} ${playerMail} AND d.mail_id = $2${lock ? ' FOR UPDATE OF d' : ''}`,
    [playerId, mailId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(errorCodes.unknownMail, 'No such mail');
  return row;
}

const waitingAttachments = (
  row: Pick<MailRowData, 'attachments' | 'received_at' | 'expires_at'>,
  now: Date,
) =>
  row.attachments.length > 0 &&
  row.received_at === null &&
  (row.expires_at === null || new Date(row.expires_at) > now);

/** The inbox's red dots: unread mail (`hasMail`) and attachments waiting (`emailAwardFlag`). */
export async function mailRewardFlags(db: Queryable, playerId: number, now: Date) {
  const { rows } = await db.query<{ unread: boolean; waiting: boolean }>(
    `SELECT coalesce(bool_or(d.read_at IS NULL), false) AS unread,
            coalesce(bool_or(jsonb_array_length(m.attachments) > 0 AND d.received_at IS NULL
                             AND (m.expires_at IS NULL OR m.expires_at > $2)), false) AS waiting
       ${playerMail}`,
    [playerId, now],
  );
  return { hasMail: Boolean(rows[0]?.unread), emailAwardFlag: Boolean(rows[0]?.waiting) };
}

export function registerMailCalls(
  { db, registerCall, balanceOf }: ModuleContext,
  { clock }: { clock: Clock },
) {
  registerCall(apiCalls.getMail3, async (call) => {
    const playerId = requireSession(call).userId;
    const { pageNum, pageSize } = call.body;
    const [page, counts] = await Promise.all([
      db.query<MailRowData>(
        `SELECT ${mailColumns} ${playerMail} ORDER BY d.mail_id DESC LIMIT $2 OFFSET $3`,
        [playerId, pageSize, (pageNum - 1) * pageSize],
      ),
      db.query<{ total: number; unread: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE d.read_at IS NULL)::int AS unread ${playerMail}`,
        [playerId],
      ),
    ]);
    const total = counts.rows[0]?.total ?? 0;
    return {
      list: page.rows.map(toRow),
      total,
      pages: Math.ceil(total / pageSize),
      unread: counts.rows[0]?.unread ?? 0,
    };
  });

  registerCall(apiCalls.getMailDetail, async (call) => {
    const playerId = requireSession(call).userId;
    const row = await mailOf(db, playerId, call.body.id);
    if (row.read_at === null)
      await db.query(
        'UPDATE mail_deliveries SET read_at = $3 WHERE user_id = $1 AND mail_id = $2 AND read_at IS NULL',
        [playerId, call.body.id, clock()],
      );
    return { ...toRow({ ...row, read_at: row.read_at ?? clock() }), body: row.body };
  });

  registerCall(apiCalls.receiveMail, async (call) => {
    const playerId = requireSession(call).userId;
    const mailId = call.body.id;
    const now = clock();
    const awards = await db.transaction(async (tx) => {
      const row = await mailOf(tx, playerId, mailId, true);
      if (row.attachments.length === 0)
        throw new ApiError(errorCodes.mailHasNoAttachments, 'This mail has nothing to receive');
      if (row.received_at !== null)
        throw new ApiError(errorCodes.rewardAlreadyClaimed, 'These attachments were received already');
      if (row.expires_at !== null && new Date(row.expires_at) <= now)
        throw new ApiError(errorCodes.mailExpired, 'These attachments expired');
      const grant = await grantReward(tx, {
        module: 'mail',
        event: 'receive',
        playerId,
        period: String(mailId),
        awards: row.attachments,
        wageringMultiple: mailWageringMultiple,
        // A coupon in the mail keeps as long as the mail's attachments would; a week from
        // receipt when the mail never expires (coupons always expire, ADR 0037).
        expiresAt: row.expires_at ? new Date(row.expires_at) : couponExpiry(now),
      });
      await tx.query(
        'UPDATE mail_deliveries SET received_at = $3, read_at = coalesce(read_at, $3) WHERE user_id = $1 AND mail_id = $2',
        [playerId, mailId, now],
      );
      return grant.awards;
    });
    return { awards, coin: await balanceOf(playerId) };
  });

  registerCall(apiCalls.delMail, async (call) => {
    const playerId = requireSession(call).userId;
    const { id, allRead } = call.body;
    if ((id === undefined) === (allRead === undefined))
      throw new ApiError(errorCodes.invalidRequest, 'Name one mail (id) or every read mail (allRead: true)');
    const now = clock();
    if (id !== undefined) {
      return db.transaction(async (tx) => {
        const row = await mailOf(tx, playerId, id, true);
        if (waitingAttachments(row, now))
          throw new ApiError(
            errorCodes.mailAttachmentsWaiting,
            'Receive the attachments before deleting this mail',
          );
        await tx.query('UPDATE mail_deliveries SET deleted_at = $3 WHERE user_id = $1 AND mail_id = $2', [
          playerId,
          id,
          now,
        ]);
        return { deleted: 1 };
      });
    }
    const { rows } = await db.query<{ mail_id: number }>(
      `UPDATE mail_deliveries AS d SET deleted_at = $2
         FROM mails AS m
        WHERE m.id = d.mail_id AND d.user_id = $1 AND d.deleted_at IS NULL AND d.read_at IS NOT NULL
          AND NOT (jsonb_array_length(m.attachments) > 0 AND d.received_at IS NULL
                   AND (m.expires_at IS NULL OR m.expires_at > $2))
        RETURNING d.mail_id`,
      [playerId, now],
    );
    return { deleted: rows.length };
  });
}

export type MailAudience = { playerIds: number[] } | { minVip: number } | { everyone: true };

/**
 * Sends a mail (the operator API): one delivery row per recipient, written now, so "everyone" is
 * everyone registered at this moment. Answers the mail's id and how many received it.
 */
export async function sendMail(
  db: Database,
  mail: {
    title: string;
    body: string;
    attachments: PropAward[];
    audience: MailAudience;
    expiresAt: Date | null;
  },
): Promise<{ mailId: number; recipients: number }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO mails (title, body, attachments, audience, expires_at)
       VALUES ($1, $2, $3::jsonb, $4::jsonb, $5) RETURNING id`,
      [
        mail.title,
        mail.body,
        JSON.stringify(mail.attachments),
        JSON.stringify(mail.audience),
        mail.expiresAt,
      ],
    );
    const mailId = Number(inserted.rows[0]?.id);
    const { audience } = mail;
    const [filter, parameter] =
      'playerIds' in audience
        ? ['u.id = ANY($2::bigint[])', audience.playerIds]
        : 'minVip' in audience
          ? ['u.vip >= $2', audience.minVip]
          : ['$2::boolean', true];
    const { rows } = await tx.query(
      `INSERT INTO mail_deliveries (mail_id, user_id) SELECT $1, u.id FROM users AS u WHERE ${filter} RETURNING user_id`,
      [mailId, parameter],
    );
    await tx.query('UPDATE mails SET recipients = $2 WHERE id = $1', [mailId, rows.length]);
    return { mailId, recipients: rows.length };
  });
}
