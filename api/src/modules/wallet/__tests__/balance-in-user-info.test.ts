import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { openAccount, playerAccountOf, postTransaction } from '../ledger.js';

announceDatabaseLegs('balance in user info');

describe.each(databaseLegs)('balance in user info on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg);
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows the ledger balance in refreshData and getAfterLoginInfoWeb', async () => {
    const registered = await server.call('/app/v1/accountRegist', {
      account: 'ledger_reader',
      password: 'secret-pass',
    });
    expect(registered.envelope.errcode).toBe(0);
    const token: string = registered.envelope.data.token;
    const userId: number = registered.envelope.data.user.id;
    expect(registered.envelope.data.user.coin).toBe(0);

    const house = await openAccount(server.db, 'house', { systemName: 'house' });
    const player = await playerAccountOf(server.db, userId);
    await postTransaction(server.db, {
      idempotencyKey: 'user-info-deposit',
      kind: 'deposit',
      postings: [
        { accountId: house.id, amount: -12_345 },
        { accountId: player.id, amount: 12_345 },
      ],
    });

    const refreshed = await server.call('/app/v1/refreshData', {}, token);
    expect(refreshed.envelope).toMatchObject({ errcode: 0, data: { coin: 12_345 } });
    const afterLogin = await server.call('/app/v1/getAfterLoginInfoWeb', {}, token);
    expect(afterLogin.envelope).toMatchObject({
      errcode: 0,
      data: { user: { coin: 12_345, exchange: 12_345 } },
    });
  });
});
