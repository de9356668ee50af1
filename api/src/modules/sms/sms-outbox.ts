import type { AuthMode } from '@casino/contracts';
import { mobileFieldSchema } from '@casino/contracts/schemas';
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

const rewindBodySchema = z.strictObject({
  mobile: mobileFieldSchema,
  seconds: z.number().int().min(1).max(86_400),
});

/**
 * The SMS development routes, registered only outside production:
 * - `GET /api/dev/sms-outbox?mobile=+63...`: the outbox as JSON, newest first (it holds live codes).
 * - `POST /api/dev/sms-codes/rewind` `{ mobile, seconds }`: moves one number's codes that many
 *   seconds into the past, as if the time had passed, so a test steps over the one-code-a-minute
 *   gap without waiting for it (the page's countdown runs on Playwright's clock).
 */
export function registerSmsDevRoutes(app: FastifyInstance, db: Queryable): void {
  app.post('/api/dev/sms-codes/rewind', async (request) => {
    const body = rewindBodySchema.safeParse(request.body);
    if (!body.success) {
      throw new ApiError(errorCodes.invalidRequest, 'mobile: E.164 number; seconds: 1 to 86400');
    }
    const { rows } = await db.query<{ id: number }>(
      `UPDATE sms_codes
          SET created_at = created_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2)
        WHERE mobile = $1
    RETURNING id`,
      [body.data.mobile, body.data.seconds],
    );
    return { rewound: rows.length };
  });

  app.get('/api/dev/sms-outbox', async (request, reply) => {
    const query = outboxQuerySchema.safeParse(request.query);
    if (!query.success) {
      throw new ApiError(errorCodes.invalidRequest, 'mobile: a mobile number in E.164 form (+639171234567)');
    }
    reply.header('cache-control', 'no-store');
    return { messages: await readOutbox(db, query.data.mobile) };
  });
}
