import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { cspHashSource, renderedPagePolicy } from '../../http/security-headers.js';
import {
  type PaymentProvider,
  type ProviderCallback,
  type ProviderStatus,
  type SignedCallback,
  signCallback,
  verifySignedCallback,
} from './payment-provider.js';

/** What the sandbox provider can decide about a payment (the player) or a payout (a developer). */
export type SandboxOutcome = ProviderCallback['outcome'];

export interface SandboxRequestRow {
  id: string;
  kind: 'payment' | 'payout';
  merchant_reference: string;
  amount: number;
  return_url: string | null;
  outcome: SandboxOutcome | null;
}

export interface SandboxProvider extends PaymentProvider {
  /**
   * Records the outcome of a payment or payout, once: a second decision keeps the first. Returns
   * the signed callback of the outcome that stands, or null for an unknown id or an outcome of the
   * other kind.
   */
  decide(
    id: string,
    outcome: SandboxOutcome,
  ): Promise<{ request: SandboxRequestRow; callback: SignedCallback } | null>;
  findById(id: string): Promise<SandboxRequestRow | null>;
  /** The payment or payout asked for by a merchant's order or withdrawal number. */
  findByReference(reference: string): Promise<SandboxRequestRow | null>;
  /**
   * Cancels every payment left unpaid longer than the checkout lasts, as a real provider's
   * session expiry does, and returns the signed callbacks that tell the merchant.
   */
  expireCheckouts(): Promise<SignedCallback[]>;
}

const paymentOutcomes: readonly SandboxOutcome[] = ['paid', 'cancelled'];

/**
 * The default payment provider: the API plays the provider too. Its books are
 * `sandbox_provider_requests`; it signs callbacks with the shared secret like a real one would,
 * and a checkout can be paid for `checkoutMinutes` only.
 */
export function createSandboxProvider(
  db: Queryable,
  secret: string,
  checkoutMinutes: number,
): SandboxProvider {
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const findBy = async (column: 'id' | 'merchant_reference', value: string) =>
    (
      await db.query<SandboxRequestRow>(
        `SELECT id, kind, merchant_reference, amount, return_url, outcome
           FROM sandbox_provider_requests WHERE ${column} = $1`,
        [value],
      )
    ).rows[0] ?? null;
  const findById = (id: string) => findBy('id', id);
  const outcomeOf = (request: SandboxRequestRow & { outcome: SandboxOutcome }) =>
    ({
      kind: request.kind,
      reference: request.merchant_reference,
      amount: request.amount,
      outcome: request.outcome,
      eventId: `${request.id}:${request.outcome}`,
    }) as ProviderCallback;
  const callbackOf = (request: SandboxRequestRow & { outcome: SandboxOutcome }) =>
    signCallback(secret, outcomeOf(request));
  /** What its books say of a merchant's order or withdrawal, as a status query answers. */
  const statusOf = async <Kind extends ProviderCallback['kind']>(
    kind: Kind,
    reference: string,
  ): Promise<ProviderStatus<Kind>> => {
    if (kind === 'payment') {
      // An expired checkout is cancelled first, as `decide` would: its session is over.
      await db.query(
        `UPDATE sandbox_provider_requests SET outcome = 'cancelled', decided_at = now()
          WHERE merchant_reference = $1 AND kind = 'payment' AND outcome IS NULL
            AND created_at < now() - make_interval(mins => $2)`,
        [reference, checkoutMinutes],
      );
    }
    const request = await findBy('merchant_reference', reference);
    if (request?.kind !== kind) return 'unknown';
    if (!request.outcome) return 'pending';
    return outcomeOf({ ...request, outcome: request.outcome }) as ProviderStatus<Kind>;
  };

  return {
    name: 'sandbox',
    async createPayment({ orderNo, amount, returnUrl }) {
      const id = newId('pay');
      await db.query(
        `INSERT INTO sandbox_provider_requests (id, kind, merchant_reference, amount, return_url)
         VALUES ($1, 'payment', $2, $3, $4)`,
        [id, orderNo, amount, returnUrl],
      );
      return { paymentUrl: `/api/sandbox-pay/checkout/${id}`, providerReference: id };
    },
    // A bank account and an e-wallet are paid out alike; the books say which it was.
    async requestPayout({ withdrawalNo, amount, destination }) {
      const id = newId('out');
      await db.query(
        `INSERT INTO sandbox_provider_requests (id, kind, merchant_reference, amount, payout_kind)
         VALUES ($1, 'payout', $2, $3, $4)`,
        [id, withdrawalNo, amount, destination.kind],
      );
      return { providerReference: id };
    },
    verifyCallback: (body) => verifySignedCallback(secret, body),
    paymentStatus: (orderNo) => statusOf('payment', orderNo),
    payoutStatus: (withdrawalNo) => statusOf('payout', withdrawalNo),
    async decide(id, outcome) {
      const kind = paymentOutcomes.includes(outcome) ? 'payment' : 'payout';
      // A checkout paid after it expired is cancelled instead, as the provider's session is over.
      await db.query(
        `UPDATE sandbox_provider_requests
            SET outcome = CASE WHEN kind = 'payment' AND created_at < now() - make_interval(mins => $4)
                               THEN 'cancelled' ELSE $2 END,
                decided_at = now()
          WHERE id = $1 AND kind = $3 AND outcome IS NULL`,
        [id, outcome, kind, checkoutMinutes],
      );
      const request = await findById(id);
      if (!request || request.kind !== kind || !request.outcome) return null;
      return { request, callback: callbackOf({ ...request, outcome: request.outcome }) };
    },
    findById,
    findByReference: (reference) => findBy('merchant_reference', reference),
    async expireCheckouts() {
      const { rows } = await db.query<SandboxRequestRow & { outcome: SandboxOutcome }>(
        `UPDATE sandbox_provider_requests SET outcome = 'cancelled', decided_at = now()
          WHERE kind = 'payment' AND outcome IS NULL AND created_at < now() - make_interval(mins => $1)
          RETURNING id, kind, merchant_reference, amount, return_url, outcome`,
        [checkoutMinutes],
      );
      return rows.map(callbackOf);
    },
  };
}

/** Sends a signed callback to the wallet's notify endpoint and tells whether it was acknowledged. */
export type DeliverCallback = (callback: SignedCallback) => Promise<boolean>;

/**
 * Delivers through Fastify's request injection: the sandbox provider lives in the same process as
 * the merchant, so the callback takes the full route (body parsing, signature check, handler)
 * without needing to know the public address the API is reached at.
 */
export function injectingDelivery(app: FastifyInstance): DeliverCallback {
  return async (callback) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notify',
      payload: callback,
    });
    return response.statusCode === 200;
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function formatAmount(hundredths: number): string {
  return (Math.floor(hundredths) / 100).toFixed(2);
}

/** The hosted page's one inline style; its hash is the page's whole `style-src`. */
const checkoutStyles = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; background: #eef2f7; color: #14213d; display: grid; place-items: start center; }
  main { width: min(100%, 420px); margin: 32px 16px; padding: 24px; background: #fff; border-radius: 16px;
         box-shadow: 0 8px 24px rgb(20 33 61 / 12%); }
  .brand { font-weight: 700; letter-spacing: .04em; color: #2753d7; }
  .amount { font-size: 2.25rem; font-weight: 700; margin: 8px 0 4px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; font-size: .9rem; color: #4a5878; }
  dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
  .button { display: block; box-sizing: border-box; width: 100%; min-height: 48px; margin-top: 12px; border: 0;
            border-radius: 12px; font: inherit; font-weight: 600; text-align: center; line-height: 48px;
            text-decoration: none; cursor: pointer; }
  .pay { background: #2753d7; color: #fff; }
  .cancel { background: #e3e8f2; color: #14213d; }
  .note { font-size: .8rem; color: #6b7794; margin-top: 20px; }
`;
const checkoutPagePolicy = renderedPagePolicy(cspHashSource(checkoutStyles));

function checkoutPage(request: SandboxRequestRow): string {
  const amount = formatAmount(request.amount);
  const decided = request.outcome
    ? `<p class="status" role="status">This payment is ${escapeHtml(request.outcome)}.</p>
       <a class="button pay" href="${escapeHtml(request.return_url ?? '/')}">Back to the casino</a>`
    : `<form method="post" action="/api/sandbox-pay/checkout/${request.id}/pay">
         <button class="button pay" type="submit">Pay ${amount}</button>
       </form>
       <form method="post" action="/api/sandbox-pay/checkout/${request.id}/cancel">
         <button class="button cancel" type="submit">Cancel payment</button>
       </form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay: ${amount}</title>
<style>${checkoutStyles}</style>
</head>
<body>
<main>
  <p class="brand">Sandbox Pay</p>
  <h1 class="amount">${amount}</h1>
  <dl>
    <dt>Merchant</dt><dd>Royal Casino</dd>
    <dt>Order</dt><dd>${escapeHtml(request.merchant_reference)}</dd>
  </dl>
  ${decided}
  <p class="note">A test payment provider: no real money moves.</p>
</main>
</body>
</html>`;
}

/** Cancels the expired checkouts and tells the wallet of each; returns how many expired. */
export async function expireCheckoutsAndNotify(
  sandbox: SandboxProvider,
  deliver: DeliverCallback,
): Promise<number> {
  const callbacks = await sandbox.expireCheckouts();
  // An unacknowledged one leaves its order pending until the wallet's next read of the provider.
  for (const callback of callbacks) await deliver(callback);
  return callbacks.length;
}

/** How often the sandbox provider looks for expired checkouts, as a provider's expiry job would. */
const expirySweepMs = 60_000;

/**
 * The sandbox provider's hosted payment page: `GET` shows it, the two forms pay or cancel. An
 * abandoned checkout is cancelled once it expires (a sweep every minute), so its order does not
 * stay pending for ever.
 */
export function registerSandboxCheckout(
  app: FastifyInstance,
  sandbox: SandboxProvider,
  deliver: DeliverCallback,
  { warnOnEveryPayment }: { warnOnEveryPayment: boolean },
): void {
  const sweep = setInterval(() => {
    expireCheckoutsAndNotify(sandbox, deliver).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sandbox checkout expiry failed'),
    );
  }, expirySweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // Scoped: only these routes accept the browser's form posts.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );

    const answerMissing = (reply: FastifyReply) =>
      reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>Not found</title><p>No such payment.</p>');

    scope.get<{ Params: { id: string } }>('/api/sandbox-pay/checkout/:id', async (request, reply) => {
      await expireCheckoutsAndNotify(sandbox, deliver);
      const payment = await sandbox.findById(request.params.id);
      if (payment?.kind !== 'payment') return answerMissing(reply);
      reply.header('cache-control', 'no-store').header('content-security-policy', checkoutPagePolicy);
      return reply.type('text/html; charset=utf-8').send(checkoutPage(payment));
    });

    for (const [action, outcome] of [
      ['pay', 'paid'],
      ['cancel', 'cancelled'],
    ] as const) {
      scope.post<{ Params: { id: string } }>(
        `/api/sandbox-pay/checkout/:id/${action}`,
        async (request, reply) => {
          const decided = await sandbox.decide(request.params.id, outcome);
          if (!decided) return answerMissing(reply);
          if (warnOnEveryPayment && decided.request.outcome === 'paid') {
            request.log.warn(
              { reference: decided.request.merchant_reference, amount: decided.request.amount },
              'sandbox payment credited without real money (ALLOW_SANDBOX_PAYMENTS=true)',
            );
          }
          // A failed delivery leaves the order pending: the return page keeps asking, and a provider
          // would retry; the money is never credited without an acknowledged, verified callback.
          const delivered = await deliver(decided.callback);
          if (!delivered)
            request.log.warn({ reference: decided.request.merchant_reference }, 'callback not acknowledged');
          return reply.redirect(decided.request.return_url ?? '/', 303);
        },
      );
    }
  });
}
