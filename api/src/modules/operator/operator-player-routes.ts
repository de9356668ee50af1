import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { errorEnvelope } from '../../http/api-calls.js';
import { errorCodes } from '../../http/api-error.js';
import { setAccountFrozen } from '../auth/account-freeze.js';
import { describeChange, principalOf } from './operator-access.js';
import type { OperatorRouteTools } from './operator-account-routes.js';
import { UnknownPlayerError } from './operator-reward-grants.js';

const searchQuery = z.strictObject({ q: z.string().trim().min(1).max(64) });
const playerParams = z.strictObject({
  playerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const noteBody = z.strictObject({ text: z.string().trim().min(1).max(2000) });
const freezeBody = z.strictObject({ reason: z.string().trim().min(3).max(500) });

/** Rows of each list on a player's page: the newest, enough to answer most questions. */
const pageRows = 50;

/** Answered 404 with operatorUnknownPlayer (1803) by the operator scope's error handler. */
const unknownPlayer = (playerId: number) => new UnknownPlayerError(`There is no player ${playerId}`);

/** `%` and `_` typed by the operator are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (letter) => `\\${letter}`);

const operatorOf = (request: FastifyRequest) => {
  const principal = principalOf(request);
  return principal.kind === 'operator'
    ? { id: principal.id as number | null, name: principal.name }
    : { id: null, name: 'OPERATOR_TOKEN' };
};

/**
 * Players for support, finance and marketing (issue 14): search, one player's page (profile,
 * balances, postings, deposits, withdrawals, rounds, rewards, limits, KYC, notes), notes, and
 * freezing an account (support and finance).
 */
export function registerOperatorPlayerRoutes(
  scope: FastifyInstance,
  { db, clock, parse, answer }: Omit<OperatorRouteTools, 'passwords' | 'notFound'>,
): void {
  scope.get('/api/operator/v1/players', async (request, reply) => {
    const { q } = parse(searchQuery, request.query, 'query');
    const digits = /^\+?\d+$/.test(q) ? q.replace(/^\+/, '') : null;
    const { rows } = await db.query(
      `SELECT id, account, nickname, mobile, vip, registered_at AS "registeredAt", last_login_at AS "lastLoginAt",
              frozen_at IS NOT NULL AS frozen
         FROM users
        WHERE ($1::bigint IS NOT NULL AND id = $1::bigint)
           OR ($2::text IS NOT NULL AND mobile LIKE '%' || $2 || '%')
           OR lower(account) LIKE '%' || lower($3) || '%'
           OR lower(nickname) LIKE '%' || lower($3) || '%'
        ORDER BY (id = coalesce($1::bigint, 0)) DESC, id DESC
        LIMIT 50`,
      [digits && digits.length <= 15 ? digits : null, digits, likeEscaped(q)],
    );
    return answer(reply, { list: rows.map((row) => ({ ...row, id: Number(row.id) })) });
  });

  scope.get('/api/operator/v1/players/:playerId', async (request, reply) => {
    const { playerId } = parse(playerParams, request.params, 'params');
    const page = await playerPage(db, playerId);
    if (!page) throw unknownPlayer(playerId);
    describeChange(request, { target: `player=${playerId}` });
    return answer(reply, page);
  });

  scope.post('/api/operator/v1/players/:playerId/notes', async (request, reply) => {
    const { playerId } = parse(playerParams, request.params, 'params');
    const { text } = parse(noteBody, request.body, 'body');
    const author = operatorOf(request);
    const { rows } = await db.query(
      `INSERT INTO player_notes (user_id, operator_id, author, body, created_at)
       SELECT id, $2, $3, $4, $5 FROM users WHERE id = $1
       RETURNING id, author, body AS text, created_at AS "createdAt"`,
      [playerId, author.id, author.name, text, clock()],
    );
    const note = rows[0];
    if (!note) throw unknownPlayer(playerId);
    describeChange(request, { target: `player=${playerId}`, after: { text } });
    return answer(reply, { note: { ...note, id: Number(note.id) } });
  });

  for (const frozen of [true, false]) {
    scope.post(
      `/api/operator/v1/players/:playerId/${frozen ? 'freeze' : 'unfreeze'}`,
      async (request, reply) => {
        const { playerId } = parse(playerParams, request.params, 'params');
        const { reason } = parse(freezeBody, request.body, 'body');
        const changed = await setAccountFrozen(db, {
          userId: playerId,
          frozen,
          reason,
          operatorId: operatorOf(request).id,
          now: clock(),
        });
        if (!changed) throw unknownPlayer(playerId);
        if (!changed.changed) {
          return reply
            .status(409)
            .send(
              errorEnvelope(
                'errcode',
                errorCodes.playerFreezeUnchanged,
                frozen ? 'The account is frozen already' : 'The account is not frozen',
              ),
            );
        }
        describeChange(request, {
          target: `player=${playerId}`,
          before: changed.before,
          after: { ...changed.after, reason },
        });
        return answer(reply, changed.after);
      },
    );
  }
}

/** Everything the console shows about one player, or null when there is no such player. */
async function playerPage(db: Queryable, playerId: number) {
  const profile = await db.query(
    `SELECT u.id, u.account, u.nickname, u.mobile, u.vip, u.vip_exp AS "vipExperience",
            u.registered_at AS "registeredAt", u.registration_address AS "registrationAddress",
            u.last_login_at AS "lastLoginAt", u.last_seen_at AS "lastSeenAt",
            u.kyc_verified_at AS "kycVerifiedAt", u.total_recharge AS "totalDeposited", u.bet_total AS "totalStaked",
            u.frozen_at AS "frozenAt", u.frozen_reason AS "frozenReason", o.name AS "frozenBy"
       FROM users AS u LEFT JOIN operators AS o ON o.id = u.frozen_by
      WHERE u.id = $1`,
    [playerId],
  );
  const player = profile.rows[0];
  if (!player) return null;
  const list = async (sql: string) => (await db.query(sql, [playerId, pageRows])).rows;
  const [balances, postings, deposits, withdrawals, rounds, rewards, limits, exclusion, kyc, notes] =
    await Promise.all([
      list(`SELECT kind, balance FROM ledger_accounts WHERE owner_user_id = $1 AND $2 > 0 ORDER BY id`),
      list(`SELECT p.id, t.kind, a.kind AS account, p.amount, p.balance_after AS "balanceAfter",
                   t.reference, t.created_at AS "createdAt"
              FROM ledger_postings AS p
              JOIN ledger_accounts AS a ON a.id = p.account_id
              JOIN ledger_transactions AS t ON t.id = p.transaction_id
             WHERE a.owner_user_id = $1 ORDER BY p.id DESC LIMIT $2`),
      list(`SELECT order_no AS "orderNo", amount, bonus_amount AS "bonus", status, provider,
                   created_at AS "createdAt", paid_at AS "paidAt"
              FROM deposit_orders WHERE user_id = $1 ORDER BY id DESC LIMIT $2`),
      list(`SELECT withdrawal_no AS "withdrawalNo", amount, status, review_status AS "reviewStatus",
                   review_reason AS "reviewReason", created_at AS "createdAt", settled_at AS "settledAt"
              FROM withdrawals WHERE user_id = $1 ORDER BY id DESC LIMIT $2`),
      list(`SELECT r.id, g.name AS game, r.provider, r.stake, r.win, r.status,
                   r.opened_at AS "openedAt", r.settled_at AS "settledAt"
              FROM game_rounds AS r JOIN games AS g ON g.id = r.game_id
             WHERE r.user_id = $1 ORDER BY r.id DESC LIMIT $2`),
      list(`SELECT id, module, event, coin, awards, created_at AS "createdAt"
              FROM reward_grants WHERE user_id = $1 ORDER BY id DESC LIMIT $2`),
      list(`SELECT kind, period, amount, pending_amount AS "pendingAmount", pending_removal AS "pendingRemoval",
                   pending_from AS "pendingFrom"
              FROM player_limits WHERE user_id = $1 AND $2 > 0 ORDER BY kind, period`),
      list(`SELECT kind, until FROM player_exclusions WHERE user_id = $1 AND $2 > 0`),
      list(`SELECT id, id_type AS "idType", id_number AS "idNumber", status, reason,
                   created_at AS "createdAt", reviewed_at AS "reviewedAt"
              FROM kyc_submissions WHERE user_id = $1 ORDER BY id DESC LIMIT $2`),
      list(`SELECT id, author, body AS text, created_at AS "createdAt"
              FROM player_notes WHERE user_id = $1 ORDER BY id DESC LIMIT $2`),
    ]);
  // bigint columns arrive as text from PostgreSQL: every amount and id leaves as a number.
  const numbers = <Row extends Record<string, unknown>>(rows: Row[], keys: string[]) =>
    rows.map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (const key of keys)
        if (copy[key] !== null && copy[key] !== undefined) copy[key] = Number(copy[key]);
      return copy;
    });
  return {
    profile: numbers([player], ['id', 'vipExperience', 'totalDeposited', 'totalStaked'])[0],
    balances: numbers(balances, ['balance']),
    postings: numbers(postings, ['id', 'amount', 'balanceAfter']),
    deposits: numbers(deposits, ['amount', 'bonus']),
    withdrawals: numbers(withdrawals, ['amount']),
    rounds: numbers(rounds, ['id', 'stake', 'win']),
    rewards: numbers(rewards, ['id', 'coin']),
    limits: numbers(limits, ['amount', 'pendingAmount']),
    exclusion: exclusion[0] ?? null,
    kyc: numbers(kyc, ['id']),
    notes: numbers(notes, ['id']),
  };
}
