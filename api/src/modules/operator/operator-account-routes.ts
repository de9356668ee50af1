import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { errorEnvelope, successEnvelope } from '../../http/api-calls.js';
import { errorCodes } from '../../http/api-error.js';
import type { PasswordHasher } from '../auth/password-hashing.js';
import { hashToken } from '../auth/session-tokens.js';
import type { Clock } from '../sms/sms-sender.js';
import {
  describeChange,
  idParams,
  type OperatorRole,
  operatorIdleMinutes,
  operatorRoles,
  operatorSessionCookie,
  principalOf,
  writeAudit,
} from './operator-access.js';
import { matchTotp, newTotpSecret, totpUri } from './totp.js';

/** Wrong sign-ins in a row that lock an account, and for how long. */
export const operatorLockout = { attempts: 5, minutes: 15 } as const;
/** Failed sign-ins one client address may make, whatever the logins, per window. */
export const operatorAddressThrottle = { attempts: 20, minutes: 15 } as const;
/** The issuer an authenticator app shows beside the operator's login. */
const totpIssuer = 'Casino operator console';

const signInBody = z.strictObject({
  login: z.string().trim().toLowerCase().min(1).max(64),
  password: z.string().min(1).max(200),
  code: z.string().trim().max(10),
});
const newOperatorBody = z.strictObject({
  login: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._@-]{3,64}$/, '3 to 64 letters, digits, ".", "_", "@" or "-"'),
  name: z.string().trim().min(1).max(80),
  role: z.enum(operatorRoles),
  password: z.string().min(12, 'at least 12 characters').max(200),
});
const auditQuery = z.strictObject({
  actor: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  target: z.string().max(120).optional(),
  /** Rows older than this id: the next page. */
  before: z.coerce.number().int().positive().optional(),
});
const auditPageSize = 50;

interface OperatorRow {
  id: string;
  login: string;
  name: string;
  role: OperatorRole;
  disabled_at: Date | null;
  created_at: Date;
}
const operatorColumns = 'id, login, name, role, disabled_at, created_at';
const toOperator = (row: OperatorRow) => ({
  id: Number(row.id),
  login: row.login,
  name: row.name,
  role: row.role,
  disabled: row.disabled_at !== null,
  createdAt: new Date(row.created_at).toISOString(),
});

export interface OperatorRouteTools {
  db: Database;
  clock: Clock;
  passwords: PasswordHasher;
  parse<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.output<Schema>;
  answer(reply: FastifyReply, data: unknown): FastifyReply;
  notFound(reply: FastifyReply, message: string): FastifyReply;
}

/**
 * Console sign-in (outside the guarded scope: nobody is signed in yet): login, password and a TOTP
 * code. Wrong answers count; the fifth in a row locks the account for 15 minutes. Success sets an
 * httpOnly, SameSite=Strict cookie for the operator API's path, and answers the CSRF token that
 * every change must carry.
 */
export function registerOperatorSignIn(
  app: FastifyInstance,
  { db, clock, passwords }: OperatorRouteTools,
): void {
  app.post('/api/operator/v1/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = signInBody.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .status(400)
        .send(errorEnvelope('errcode', errorCodes.invalidRequest, 'login, password and code are required'));
    }
    const { login, password, code } = parsed.data;
    const now = clock();
    const audit = (outcome: 'done' | 'refused', status: number, operatorId: number | null, reason?: string) =>
      writeAudit(db, {
        operatorId,
        actor: login,
        action: 'session.signIn',
        outcome,
        status,
        after: reason ? { reason } : undefined,
        clientAddress: request.ip,
        at: now,
      });
    const throttledUntil = await countAddressAttempt(db, request.ip, now);
    if (throttledUntil) {
      const until = throttledUntil.toISOString();
      await audit('refused', 429, null, 'address throttled');
      return reply
        .status(429)
        .send(
          errorEnvelope(
            'errcode',
            errorCodes.operatorAddressThrottled,
            `Too many failed sign-ins from this address: try again after ${until}`,
            { until },
          ),
        );
    }
    const { rows } = await db.query<{
      id: string;
      name: string;
      role: OperatorRole;
      password_hash: string;
      totp_secret: string;
      totp_last_step: string | null;
      failed_attempts: number;
      locked_until: Date | null;
      disabled_at: Date | null;
    }>('SELECT * FROM operators WHERE login = $1', [login]);
    const operator = rows[0];
    if (!operator) {
      // As long as a real check, so a wrong login cannot be told from a wrong password.
      await passwords.checkAgainstDummy(password);
      await audit('refused', 401, null, 'unknown login');
      return reply
        .status(401)
        .send(errorEnvelope('errcode', errorCodes.operatorSignInRefused, 'Wrong login, password or code'));
    }
    const operatorId = Number(operator.id);
    if (operator.locked_until && new Date(operator.locked_until) > now) {
      const until = new Date(operator.locked_until).toISOString();
      await audit('refused', 423, operatorId, 'locked');
      return reply.status(423).send(
        errorEnvelope(
          'errcode',
          errorCodes.operatorLocked,
          `Too many wrong sign-ins: locked until ${until}`,
          {
            until,
          },
        ),
      );
    }
    const { matches } = await passwords.check(password, operator.password_hash);
    const step = matches
      ? matchTotp(
          operator.totp_secret,
          code,
          now,
          operator.totp_last_step === null ? null : Number(operator.totp_last_step),
        )
      : null;
    if (!matches || step === null || operator.disabled_at) {
      const failed = operator.failed_attempts + 1;
      const locks = failed >= operatorLockout.attempts;
      await db.query(
        `UPDATE operators SET failed_attempts = $2,
           locked_until = CASE WHEN $3 THEN $4::timestamptz + make_interval(mins => $5) ELSE locked_until END
         WHERE id = $1`,
        [operatorId, locks ? 0 : failed, locks, now, operatorLockout.minutes],
      );
      await audit('refused', 401, operatorId, operator.disabled_at ? 'disabled' : 'wrong password or code');
      return reply
        .status(401)
        .send(errorEnvelope('errcode', errorCodes.operatorSignInRefused, 'Wrong login, password or code'));
    }
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await tx.query(
        'UPDATE operators SET failed_attempts = 0, locked_until = NULL, totp_last_step = $2 WHERE id = $1',
        [operatorId, step],
      );
      await tx.query(
        'UPDATE operator_sign_in_addresses SET attempts = attempts - 1 WHERE client_address = $1 AND attempts > 0',
        [request.ip],
      );
      await tx.query(
        `INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, created_at, last_seen_at, client_address)
         VALUES ($1, $2, $3, $4, $4, $5)`,
        [hashToken(token), operatorId, csrfToken, now, request.ip],
      );
    });
    await audit('done', 200, operatorId);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return reply
      .header(
        'set-cookie',
        `${operatorSessionCookie}=${token}; Path=/api/operator; HttpOnly; SameSite=Strict; Max-Age=${12 * 3600}${secure}`,
      )
      .send(
        successEnvelope('errcode', {
          operator: { id: operatorId, login, name: operator.name, role: operator.role },
          csrfToken,
          idleMinutes: operatorIdleMinutes,
        }),
      );
  });
}

/**
 * Counts a sign-in attempt of `address` before its check, as if it fails (so concurrent attempts
 * cannot pass the limit together); a success gives it back. Answers when the address may try again
 * if it has used up its window.
 */
async function countAddressAttempt(db: Database, address: string, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ attempts: number; window_started_at: Date }>(
    `INSERT INTO operator_sign_in_addresses AS seen (client_address, window_started_at, attempts)
     VALUES ($1, $2, 1)
     ON CONFLICT (client_address) DO UPDATE SET
       attempts = CASE WHEN seen.window_started_at <= $2::timestamptz - make_interval(mins => $3)
                       THEN 1 ELSE seen.attempts + 1 END,
       window_started_at = CASE WHEN seen.window_started_at <= $2::timestamptz - make_interval(mins => $3)
                                THEN $2 ELSE seen.window_started_at END
     RETURNING attempts, window_started_at`,
    [address, now, operatorAddressThrottle.minutes],
  );
  const row = rows[0];
  if (!row || row.attempts <= operatorAddressThrottle.attempts) return null;
  return new Date(new Date(row.window_started_at).getTime() + operatorAddressThrottle.minutes * 60_000);
}

/** Creates an operator with a new TOTP secret; the answer carries it, once, for the authenticator app. */
export async function createOperator(
  db: Database,
  passwords: PasswordHasher,
  body: z.output<typeof newOperatorBody>,
  createdBy: number | null,
) {
  const secret = newTotpSecret();
  const passwordHash = await passwords.hash(body.password);
  const { rows } = await db.query<OperatorRow>(
    `INSERT INTO operators (login, name, role, password_hash, totp_secret, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (login) DO NOTHING RETURNING ${operatorColumns}`,
    [body.login, body.name, body.role, passwordHash, secret, createdBy],
  );
  const row = rows[0];
  if (!row) return null;
  return { operator: toOperator(row), totpSecret: secret, totpUri: totpUri(secret, body.login, totpIssuer) };
}

/**
 * The console's own routes inside the guarded scope: the session (who am I, sign out), operators
 * (owner) and the audit log (owner).
 */
export function registerOperatorAccountRoutes(
  scope: FastifyInstance,
  { db, passwords, parse, answer, notFound }: OperatorRouteTools,
): void {
  scope.get('/api/operator/v1/session', async (request, reply) => {
    const principal = principalOf(request);
    if (principal.kind !== 'operator') return answer(reply, { operator: null, csrfToken: null });
    const { id, login, name, role, csrfToken } = principal;
    return answer(reply, {
      operator: { id, login, name, role },
      csrfToken,
      idleMinutes: operatorIdleMinutes,
    });
  });

  scope.delete('/api/operator/v1/session', async (request, reply) => {
    const principal = principalOf(request);
    if (principal.kind === 'operator') {
      await db.query('UPDATE operator_sessions SET revoked_at = now() WHERE token_hash = $1', [
        principal.tokenHash,
      ]);
    }
    return answer(
      reply.header(
        'set-cookie',
        `${operatorSessionCookie}=; Path=/api/operator; HttpOnly; SameSite=Strict; Max-Age=0`,
      ),
      { signedOut: true },
    );
  });

  scope.get('/api/operator/v1/operators', async (_request, reply) => {
    const { rows } = await db.query<OperatorRow>(`SELECT ${operatorColumns} FROM operators ORDER BY id`);
    return answer(reply, { list: rows.map(toOperator) });
  });

  scope.post('/api/operator/v1/operators', async (request, reply) => {
    const body = parse(newOperatorBody, request.body, 'body');
    const principal = principalOf(request);
    const created = await createOperator(
      db,
      passwords,
      body,
      principal.kind === 'operator' ? principal.id : null,
    );
    if (!created) {
      return reply
        .status(409)
        .header('cache-control', 'no-store')
        .send(errorEnvelope('errcode', errorCodes.invalidRequest, `body.login: ${body.login} is taken`));
    }
    describeChange(request, { target: `operator=${created.operator.id}`, after: created.operator });
    return answer(reply, created);
  });

  scope.post('/api/operator/v1/operators/:id/disable', async (request, reply) => {
    const { id } = parse(idParams, request.params, 'params');
    const { rows } = await db.query<OperatorRow>(
      `UPDATE operators SET disabled_at = now() WHERE id = $1 AND disabled_at IS NULL RETURNING ${operatorColumns}`,
      [id],
    );
    const row = rows[0];
    if (!row) return notFound(reply, 'No enabled operator has this id');
    // Signed out everywhere at once.
    await db.query(
      'UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1 AND revoked_at IS NULL',
      [id],
    );
    describeChange(request, { before: { disabled: false }, after: { disabled: true } });
    return answer(reply, { operator: toOperator(row) });
  });

  scope.get('/api/operator/v1/audit', async (request, reply) => {
    const query = parse(auditQuery, request.query, 'query');
    const { rows } = await db.query(
      `SELECT id, at, operator_id AS "operatorId", actor, action, target, before, after, outcome, status,
              client_address AS "clientAddress"
         FROM operator_audit
        WHERE ($1::text IS NULL OR actor = $1) AND ($2::text IS NULL OR action LIKE $2 || '%')
          AND ($3::text IS NULL OR target = $3) AND ($4::bigint IS NULL OR id < $4)
        ORDER BY id DESC LIMIT $5`,
      [query.actor ?? null, query.action ?? null, query.target ?? null, query.before ?? null, auditPageSize],
    );
    return answer(reply, {
      list: rows.map((row) => ({
        ...row,
        id: Number(row.id),
        operatorId: row.operatorId === null ? null : Number(row.operatorId),
      })),
    });
  });
}
