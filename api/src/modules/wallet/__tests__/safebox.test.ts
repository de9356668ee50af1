import { randomUUID } from 'node:crypto';
import type { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { callContract, startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { coinOf, fundedPlayer, registerPlayer, walletTestEnvironment } from './wallet-fixtures.js';

announceDatabaseLegs('safebox');

describe.each(databaseLegs)('the safebox on $name', (leg) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(leg, walletTestEnvironment);
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (name: keyof typeof apiCalls, token: string, body: object = {}) =>
    callContract(server, name, token, body);
  const userInfo = async (token: string) => (await call('getAfterLoginInfoWeb', token)).data.user;

  it('needs a PIN before coin goes in, and moves coin in and out with the user info following', async () => {
    const player = await fundedPlayer(server, 50_000);
    const before = await coinOf(server, player.token);
    expect(
      (await call('safeboxDeposit', player.token, { amount: 10_000, requestId: randomUUID() })).errcode,
    ).toBe(2401);

    expect((await call('setSafeboxPassword', player.token, { pin: '123456' })).data).toEqual({
      hasSafeboxPassword: true,
    });
    expect(await userInfo(player.token)).toMatchObject({ hasSafeboxPassword: true, safebox: 0 });

    const putIn = await call('safeboxDeposit', player.token, { amount: 10_000, requestId: randomUUID() });
    expect(putIn.data).toEqual({ coin: before - 10_000, safebox: 10_000 });
    expect(await userInfo(player.token)).toMatchObject({ coin: before - 10_000, safebox: 10_000 });

    const takenOut = await call('safeboxWithdraw', player.token, {
      amount: 4_000,
      pin: '123456',
      requestId: randomUUID(),
    });
    expect(takenOut.data).toEqual({ coin: before - 6_000, safebox: 6_000 });
  });

  it('refuses more than either side holds, and a wrong PIN, losing nothing', async () => {
    const player = await fundedPlayer(server, 20_000);
    const coin = await coinOf(server, player.token);
    await call('setSafeboxPassword', player.token, { pin: '246810' });
    expect(
      (await call('safeboxDeposit', player.token, { amount: coin + 1, requestId: randomUUID() })).errcode,
    ).toBe(1313);
    await call('safeboxDeposit', player.token, { amount: 5_000, requestId: randomUUID() });
    const tooMuch = await call('safeboxWithdraw', player.token, {
      amount: 5_001,
      pin: '246810',
      requestId: randomUUID(),
    });
    expect(tooMuch.errcode).toBe(2404);
    const wrongPin = await call('safeboxWithdraw', player.token, {
      amount: 100,
      pin: '000000',
      requestId: randomUUID(),
    });
    expect(wrongPin.errcode).toBe(2402);
    expect(await userInfo(player.token)).toMatchObject({ coin: coin - 5_000, safebox: 5_000 });
  });

  it('applies a retried move once, and 20 parallel moves never take out more than it holds', async () => {
    const player = await fundedPlayer(server, 20_000);
    const coin = await coinOf(server, player.token);
    await call('setSafeboxPassword', player.token, { pin: '135790' });
    const requestId = randomUUID();
    const [first, retry] = await Promise.all([
      call('safeboxDeposit', player.token, { amount: 3_000, requestId }),
      call('safeboxDeposit', player.token, { amount: 3_000, requestId }),
    ]);
    expect(first.data.safebox).toBe(3_000);
    expect(retry.data.safebox).toBe(3_000);

    const outs = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('safeboxWithdraw', player.token, { amount: 1_000, pin: '135790', requestId: randomUUID() }),
      ),
    );
    expect(outs.filter((answer) => answer.errcode === 0)).toHaveLength(3);
    expect(outs.filter((answer) => answer.errcode === 2404)).toHaveLength(17);
    expect(await userInfo(player.token)).toMatchObject({ coin, safebox: 0 });
  });

  it('changes the PIN only with the old one, and locks after five wrong PINs', async () => {
    const player = await registerPlayer(server);
    await call('setSafeboxPassword', player.token, { pin: '111111' });
    expect((await call('setSafeboxPassword', player.token, { pin: '222222' })).errcode).toBe(2402);
    expect(
      (await call('setSafeboxPassword', player.token, { pin: '222222', oldPin: '111111' })).errcode,
    ).toBe(0);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await call('safeboxWithdraw', player.token, {
        amount: 1,
        pin: '999999',
        requestId: randomUUID(),
      });
      expect(wrong.errcode).toBe(2402);
    }
    expect(
      (await call('safeboxWithdraw', player.token, { amount: 1, pin: '999999', requestId: randomUUID() }))
        .errcode,
    ).toBe(2402);
    const locked = await call('safeboxWithdraw', player.token, {
      amount: 1,
      pin: '222222',
      requestId: randomUUID(),
    });
    expect(locked.errcode).toBe(2403);
  });

  it('refuses a PIN that is not six digits', async () => {
    const player = await registerPlayer(server);
    for (const pin of ['12345', '1234567', 'abcdef']) {
      expect((await call('setSafeboxPassword', player.token, { pin })).errcode).toBe(400);
    }
    expect((await userInfo(player.token)).hasSafeboxPassword).toBe(false);
  });

  it('lists the in-house studio as a seamless game wallet holding nothing, with nothing to retrieve', async () => {
    const player = await fundedPlayer(server, 10_000);
    const coin = await coinOf(server, player.token);
    expect((await call('getGameWallets', player.token)).data.list).toEqual([
      { providerId: 'inhouse', name: 'Royal Studio', walletType: 'seamless', balance: 0 },
    ]);
    expect((await call('retrieveBalance', player.token)).data).toEqual({ retrieved: 0, coin });
  });
});
