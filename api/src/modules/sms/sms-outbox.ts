import { type AuthMode, mobileFieldSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import type { Clock, SmsSender } from './sms-sender.js';

/** The default adapter: every message is stored in `sms_outbox` instead of leaving the building. */
export function createOutboxSender(db: Queryable, clock: Clock): SmsSender {
  return {
    async send(message) {
      await db.query('INSERT INTO sms_outbox (mobile, text, auth_mode, created_at) VALUES ($1, $2, $3, $4)', [
        message.mobile,
        message.text,
        message.authMode,
        clock(),
      ]);
    },
  };
}

interface OutboxMessage {
  id: number;
  mobile: string;
  text: string;
  authMode: AuthMode;
  createdAt: string;
}

const outboxPageSize = 50;

/** The newest messages first, of one number or of all. */
async function readOutbox(db: Queryable, mobile: string | undefined): Promise<OutboxMessage[]> {
  const { rows } = await db.query<{
    id: number;
    mobile: string;
    text: string;
    auth_mode: AuthMode;
    created_at: Date;
  }>(
    `SELECT id, mobile, text, auth_mode, created_at FROM sms_outbox
     WHERE $1::text IS NULL OR mobile = $1 ORDER BY id DESC LIMIT $2`,
    [mobile ?? null, outboxPageSize],
  );
  return rows.map((row) => ({
    id: row.id,
    mobile: row.mobile,
    text: row.text,
    authMode: row.auth_mode,
    createdAt: row.created_at.toISOString(),
  }));
}

const outboxQuerySchema = z.strictObject({
  // An unencoded `+` in a query string decodes to a space: restore it, so `?mobile=+63...` works.
  mobile: z
    .string()
    .transform((value) => value.replace(/^ /, '+'))
    .pipe(mobileFieldSchema)
    .optional(),
});

/**
 * `GET /api/dev/sms-outbox?mobile=+63...`: the outbox as JSON, newest first, for development and
 * tests (it holds live codes). The server registers it only outside production.
 */
export function registerSmsOutboxRoute(app: FastifyInstance, db: Queryable): void {
  app.get('/api/dev/sms-outbox', async (request, reply) => {
    const query = outboxQuerySchema.safeParse(request.query);
    if (!query.success) {
      throw new ApiError(errorCodes.invalidRequest, 'mobile: a mobile number in E.164 form (+639171234567)');
    }
    reply.header('cache-control', 'no-store');
    return { messages: await readOutbox(db, query.data.mobile) };
  });
}
