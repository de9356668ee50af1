import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { errorCodes } from '../../http/api-error.js';
import { describeFastifyError } from '../../http/error-handling.js';
import { checkedJsonParser } from '../../http/json-bodies.js';
import { createRateLimiter } from '../../http/rate-limiter.js';
import type { PaymentProvider } from './payment-provider.js';
import { applyProviderOutcome, type OutcomeContext, recordOutcome } from './provider-outcomes.js';

/** A provider's callback is a few hundred bytes; anything near this is not one. */
export const callbackBodyLimitBytes = 16 * 1024;

export interface PaymentNotifyOptions extends OutcomeContext {
  db: Database;
  provider: PaymentProvider;
  /** Refused callbacks (forged, oversized, malformed) one address may send per minute before 429. */
  refusalsPerMinute: number;
}

/**
 * `POST /api/payments/<provider>/notify`: the provider's signed callbacks. It speaks to the
 * provider, so its refusals are HTTP statuses (the body is `{ errcode, msg }` as elsewhere): a body
 * over 16 KiB answers 413 before it is read whole, a malformed one 400, a forged one 401. Each of
 * those counts against the sender's address; past `refusalsPerMinute` in a minute the address
 * gets 429 before its body is read, and nothing more is stored for it. A real provider never sends
 * a refused callback, so its own are never slowed. Every callback read is stored as a digest and a
 * summary with its verdict; anything verified is acknowledged (HTTP 200), duplicates included, so
 * the provider stops retrying.
 */
export function registerPaymentNotify(
  app: FastifyInstance,
  { db, provider, refusalsPerMinute, ...context }: PaymentNotifyOptions,
): void {
  const refusals = createRateLimiter({ limit: refusalsPerMinute, windowMs: 60_000 });
  const bodyTexts = new WeakMap<FastifyRequest, string>();

  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      checkedJsonParser(scope, (request, text) => bodyTexts.set(request, text)),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const refusal = describeFastifyError(error);
      // Anything else is the server's fault: the application's handler logs it and answers 500.
      if (!refusal) throw error;
      refusals.tryHit(request.ip);
      request.log.warn({ provider: provider.name, refusal }, 'payment callback refused: unreadable body');
      return reply
        .code(refusal.code)
        .header('cache-control', 'no-store')
        .send({ errcode: refusal.code, msg: refusal.message });
    });

    scope.post(
      `/api/payments/${provider.name}/notify`,
      {
        bodyLimit: callbackBodyLimitBytes,
        onRequest: async (request, reply) => {
          if (!refusals.isSpent(request.ip)) return;
          request.log.warn({ provider: provider.name }, 'payment callbacks refused: too many refusals');
          return reply.code(429).header('cache-control', 'no-store').send({
            errcode: errorCodes.rateLimited,
            msg: 'Too many refused callbacks: try again in a minute',
          });
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const callback = provider.verifyCallback(request.body);
        const audit = {
          provider: provider.name,
          source: 'callback',
          bodyText: bodyTexts.get(request) ?? '',
          body: request.body,
          clientAddress: request.ip,
        } as const;
        if (!callback) {
          refusals.tryHit(request.ip);
          const reference = (request.body as { reference?: unknown } | null)?.reference;
          request.log.warn({ provider: provider.name, reference }, 'payment callback refused: bad signature');
          await recordOutcome(db, { ...audit, verdict: 'forged' });
          return reply.code(401).send({ errcode: errorCodes.forgedPaymentCallback, msg: 'Bad signature' });
        }
        const verdict = await applyProviderOutcome(db, callback, context, audit);
        if (verdict === 'unknown' || verdict === 'mismatch') {
          request.log.warn(
            { provider: provider.name, callback, verdict },
            'payment callback does not match an order',
          );
        }
        return { errcode: 0, msg: verdict };
      },
    );
  });
}
