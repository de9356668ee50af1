import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from '../../../test-support/test-server.js';
import { type ProviderCallback, signCallback } from '../payment-provider.js';

/** The sandbox provider's secret in tests (the development default). */
export const testSigningSecret = 'development-only-sandbox-payment-signing-secret';

/** Lets one test server register as many players as a suite needs. */
export const walletTestEnvironment = { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000' };

export async function registerPlayer(server: TestServer): Promise<{ token: string; userId: number }> {
  const account = `w${randomBytes(6).toString('hex')}`;
  const { envelope } = await server.call('/app/v1/accountRegist', { account, password: 'secret-pass' });
  expect(envelope.errcode, envelope.msg).toBe(0);
  return { token: envelope.data.token, userId: envelope.data.user.id };
}

/** Opens a deposit order; returns its number and the sandbox payment id from its payment URL. */
export async function openDeposit(server: TestServer, token: string, channelId: number, amount: number) {
  const { envelope } = await server.call('/app/v1/createRechargeOrder', { channelId, amount }, token);
  expect(envelope.errcode, envelope.msg).toBe(0);
  const paymentId = String(envelope.data.paymentUrl).split('/').pop() as string;
  return {
    orderNo: envelope.data.orderNo as string,
    paymentId,
    expectedBonus: envelope.data.expectedBonus as number,
    bonusAmount: envelope.data.bonusAmount as number | null,
  };
}

/** The player presses Pay (or Cancel) on the sandbox provider's hosted page. */
export async function pressOnCheckout(server: TestServer, paymentId: string, action: 'pay' | 'cancel') {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/sandbox-pay/checkout/${paymentId}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location as string;
}

/** Deposits through the sandbox page and returns the order as paid, with its decided bonus. */
export async function deposit(server: TestServer, token: string, channelId: number, amount: number) {
  const order = await openDeposit(server, token, channelId, amount);
  await pressOnCheckout(server, order.paymentId, 'pay');
  const { envelope } = await server.call('/app/v1/getRechargeOrder', { orderNo: order.orderNo }, token);
  expect(envelope.data.status).toBe('paid');
  return { ...order, bonusAmount: envelope.data.bonusAmount as number };
}

/** Sends a callback to the notify endpoint as a provider would (signed unless `signature` is given). */
export async function sendCallback(server: TestServer, callback: ProviderCallback, signature?: string) {
  const signed = signCallback(testSigningSecret, callback);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/notify',
    payload: signature === undefined ? signed : { ...signed, signature },
  });
  return { status: response.statusCode, body: response.json() };
}

export async function coinOf(server: TestServer, token: string): Promise<number> {
  const { envelope } = await server.call('/app/v1/refreshData', {}, token);
  return envelope.data.coin;
}

/** Plays one round through the dev route: the bet counts towards wagering. */
export async function playRound(server: TestServer, token: string, bet: number, win: number) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/dev/wallet/play-round',
    headers: { authorization: token },
    payload: { bet, win },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Bets until the wagering requirement is met, winning each bet back, so the balance stays. */
export async function meetWagering(server: TestServer, token: string) {
  for (;;) {
    const { envelope } = await server.call('/app/v1/getExchange', {}, token);
    const { wageringRemaining, coin } = envelope.data;
    if (wageringRemaining === 0) return;
    const bet = Math.min(wageringRemaining, coin);
    await playRound(server, token, bet, bet);
  }
}

/** A player whose deposit is paid and whose wagering is met: everything is withdrawable. */
export async function fundedPlayer(server: TestServer, amount: number) {
  const player = await registerPlayer(server);
  await deposit(server, player.token, 1, amount);
  await meetWagering(server, player.token);
  return player;
}

export async function addCard(server: TestServer, token: string, accountNumber = '1234567890') {
  const { envelope } = await server.call(
    '/app/v1/addBankInfo',
    { bankId: 1, holderName: 'Juan Dela Cruz', accountNumber },
    token,
  );
  expect(envelope.errcode, envelope.msg).toBe(0);
  return envelope.data.id as number;
}

/** The operator token of test servers that serve the operator API. */
export const testOperatorToken = 'an-operator-token-of-32-characters';

/**
 * Grants props to a player through the operator API (`/api/operator/v1/players/:id/rewards`), the
 * way an operator hands out coupons; the server needs `OPERATOR_TOKEN: testOperatorToken`.
 */
export async function grantThroughOperator(
  server: TestServer,
  userId: number,
  body: { reference: string; awards: { id: number; count: number }[]; expiresAt?: string },
) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/operator/v1/players/${userId}/rewards`,
    headers: { authorization: `Bearer ${testOperatorToken}` },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}
