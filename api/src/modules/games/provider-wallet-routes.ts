import { maxMoneyAmount } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { describeFastifyError } from '../../http/error-handling.js';
import { isJsonTooDeep } from '../../http/json-bodies.js';
import type { Clock } from '../sms/sms-sender.js';
import { balanceOf } from '../wallet/ledger.js';
import type { ProviderLookup } from './game-sessions.js';
import { exchangeLaunchToken } from './game-sessions.js';
import {
  type RefusalCode,
  refusalStatuses,
  type SeamlessWallet,
  WalletRefusal,
  walletCurrency,
} from './seamless-wallet.js';

/** A wallet call is a few hundred bytes; a proof a few more. */
const walletCallBodyLimitBytes = 16 * 1024;

/** Calls further than this from the operator's clock are refused (docs/game-provider-protocol.md). */
const timestampWindowMs = 300_000;

const providerText = z.string().min(1).max(100);
const timestamp = z.int().nonnegative();
const sessionId = z.uuid();
const bodies = {
  session: z.object({ timestamp, launchToken: z.string().max(200) }),
  balance: z.object({ timestamp, sessionId }),
  bet: z.object({
    timestamp,
    sessionId,
    transactionId: providerText,
    roundId: providerText,
    amount: z.int().positive().max(maxMoneyAmount),
  }),
  win: z.object({
    timestamp,
    sessionId,
    transactionId: providerText,
    roundId: providerText,
    amount: z.int().nonnegative().max(maxMoneyAmount),
    proof: z.record(z.string(), z.unknown()).optional(),
  }),
  betWin: z.object({
    timestamp,
    sessionId,
    transactionId: providerText,
    roundId: providerText,
    amount: z.int().positive().max(maxMoneyAmount),
    win: z.int().nonnegative().max(maxMoneyAmount),
    proof: z.record(z.string(), z.unknown()).optional(),
  }),
  rollback: z.object({
    timestamp,
    sessionId,
    transactionId: providerText,
    roundId: providerText,
    betTransactionId: providerText,
  }),
} as const;
type Action = keyof typeof bodies;
const isAction = (action: string): action is Action => Object.hasOwn(bodies, action);

const launchRefusalMessages = {
  LAUNCH_TOKEN_INVALID: 'This game link has expired. Go back and open the game again.',
  LAUNCH_TOKEN_EXPIRED: 'This game link has expired. Go back and open the game again.',
  SESSION_CLOSED: 'The game session was closed: open the game again.',
} as const;

function refuse(reply: FastifyReply, code: RefusalCode, message: string) {
  return reply.code(refusalStatuses[code]).send({ ok: false, error: { code, message } });
}

export interface ProviderWalletRoutesOptions {
  db: Database;
  providers: ProviderLookup;
  wallet: SeamlessWallet;
  clock: Clock;
}

/**
 * `POST /api/provider/v1/<action>`: the game providers' calls to the operator's wallet. The body
 * is read as bytes so the HMAC covers exactly what was sent; nothing is parsed, and nothing is
 * written, before the signature verifies. A refusal answers a 4xx `{ ok: false, error }`.
 */
export function registerProviderWalletRoutes(
  app: FastifyInstance,
  { db, providers, wallet, clock }: ProviderWalletRoutesOptions,
): void {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const refusal = describeFastifyError(error);
      if (!refusal) throw error;
      request.log.warn({ refusal }, 'provider wallet call refused: unreadable body');
      return refuse(reply, 'BAD_REQUEST', refusal.message);
    });

    scope.post<{ Params: { action: string } }>(
      '/api/provider/v1/:action',
      { bodyLimit: walletCallBodyLimitBytes },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { action } = request.params;
        const providerId = request.headers['x-provider-id'];
        const provider = typeof providerId === 'string' ? providers(providerId) : undefined;
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-signature'];
        if (!provider?.verifySignature(rawBody, typeof signature === 'string' ? signature : undefined)) {
          // Never the body: it is whatever an unauthenticated sender chose to send.
          request.log.warn(
            {
              providerId: typeof providerId === 'string' ? providerId.slice(0, 64) : null,
              action: action.slice(0, 32),
              address: request.ip,
            },
            'provider wallet call refused: bad signature',
          );
          return refuse(reply, 'BAD_SIGNATURE', 'The signature does not verify');
        }
        if (!isAction(action))
          return refuse(reply, 'BAD_REQUEST', `No wallet action "${action.slice(0, 32)}"`);
        const text = rawBody.toString('utf8');
        let parsedJson: unknown;
        try {
          if (isJsonTooDeep(text)) throw new Error('too deep');
          parsedJson = JSON.parse(text);
        } catch {
          return refuse(reply, 'BAD_REQUEST', 'The body is not a JSON object');
        }
        const parsed = bodies[action].safeParse(parsedJson);
        if (!parsed.success) {
          const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
          return refuse(reply, 'BAD_REQUEST', problems.join('; '));
        }
        const now = clock();
        const stale = Math.abs(now.getTime() - parsed.data.timestamp) > timestampWindowMs;
        try {
          return await answer(provider.id, action, parsed.data, stale, now);
        } catch (error) {
          if (error instanceof WalletRefusal) return refuse(reply, error.code, error.message);
          throw error;
        }
      },
    );

    async function answer(
      providerId: string,
      action: Action,
      body: z.infer<(typeof bodies)[Action]>,
      stale: boolean,
      now: Date,
    ) {
      const { timestamp: _signedAt, ...call } = body as Record<string, unknown> & { timestamp: number };
      // Only money calls may replay; the others read or exchange something now.
      if (stale && (action === 'session' || action === 'balance')) {
        throw new WalletRefusal('STALE_REQUEST', 'The timestamp is more than 300 s from the operator clock');
      }
      switch (action) {
        case 'session': {
          const session = await exchangeLaunchToken(db, providerId, String(call.launchToken), now);
          if (typeof session === 'string') throw new WalletRefusal(session, launchRefusalMessages[session]);
          const balance = await balanceOf(db, session.playerId);
          return { ok: true, balance, currency: walletCurrency, ...session };
        }
        case 'balance':
          return { ok: true, ...(await wallet.balance(providerId, String(call.sessionId))) };
        case 'bet':
          return { ok: true, ...(await wallet.bet(providerId, call as z.infer<typeof bodies.bet>, stale)) };
        case 'win':
          return { ok: true, ...(await wallet.win(providerId, call as z.infer<typeof bodies.win>, stale)) };
        case 'betWin':
          return {
            ok: true,
            ...(await wallet.betWin(providerId, call as z.infer<typeof bodies.betWin>, stale)),
          };
        case 'rollback':
          return {
            ok: true,
            ...(await wallet.rollback(providerId, call as z.infer<typeof bodies.rollback>, stale)),
          };
      }
    }
  });
}
