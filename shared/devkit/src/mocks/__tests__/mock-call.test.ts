import { apiRoutes } from '@casino/contracts';
import { ApiError, callApi, configurePlatform, sessionStore, setNavigator } from '@casino/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockCallLog } from '../call-log';
import { aCoinDetailRow, anExchangeInfo, aWithdrawal } from '../fixtures';
import { callError, mockCall, mockCallError } from '../mock-call';
import { setUpMockApi } from '../node';

const api = setUpMockApi(mockCall(apiRoutes.getExchange, () => anExchangeInfo()));

beforeEach(() => {
  configurePlatform({ apiBase: '/api', appVersion: 'test', onTimeoutTip: () => {} });
  sessionStore.getState().setToken('token');
});

/** Takes the problems the mocked API recorded, so the file's afterEach does not fail the test. */
function takeProblems(): string[] {
  const problems = [...mockCallLog.problems()];
  mockCallLog.clear();
  return problems;
}

describe('mockCall', () => {
  it('answers the platform client with the data in the spec envelope', async () => {
    await expect(callApi(apiRoutes.getExchange, {})).resolves.toEqual(anExchangeInfo());
  });

  it('answers a call of the code envelope (preLogin) with code 200', async () => {
    api.use(mockCall(apiRoutes.preLogin, () => ({ maintenance: { status: 0 }, configVersion: 'v1' })));
    const body = {
      os: 'test',
      deviceModel: 'jsdom',
      phoneinfoJsonModel: {},
      deviceId: 'device',
      urlParams: {},
    };
    await expect(callApi(apiRoutes.preLogin, body)).resolves.toEqual({
      maintenance: { status: 0 },
      configVersion: 'v1',
    });
  });

  it('gives the resolver the body as the API reads it: checked, defaults filled in', async () => {
    const pages: number[] = [];
    api.use(
      mockCall(apiRoutes.appUserCoinDetail, ({ body }) => {
        pages.push(body.pageNum);
        return { list: [aCoinDetailRow()], total: 1, pages: 1 };
      }),
    );
    await callApi(apiRoutes.appUserCoinDetail, { type: 'deposit' });
    expect(pages).toEqual([1]);
  });

  it('records the bodies the client sent, common fields included', async () => {
    api.use(mockCall(apiRoutes.exchange, ({ body }) => ({ ...aWithdrawal(body), coin: 90_000 })));
    await callApi(apiRoutes.exchange, { amount: 10_000, bankCardId: 1 });
    const [sent] = api.bodiesOf(apiRoutes.exchange);
    expect(sent).toMatchObject({ amount: 10_000, bankCardId: 1, channel: 'WEB', appVersion: 'test' });
    expect(api.calls.map((call) => call.path)).toEqual(['/app/v1/exchange']);
  });

  it('refuses with the code and message the resolver decides', async () => {
    api.use(
      mockCall(apiRoutes.exchange, ({ body }) =>
        body.amount > 80_000
          ? callError(1313, 'Insufficient balance')
          : { ...aWithdrawal({ amount: body.amount }), coin: 100_000 - body.amount },
      ),
    );
    const refused = callApi(apiRoutes.exchange, { amount: 90_000, bankCardId: 1 });
    await expect(refused).rejects.toMatchObject({ code: 1313, msg: 'Insufficient balance' });
    await expect(callApi(apiRoutes.exchange, { amount: 10_000, bankCardId: 1 })).resolves.toMatchObject({
      coin: 90_000,
    });
  });

  it('answers only the next call with a handler registered once', async () => {
    api.use(mockCall(apiRoutes.getExchange, () => anExchangeInfo({ coin: 5 }), { once: true }));
    await expect(callApi(apiRoutes.getExchange, {})).resolves.toMatchObject({ coin: 5 });
    await expect(callApi(apiRoutes.getExchange, {})).resolves.toMatchObject({ coin: 100_000 });
  });

  it('refuses a body the contract refuses, as the API does (errcode 400)', async () => {
    const badBody = { amount: -1, bankCardId: 1 };
    api.use(mockCall(apiRoutes.exchange, () => ({ ...aWithdrawal(), coin: 0 })));
    const refused = callApi(apiRoutes.exchange, badBody);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 400 });
    await expect(refused).rejects.toHaveProperty('msg', expect.stringMatching(/^amount: /));
  });

  it('refuses a non-public call without a token (401), so the platform sends the visitor to sign in', async () => {
    const visited: string[] = [];
    const stopNavigating = setNavigator((path) => visited.push(path));
    sessionStore.getState().setToken(null);
    await expect(callApi(apiRoutes.getExchange, {})).rejects.toMatchObject({ code: 401 });
    expect(visited).toEqual(['/auth/login']);
    stopNavigating();
  });

  it('reports an answer that breaks the contract, and answers it with HTTP 500', async () => {
    api.use(mockCall(apiRoutes.getExchange, () => anExchangeInfo({ coin: -5 })));
    await expect(callApi(apiRoutes.getExchange, {})).rejects.toMatchObject({ code: 500 });
    expect(takeProblems()).toEqual([
      expect.stringMatching(/^mocked answer of \/app\/v1\/getExchange breaks its contract: coin: /),
    ]);
  });

  it('reports a call nobody mocked', async () => {
    await expect(callApi(apiRoutes.getBankInfoList, {})).rejects.toBeInstanceOf(ApiError);
    expect(takeProblems()).toEqual(['no mock answers POST /api/app/v1/getBankInfoList']);
  });
});

describe('mockCallError', () => {
  it('refuses every call of the route with the code, message and data', async () => {
    api.use(mockCallError(apiRoutes.getExchange, 1314, 'Wagering first', { remaining: 500 }));
    const refused = callApi(apiRoutes.getExchange, {});
    await expect(refused).rejects.toMatchObject({
      code: 1314,
      msg: 'Wagering first',
      data: { remaining: 500 },
    });
  });
});

describe('the types of a mock come from the contracts', () => {
  it('rejects data of the wrong shape at compile time', () => {
    // @ts-expect-error `coin` is money in hundredths, a number
    mockCall(apiRoutes.getExchange, () => anExchangeInfo({ coin: '1.00' }));
    // @ts-expect-error getExchange answers the exchange info, not a bank card list
    mockCall(apiRoutes.getExchange, () => ({ list: [], banks: [] }));
    mockCall(apiRoutes.exchange, ({ body }) => {
      // @ts-expect-error the exchange call has no `channelId` field
      body.channelId;
      return { ...aWithdrawal(), coin: 0 };
    });
    expect(true).toBe(true);
  });
});
