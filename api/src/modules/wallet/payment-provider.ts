import { createHmac, timingSafeEqual } from 'node:crypto';
import { maxMoneyAmount } from '@casino/contracts';

/**
 * The providers `PAYMENT_PROVIDER` may name. A real provider's adapter is added by naming it here,
 * giving its settings in config.ts and its set-up in wallet-module.ts (docs/adr/0010).
 */
export const paymentProviderNames = ['sandbox'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/**
 * The outside service that takes players' money in and pays it out (docs/adr/0010). The wallet
 * knows only this interface; `PAYMENT_PROVIDER` chooses the adapter.
 */
export interface PaymentProvider {
  /** Stored with each order and withdrawal; names the callback endpoint `/api/payments/<name>/notify`. */
  readonly name: string;
  /** Opens a payment; the player is sent to `paymentUrl` and comes back to `returnUrl`. */
  createPayment(request: { orderNo: string; amount: number; returnUrl: string }): Promise<{
    paymentUrl: string;
    providerReference: string;
  }>;
  /**
   * Asks for a payout to a bank account or an e-wallet (ADR 0048); its outcome arrives later as a
   * callback, the same for both.
   */
  requestPayout(request: {
    withdrawalNo: string;
    amount: number;
    destination: PayoutDestination;
  }): Promise<{ providerReference: string }>;
  /** Reads a callback body: null unless its signature verifies and its fields are well formed. */
  verifyCallback(body: unknown): ProviderCallback | null;
  /**
   * Asks the provider what became of the payment of an order (by the merchant's order number):
   * its final outcome as its callback would carry it, still open, or never asked for. The
   * settlement job (settle-pending-payments.ts) asks when a callback is overdue.
   */
  paymentStatus(orderNo: string): Promise<ProviderStatus<'payment'>>;
  /** The same for the payout of a withdrawal, by its withdrawal number. */
  payoutStatus(withdrawalNo: string): Promise<ProviderStatus<'payout'>>;
}

/**
 * Where a payout goes: a bank account (`bankId` of the wallet's catalogue, `withdrawalBanks`) or an
 * e-wallet (`eWalletId`: GCash or Maya of the same catalogue) named by its mobile number, `09` and
 * nine digits. A provider maps each to its own rails (a bank transfer, an e-wallet disbursement).
 */
export type PayoutDestination =
  | { kind: 'bank'; bankId: number; holderName: string; accountNumber: string }
  | { kind: 'ewallet'; eWalletId: number; holderName: string; mobileNumber: string };

/**
 * A provider's answer to a status query: the final outcome (a callback's fields), `pending` while
 * the player or the bank has not decided, `unknown` when the provider was never asked for it.
 */
export type ProviderStatus<Kind extends ProviderCallback['kind']> =
  | Extract<ProviderCallback, { kind: Kind }>
  | 'pending'
  | 'unknown';

/** What a provider tells the merchant about one payment or payout. */
export type ProviderCallback =
  | { kind: 'payment'; reference: string; amount: number; outcome: 'paid' | 'cancelled'; eventId: string }
  | { kind: 'payout'; reference: string; amount: number; outcome: 'settled' | 'rejected'; eventId: string };

/** A callback as it travels: the fields, the time it was signed, and the HMAC over them. */
export type SignedCallback = ProviderCallback & { timestamp: number; signature: string };

const outcomesByKind = { payment: ['paid', 'cancelled'], payout: ['settled', 'rejected'] } as const;

/** The exact text the HMAC covers: every field, in a fixed order, `|`-separated. */
function signedText(callback: ProviderCallback, timestamp: number): string {
  const { kind, reference, amount, outcome, eventId } = callback;
  return [kind, reference, amount, outcome, eventId, timestamp].join('|');
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Signs a callback the way the sandbox provider does (HMAC-SHA256 over the order's fields). */
export function signCallback(
  secret: string,
  callback: ProviderCallback,
  timestamp = Date.now(),
): SignedCallback {
  return { ...callback, timestamp, signature: hmacHex(secret, signedText(callback, timestamp)) };
}

function isWellFormed(body: unknown): body is SignedCallback {
  if (typeof body !== 'object' || body === null) return false;
  const { kind, reference, amount, outcome, eventId, timestamp, signature } = body as Record<string, unknown>;
  return (
    (kind === 'payment' || kind === 'payout') &&
    (outcomesByKind[kind] as readonly unknown[]).includes(outcome) &&
    typeof reference === 'string' &&
    reference.length > 0 &&
    reference.length <= 64 &&
    Number.isSafeInteger(amount) &&
    (amount as number) > 0 &&
    (amount as number) <= maxMoneyAmount &&
    typeof eventId === 'string' &&
    eventId.length > 0 &&
    eventId.length <= 64 &&
    Number.isSafeInteger(timestamp) &&
    typeof signature === 'string' &&
    /^[0-9a-f]{64}$/.test(signature)
  );
}

/** Checks a signed callback in constant time; null when malformed or forged. */
export function verifySignedCallback(secret: string, body: unknown): ProviderCallback | null {
  if (!isWellFormed(body)) return null;
  const { timestamp, signature, ...fields } = body;
  const callback = fields as ProviderCallback;
  const expected = Buffer.from(hmacHex(secret, signedText(callback, timestamp)), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return {
    kind: callback.kind,
    reference: callback.reference,
    amount: callback.amount,
    outcome: callback.outcome,
    eventId: callback.eventId,
  } as ProviderCallback;
}
