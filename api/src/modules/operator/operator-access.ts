import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database.js';
import { storable, storableValue } from '../../db/storable-text.js';
import { errorEnvelope } from '../../http/api-calls.js';
import { errorCodes } from '../../http/api-error.js';
import { readBearerToken } from '../../http/session.js';
import { hashToken } from '../auth/session-tokens.js';
import type { Clock } from '../sms/sms-sender.js';

// Who may call the operator API, and the record of what they did (ADR 0043). Two kinds of caller:
// an operator signed in to the console (a cookie session with a CSRF token for every change) and
// the deployment's OPERATOR_TOKEN (scripts and the first owner's creation, with every role).

/** A route's `:id`: a positive integer id of whatever the route names. */
export const idParams = z.strictObject({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const operatorRoles = ['owner', 'finance', 'support', 'marketing', 'release'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const operatorSessionCookie = 'ops_session';
/** A console session ends after this long without a request... */
export const operatorIdleMinutes = 30;
/** ...and after this long in any case. */
export const operatorSessionHours = 12;

export type OperatorPrincipal =
  | {
      kind: 'operator';
      id: number;
      login: string;
      name: string;
      role: OperatorRole;
      tokenHash: string;
      csrfToken: string;
    }
  | { kind: 'token' };

interface RoutePermission {
  /** Roles besides the owner (who may call everything) that may call the route. */
  roles: OperatorRole[];
  /** The action its audit rows name. */
  action: string;
  /** Reads are not audited, except these (a player's identity document is looked at). */
  auditRead?: boolean;
}

/**
 * Every operator route, who may call it and its audit name: a route missing here refuses to
 * register (below), so no route is ever open to every operator by omission.
 */
export const operatorRoutePermissions: Record<string, RoutePermission> = {
  'GET /api/operator/v1/session': { roles: [...operatorRoles], action: 'session.read' },
  'DELETE /api/operator/v1/session': { roles: [...operatorRoles], action: 'session.signOut' },
  'GET /api/operator/v1/operators': { roles: [], action: 'operators.list' },
  'POST /api/operator/v1/operators': { roles: [], action: 'operators.create' },
  'POST /api/operator/v1/operators/:id/disable': { roles: [], action: 'operators.disable' },
  'GET /api/operator/v1/audit': { roles: [], action: 'audit.search' },
  'GET /api/operator/v1/withdrawals': { roles: ['finance'], action: 'withdrawals.list' },
  'POST /api/operator/v1/withdrawals/:id/approve': { roles: ['finance'], action: 'withdrawals.approve' },
  'POST /api/operator/v1/withdrawals/:id/reject': { roles: ['finance'], action: 'withdrawals.reject' },
  'GET /api/operator/v1/adjustments': { roles: ['finance'], action: 'adjustments.list' },
  'POST /api/operator/v1/players/:playerId/adjustments': {
    roles: ['finance'],
    action: 'adjustments.request',
  },
  'POST /api/operator/v1/adjustments/:id/approve': { roles: ['finance'], action: 'adjustments.approve' },
  'POST /api/operator/v1/adjustments/:id/reject': { roles: ['finance'], action: 'adjustments.reject' },
  'GET /api/operator/v1/deposits': { roles: ['finance'], action: 'deposits.list' },
  'GET /api/operator/v1/deposits/:id': { roles: ['finance'], action: 'deposits.read' },
  'GET /api/operator/v1/payment-callbacks': { roles: ['finance'], action: 'paymentCallbacks.list' },
  'GET /api/operator/v1/reports/daily': { roles: ['finance'], action: 'reports.daily' },
  'GET /api/operator/v1/releases': { roles: ['release'], action: 'releases.read' },
  'POST /api/operator/v1/releases/:remote/rollback': { roles: ['release'], action: 'releases.rollback' },
  'POST /api/operator/v1/releases/:remote/promote': { roles: ['release'], action: 'releases.promote' },
  'POST /api/operator/v1/releases/:remote/abort': { roles: ['release'], action: 'releases.abort' },
  'POST /api/operator/v1/releases/:remote/prune': { roles: ['release'], action: 'releases.prune' },
  'POST /api/operator/v1/releases/:remote/canary': { roles: ['release'], action: 'releases.canary' },
  'GET /api/operator/v1/vip-levels': { roles: ['marketing'], action: 'vipLevels.read' },
  'PUT /api/operator/v1/vip-levels/:level': { roles: ['marketing'], action: 'vipLevels.change' },
  'GET /api/operator/v1/tasks': { roles: ['marketing'], action: 'tasks.read' },
  'PUT /api/operator/v1/tasks/:id': { roles: ['marketing'], action: 'tasks.change' },
  'POST /api/operator/v1/mail': { roles: ['marketing', 'support'], action: 'mail.send' },
  'GET /api/operator/v1/mail': { roles: ['marketing', 'support'], action: 'mail.list' },
  'GET /api/operator/v1/jackpot': { roles: ['marketing'], action: 'jackpot.read' },
  'PUT /api/operator/v1/jackpot': { roles: ['marketing'], action: 'jackpot.change' },
  'GET /api/operator/v1/maintenance': { roles: [], action: 'maintenance.read' },
  'PUT /api/operator/v1/maintenance': { roles: [], action: 'maintenance.change' },
  'GET /api/operator/v1/customer-services': { roles: ['marketing'], action: 'customerServices.read' },
  'PUT /api/operator/v1/customer-services': { roles: ['marketing'], action: 'customerServices.change' },
  'GET /api/operator/v1/deposit-bonuses': { roles: ['finance', 'marketing'], action: 'depositBonuses.read' },
  'PUT /api/operator/v1/deposit-bonuses': {
    roles: ['finance', 'marketing'],
    action: 'depositBonuses.change',
  },
  'GET /api/operator/v1/recharge-channels': { roles: ['finance'], action: 'rechargeChannels.read' },
  'PUT /api/operator/v1/recharge-channels': { roles: ['finance'], action: 'rechargeChannels.change' },
  'POST /api/operator/v1/players/:playerId/rewards': { roles: ['marketing'], action: 'rewards.grant' },
  'GET /api/operator/v1/players': { roles: ['support', 'finance', 'marketing'], action: 'players.search' },
  'GET /api/operator/v1/players/:playerId': {
    roles: ['support', 'finance', 'marketing'],
    action: 'players.read',
    auditRead: true,
  },
  'POST /api/operator/v1/players/:playerId/notes': { roles: ['support', 'finance'], action: 'players.note' },
  'POST /api/operator/v1/players/:playerId/freeze': {
    roles: ['support', 'finance'],
    action: 'players.freeze',
  },
  'POST /api/operator/v1/players/:playerId/unfreeze': {
    roles: ['support', 'finance'],
    action: 'players.unfreeze',
  },
  'GET /api/operator/v1/kyc': { roles: ['support'], action: 'kyc.list' },
  'GET /api/operator/v1/files/:id': { roles: ['support'], action: 'files.view', auditRead: true },
  'POST /api/operator/v1/kyc/:id/approve': { roles: ['support'], action: 'kyc.approve' },
  'POST /api/operator/v1/kyc/:id/reject': { roles: ['support'], action: 'kyc.reject' },
  'GET /api/operator/v1/feedback': { roles: ['support'], action: 'feedback.list' },
  'POST /api/operator/v1/feedback/:id/reply': { roles: ['support'], action: 'feedback.reply' },
  'GET /api/operator/v1/settings/reviews': { roles: ['support', 'finance'], action: 'settings.read' },
  'PUT /api/operator/v1/settings/reviews': { roles: ['finance'], action: 'settings.change' },
};

const permissionKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/** Whether a role may call a route (the owner may call every one). */
export function roleMay(role: OperatorRole, permission: RoutePermission): boolean {
  return role === 'owner' || permission.roles.includes(role);
}

const principals = new WeakMap<FastifyRequest, OperatorPrincipal>();
const auditDetails = new WeakMap<FastifyRequest, AuditDetails>();

/** The caller of an operator route (after `authoriseOperator`). */
export function principalOf(request: FastifyRequest): OperatorPrincipal {
  const principal = principals.get(request);
  if (!principal) throw new Error('operator route without a principal');
  return principal;
}

interface AuditDetails {
  target?: string;
  before?: unknown;
  after?: unknown;
}

/** What a change was to, and its state before and after: the audit row's details. */
export function describeChange(request: FastifyRequest, details: AuditDetails): void {
  auditDetails.set(request, { ...auditDetails.get(request), ...details });
}

export interface AuditEntry {
  operatorId: number | null;
  actor: string;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  outcome: 'done' | 'refused' | 'failed';
  status: number;
  clientAddress: string;
  at: Date;
}

const storableJson = (value: unknown) => (value === undefined ? null : JSON.stringify(storableValue(value)));

export async function writeAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO operator_audit (at, operator_id, actor, action, target, before, after, outcome, status, client_address)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10)`,
    [
      entry.at,
      entry.operatorId,
      storable(entry.actor),
      storable(entry.action),
      entry.target == null ? null : storable(entry.target),
      storableJson(entry.before),
      storableJson(entry.after),
      entry.outcome,
      entry.status,
      entry.clientAddress,
    ],
  );
}

/** Request bodies as the audit keeps them: secrets never written down. */
function withoutSecrets(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body ?? undefined;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, /password|code|secret/i.test(key) ? '(hidden)' : value]),
  );
}

const actorOf = (principal: OperatorPrincipal | undefined) =>
  principal === undefined ? 'anonymous' : principal.kind === 'token' ? 'OPERATOR_TOKEN' : principal.login;
const operatorIdOf = (principal: OperatorPrincipal | undefined) =>
  principal?.kind === 'operator' ? principal.id : null;
const targetOf = (request: FastifyRequest) => {
  const params = request.params as Record<string, string> | undefined;
  const values = params ? Object.entries(params).map(([key, value]) => `${key}=${value}`) : [];
  return values.length > 0 ? values.join(',') : null;
};

/** The value of one cookie of a request. */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** A console session's operator: live (not revoked, not idle too long, not too old) and enabled. */
export async function resolveOperatorSession(
  db: Queryable,
  token: string,
  now: Date,
): Promise<Extract<OperatorPrincipal, { kind: 'operator' }> | null> {
  if (token.length > 200) return null;
  const tokenHash = hashToken(token);
  // One statement: the live session is found and marked seen together.
  const { rows } = await db.query<{
    id: string;
    login: string;
    name: string;
    role: OperatorRole;
    csrf_token: string;
  }>(
    `UPDATE operator_sessions AS s SET last_seen_at = $2 FROM operators AS o
      WHERE s.token_hash = $1 AND o.id = s.operator_id AND s.revoked_at IS NULL AND o.disabled_at IS NULL
        AND s.last_seen_at > $2::timestamptz - make_interval(mins => $3)
        AND s.created_at > $2::timestamptz - make_interval(hours => $4)
      RETURNING o.id, o.login, o.name, o.role, s.csrf_token`,
    [tokenHash, now, operatorIdleMinutes, operatorSessionHours],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    kind: 'operator',
    id: Number(row.id),
    login: row.login,
    name: row.name,
    role: row.role,
    tokenHash,
    csrfToken: row.csrf_token,
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));
const isChange = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * Puts the operator API's scope behind its callers' checks: who is calling (a console session, or
 * the deployment token), whether a change carries the session's CSRF token, and whether the
 * caller's role may call the route. Every refusal, every change and every sensitive read is
 * written to the audit log before the answer leaves.
 */
export function guardOperatorScope(
  scope: FastifyInstance,
  { db, token, clock }: { db: Database; token: string | undefined; clock: Clock },
): void {
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      if (!operatorRoutePermissions[`${method} ${route.url}`]) {
        throw new Error(`operator route ${method} ${route.url} has no entry in operatorRoutePermissions`);
      }
    }
  });

  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: { status: number; code: number; message: string },
    principal?: OperatorPrincipal,
  ) => {
    await writeAudit(db, {
      operatorId: operatorIdOf(principal),
      actor: actorOf(principal),
      action: operatorRoutePermissions[permissionKey(request)]?.action ?? permissionKey(request),
      target: targetOf(request),
      outcome: 'refused',
      status: refusal.status,
      after: { reason: refusal.message },
      clientAddress: request.ip,
      at: clock(),
    });
    return reply
      .status(refusal.status)
      .header('cache-control', 'no-store')
      .send(errorEnvelope('errcode', refusal.code, refusal.message));
  };

  scope.addHook('onRequest', async (request, reply) => {
    const permission = operatorRoutePermissions[permissionKey(request)];
    if (!permission) return;
    const bearer = readBearerToken(request.headers.authorization);
    const sessionToken = cookieOf(request, operatorSessionCookie);
    let principal: OperatorPrincipal | null = null;
    if (bearer !== null) {
      if (!token) {
        return refuse(request, reply, {
          status: 403,
          code: errorCodes.operatorApiDisabled,
          message: 'Bearer access to the operator API is off: OPERATOR_TOKEN is not set',
        });
      }
      if (sameSecret(bearer, token)) principal = { kind: 'token' };
    } else if (sessionToken) {
      principal = await resolveOperatorSession(db, sessionToken, clock());
    }
    if (!principal) {
      return refuse(request, reply, {
        status: 401,
        code: errorCodes.operatorUnauthorized,
        message: 'Sign in to the operator console, or send the operator token',
      });
    }
    if (principal.kind === 'operator') {
      const csrf = request.headers['x-csrf-token'];
      if (isChange(request.method) && (typeof csrf !== 'string' || !sameSecret(csrf, principal.csrfToken))) {
        return refuse(
          request,
          reply,
          {
            status: 403,
            code: errorCodes.operatorCsrfRefused,
            message: 'The X-CSRF-Token header is missing or wrong',
          },
          principal,
        );
      }
      if (!roleMay(principal.role, permission)) {
        return refuse(
          request,
          reply,
          {
            status: 403,
            code: errorCodes.operatorRoleRefused,
            message: `The ${principal.role} role may not ${permission.action}`,
          },
          principal,
        );
      }
    }
    principals.set(request, principal);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const permission = operatorRoutePermissions[permissionKey(request)];
    const principal = principals.get(request);
    if (!permission || !principal) return payload;
    if (!isChange(request.method) && !permission.auditRead) return payload;
    const details = auditDetails.get(request);
    const status = reply.statusCode;
    await writeAudit(db, {
      operatorId: operatorIdOf(principal),
      actor: actorOf(principal),
      action: permission.action,
      target: details?.target ?? targetOf(request),
      before: details?.before,
      after: details?.after ?? withoutSecrets(request.body),
      outcome: status < 400 ? 'done' : status < 500 ? 'refused' : 'failed',
      status,
      clientAddress: request.ip,
      at: clock(),
    });
    return payload;
  });
}
