import type { AuthMode } from '@casino/contracts';
import { emailFieldSchema } from '@casino/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { Clock } from '../sms/sms-sender.js';
import type { EmailSender } from './email-sender.js';

/** The default adapter: every e-mail is stored in `email_outbox` instead of leaving the building. */
export function createEmailOutboxSender(db: Queryable, clock: Clock): EmailSender {
  return {
    async send(message) {
      await db.query(
        'INSERT INTO email_outbox (email, subject, text, auth_mode, created_at) VALUES ($1, $2, $3, $4, $5)',
        [message.email, message.subject, message.text, message.authMode, clock()],
      );
    },
  };
}

const outboxPageSize = 50;

/** The newest messages first, of one address or of all. */
async function readOutbox(db: Queryable, email: string | undefined) {
  const { rows } = await db.query<{
    id: number;
    email: string;
    subject: string;
    text: string;
    auth_mode: AuthMode;
    created_at: Date;
  }>(
    `SELECT id, email, subject, text, auth_mode, created_at FROM email_outbox
     WHERE $1::text IS NULL OR email = $1 ORDER BY id DESC LIMIT $2`,
    [email ?? null, outboxPageSize],
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    subject: row.subject,
    text: row.text,
    authMode: row.auth_mode,
    createdAt: row.created_at.toISOString(),
  }));
}

const outboxQuerySchema = z.strictObject({ email: emailFieldSchema.optional() });

const rewindBodySchema = z.strictObject({
  email: emailFieldSchema,
  seconds: z.number().int().min(1).max(86_400),
});

/**
 * The e-mail development routes, registered only outside production (as the SMS ones):
 * - `GET /api/dev/email-outbox?email=...`: the outbox as JSON, newest first (it holds live codes).
 * - `POST /api/dev/email-codes/rewind` `{ email, seconds }`: moves one address's codes that many
 *   seconds into the past, so a test steps over the one-code-a-minute gap without waiting.
 */
export function registerEmailDevRoutes(app: FastifyInstance, db: Queryable): void {
  app.post('/api/dev/email-codes/rewind', async (request) => {
    const body = rewindBodySchema.safeParse(request.body);
    if (!body.success) {
      throw new ApiError(errorCodes.invalidRequest, 'email: an e-mail address; seconds: 1 to 86400');
    }
    const { rows } = await db.query<{ id: number }>(
      `UPDATE email_codes
          SET created_at = created_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2)
        WHERE email = $1
    RETURNING id`,
      [body.data.email, body.data.seconds],
    );
    return { rewound: rows.length };
  });

  app.get('/api/dev/email-outbox', async (request, reply) => {
    const query = outboxQuerySchema.safeParse(request.query);
    if (!query.success) throw new ApiError(errorCodes.invalidRequest, 'email: an e-mail address');
    reply.header('cache-control', 'no-store');
    return { messages: await readOutbox(db, query.data.email) };
  });
}
