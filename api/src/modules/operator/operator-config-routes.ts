import { activityTypeIds, propKindOf } from '@casino/contracts';
import { propAwardSchema } from '@casino/contracts/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { taskSeedSchema, upsertTasks, upsertVipLevels, vipLevelSeedSchema } from '../../db/seed-database.js';
import { errorEnvelope, successEnvelope } from '../../http/api-calls.js';
import { errorCodes } from '../../http/api-error.js';
import type { PasswordHasher } from '../auth/password-hashing.js';
import type { AppConfigSource } from '../config/app-config-source.js';
import { jackpotRulesSchema } from '../jackpot/jackpot-rules.js';
import { sendMail } from '../mail/mail-calls.js';
import type { Clock } from '../sms/sms-sender.js';
import type { PaymentProvider } from '../wallet/payment-provider.js';
import { describeChange, guardOperatorScope } from './operator-access.js';
import { registerOperatorAccountRoutes, registerOperatorSignIn } from './operator-account-routes.js';
import { registerOperatorFinanceRoutes } from './operator-finance-routes.js';
import { registerOperatorMoneyRoutes } from './operator-money-routes.js';
import { registerOperatorPlayerRoutes } from './operator-player-routes.js';
import { registerOperatorReleaseRoutes } from './operator-release-routes.js';
import { registerReviewRoutes } from './operator-review-routes.js';
import {
  grantOperatorReward,
  RewardGrantRefusal,
  rewardGrantBody,
  rewardGrantParams,
  UnknownPlayerError,
} from './operator-reward-grants.js';
import { registerOperatorSiteRoutes } from './operator-site-routes.js';

const levelParams = z.strictObject({ level: z.coerce.number().int().min(0).max(1_000) });
const taskParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A level as `api/seed/vip-levels.json` holds it; the URL names the level. */
const levelBody = vipLevelSeedSchema.omit({ level: true });
/** A task as `api/seed/tasks.json` holds it (checked with the URL's id), and its on/off switch. */
const taskBody = z.strictObject({ task: z.record(z.string(), z.unknown()), enabled: z.boolean() });
/** A mail to one or more players, a VIP segment or everyone registered now (api/README.md "Mail"). */
const mailBody = z.strictObject({
  title: z.string().trim().min(1).max(120),
  body: z.string().max(5_000),
  attachments: z
    .array(
      propAwardSchema.refine((award) => propKindOf(award.propId) !== undefined, 'not in the prop catalogue'),
    )
    .max(10)
    .default([]),
  audience: z.union([
    z.strictObject({ playerIds: z.array(z.int().positive()).min(1).max(10_000) }),
    z.strictObject({ minVip: z.int().min(0).max(1_000) }),
    z.strictObject({ everyone: z.literal(true) }),
  ]),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
/** The lucky jackpot's rules and its on/off switch. */
const jackpotBody = z.strictObject({ rules: jackpotRulesSchema, enabled: z.boolean() });

/**
 * The operator API (api/README.md "Operator API"): operators and the audit log, KYC and feedback
 * reviews, VIP levels with their rebate rates, tasks, mail and the mail sent, the lucky jackpot's
 * rules, site settings (maintenance, customer service, deposit channels), and rewards granted to a
 * player (coupons above all). Every route is guarded (`guardOperatorScope`, ADR 0043):
 * an operator's console session with the role the route needs, or the deployment's OPERATOR_TOKEN;
 * every change is audited. A change reaches players at once: the app config's cache is dropped.
 */
export function registerOperatorConfigRoutes(
  app: FastifyInstance,
  {
    db,
    token,
    appConfig,
    clock,
    passwords,
    provider,
    storeDir,
  }: {
    db: Database;
    token: string | undefined;
    appConfig: AppConfigSource;
    clock: Clock;
    passwords: PasswordHasher;
    provider: PaymentProvider;
    /** The remote store the release routes change (REMOTE_STORE). */
    storeDir: string;
  },
): void {
  const refuse = (reply: FastifyReply, status: number, code: number, message: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .send(errorEnvelope('errcode', code, message));

  function parse<Schema extends z.ZodType>(schema: Schema, value: unknown, what: string): z.output<Schema> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new OperatorInputError(
        `${[what, ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'invalid'}`,
      );
    }
    return parsed.data;
  }

  const answer = (reply: FastifyReply, data: unknown) =>
    reply.header('cache-control', 'no-store').send(successEnvelope('errcode', data));

  const levels = () => vipLevels(db);

  const notFound = (reply: FastifyReply, message: string) =>
    refuse(reply, 404, errorCodes.operatorNotFound, message);
  registerOperatorSignIn(app, { db, clock, passwords, parse, answer, notFound });

  app.register(async (operator) => {
    guardOperatorScope(operator, { db, token, clock });
    operator.setErrorHandler((error, _request, reply) => {
      if (error instanceof OperatorInputError || error instanceof RewardGrantRefusal)
        return refuse(reply, 400, errorCodes.invalidRequest, error.message);
      if (error instanceof UnknownPlayerError)
        return refuse(reply, 404, errorCodes.operatorUnknownPlayer, error.message);
      throw error;
    });

    registerOperatorAccountRoutes(operator, { db, clock, passwords, parse, answer, notFound });
    registerReviewRoutes(operator, { db, clock, parse, answer, notFound });
    registerOperatorMoneyRoutes(operator, { db, clock, parse, answer, notFound, provider });
    registerOperatorFinanceRoutes(operator, { db, parse, answer, notFound });
    registerOperatorPlayerRoutes(operator, { db, clock, parse, answer });
    registerOperatorReleaseRoutes(operator, { parse, answer, storeDir });
    registerOperatorSiteRoutes(operator, { db, parse, answer, appConfig });

    operator.get('/api/operator/v1/vip-levels', async (_request, reply) =>
      answer(reply, { levels: await levels(), gameTypes: await gameTypes(db) }),
    );

    operator.put('/api/operator/v1/vip-levels/:level', async (request, reply) => {
      const { level } = parse(levelParams, request.params, 'params');
      const body = parse(levelBody, request.body, 'body');
      const before = (await levels()).find((row) => row.level === level) ?? null;
      await db.transaction(async (tx) => {
        await upsertVipLevels(tx, [{ ...body, level }]);
        // The body is the level's whole rate table: a game type left out earns nothing.
        await tx.query(
          'DELETE FROM vip_rebate_rates WHERE level = $1 AND NOT (game_type_id = ANY($2::int[]))',
          [level, Object.keys(body.rebateRates).map(Number)],
        );
      });
      appConfig.invalidate();
      const after = await levels();
      describeChange(request, {
        target: `vipLevel=${level}`,
        before,
        after: after.find((row) => row.level === level),
      });
      return answer(reply, { levels: after });
    });

    operator.get('/api/operator/v1/tasks', async (_request, reply) =>
      answer(reply, { tasks: await allTasks(db) }),
    );

    operator.put('/api/operator/v1/tasks/:id', async (request, reply) => {
      const { id } = parse(taskParams, request.params, 'params');
      const { task, enabled } = parse(taskBody, request.body, 'body');
      const checked = parse(taskSeedSchema, { ...task, id }, 'body.task');
      const taskOf = (tasks: Record<string, unknown>[]) => tasks.find((row) => Number(row.id) === id) ?? null;
      const before = taskOf(await allTasks(db));
      await db.transaction(async (tx) => {
        await upsertTasks(tx, [checked]);
        await tx.query('UPDATE tasks SET status = $2 WHERE id = $1', [id, enabled ? 1 : 0]);
      });
      const after = await allTasks(db);
      describeChange(request, { target: `task=${id}`, before, after: taskOf(after) });
      return answer(reply, { tasks: after });
    });

    operator.post('/api/operator/v1/mail', async (request, reply) => {
      const mail = parse(mailBody, request.body, 'body');
      const sent = await sendMail(db, {
        ...mail,
        expiresAt: mail.expiresAt ? new Date(mail.expiresAt) : null,
      });
      describeChange(request, { target: `mail=${sent.mailId}`, after: { ...mail, ...sent } });
      return answer(reply, sent);
    });

    operator.get('/api/operator/v1/mail', async (_request, reply) =>
      answer(reply, { list: await sentMail(db) }),
    );

    operator.get('/api/operator/v1/jackpot', async (_request, reply) =>
      answer(reply, await jackpotSettings(db)),
    );

    operator.put('/api/operator/v1/jackpot', async (request, reply) => {
      const { rules, enabled } = parse(jackpotBody, request.body, 'body');
      const before = await jackpotSettings(db);
      const { rows } = await db.query(
        'UPDATE activities SET config = $1::jsonb, status = $2 WHERE type_id = $3 RETURNING id',
        [JSON.stringify(rules), enabled ? 1 : 0, activityTypeIds.LuckyJackpot],
      );
      if (rows.length === 0)
        throw new OperatorInputError('There is no LuckyJackpot activity (type 47) to configure');
      appConfig.invalidate();
      const after = await jackpotSettings(db);
      describeChange(request, { target: 'jackpot', before, after });
      return answer(reply, after);
    });

    operator.post('/api/operator/v1/players/:playerId/rewards', async (request, reply) => {
      const { playerId } = parse(rewardGrantParams, request.params, 'params');
      const body = parse(rewardGrantBody, request.body, 'body');
      const grant = await grantOperatorReward(db, clock, playerId, body);
      const granted = { ...grant, createdAt: grant.createdAt.toISOString() };
      describeChange(request, { target: `player=${playerId}`, after: granted });
      return answer(reply, { grant: granted });
    });
  });
}

/** The LuckyJackpot activity's rules (its `config`) and switch. */
async function jackpotSettings(db: Database) {
  const { rows } = await db.query<{ config: unknown; status: number }>(
    'SELECT config, status FROM activities WHERE type_id = $1',
    [activityTypeIds.LuckyJackpot],
  );
  const row = rows[0];
  return { rules: row?.config ?? null, enabled: row?.status === 1 };
}

/** Every VIP level as the seed holds it and the PUT takes it (rates keyed by game type id). */
async function vipLevels(db: Database) {
  const [levels, rates] = await Promise.all([
    db.query<{
      level: number;
      name: string;
      experience: string;
      bet_limit: string;
      daily_award: unknown;
      show_type: number;
      level_up_bonus: string;
      sign_in_award: unknown;
    }>(
      `SELECT level, name, experience, bet_limit, daily_award, show_type, level_up_bonus, sign_in_award
         FROM vip_levels ORDER BY level`,
    ),
    db.query<{ level: number; game_type_id: number; rate_bp: number }>(
      'SELECT level, game_type_id, rate_bp FROM vip_rebate_rates ORDER BY game_type_id',
    ),
  ]);
  return levels.rows.map((row) => ({
    level: row.level,
    name: row.name,
    experience: Number(row.experience),
    betLimit: Number(row.bet_limit),
    dailyAward: row.daily_award,
    showType: row.show_type,
    levelUpBonus: Number(row.level_up_bonus),
    signInAward: row.sign_in_award,
    rebateRates: Object.fromEntries(
      rates.rows.filter((rate) => rate.level === row.level).map((rate) => [rate.game_type_id, rate.rate_bp]),
    ),
  }));
}

/** The game types a rebate rate is for. */
async function gameTypes(db: Database) {
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM game_types ORDER BY sort, id',
  );
  return rows;
}

/** The newest 50 mails sent, with who they went to and how many received them. */
async function sentMail(db: Database) {
  const { rows } = await db.query<{
    id: string;
    title: string;
    body: string;
    attachments: unknown;
    audience: unknown;
    recipients: number;
    expires_at: Date | null;
    created_at: Date;
  }>(
    `SELECT id, title, body, attachments, audience, recipients, expires_at, created_at
       FROM mails ORDER BY id DESC LIMIT 50`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    body: row.body,
    attachments: row.attachments,
    audience: row.audience,
    recipients: row.recipients,
    expiresAt: row.expires_at && new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** Every task, live or switched off, for the operator. */
async function allTasks(db: Database) {
  const { rows } = await db.query(
    `SELECT id, kind, metric, target, action_path AS "actionPath", min_vip AS "minVip", awards, title, sort,
            status = 1 AS enabled
       FROM tasks ORDER BY sort, id`,
  );
  return rows;
}

class OperatorInputError extends Error {
  override name = 'OperatorInputError';
}
