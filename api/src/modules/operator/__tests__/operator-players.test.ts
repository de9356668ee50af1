import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import {
  deposit,
  playRound,
  testOperatorToken,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';

announceDatabaseLegs('operator players');

describe.each(databaseLegs)('players in the operator console on $name', (leg) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(leg, { ...walletTestEnvironment, OPERATOR_TOKEN: testOperatorToken });
  });
  afterAll(async () => {
    await server?.close();
  });

  const operator = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await server.app.inject({
      method,
      url: `/api/operator/v1${url}`,
      headers: { authorization: `Bearer ${testOperatorToken}` },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  /** A player registered with a known account name and password, so the test can sign in again. */
  async function newPlayer() {
    const account = `p${randomBytes(5).toString('hex')}`;
    const { envelope } = await server.call('/app/v1/accountRegist', { account, password: 'secret-pass' });
    expect(envelope.errcode, envelope.msg).toBe(0);
    return { account, token: envelope.data.token as string, id: envelope.data.user.id as number };
  }
  const signIn = (account: string) =>
    server.call('/app/v1/accountLogin', { account, password: 'secret-pass' });

  it('finds a player by id, account or nickname, and refuses an empty search', async () => {
    const player = await newPlayer();
    await server.db.query('UPDATE users SET nickname = $2 WHERE id = $1', [player.id, 'Lucky Marites']);
    const byId = await operator('GET', `/players?q=${player.id}`);
    expect(byId.body.data.list[0]).toMatchObject({ id: player.id, account: player.account, frozen: false });
    const byAccount = await operator('GET', `/players?q=${player.account.toUpperCase()}`);
    expect(byAccount.body.data.list.map((row: { id: number }) => row.id)).toEqual([player.id]);
    const byNickname = await operator('GET', '/players?q=marites');
    expect(byNickname.body.data.list.map((row: { id: number }) => row.id)).toContain(player.id);
    // A pattern character is a letter: "%" finds nobody rather than everybody.
    expect((await operator('GET', '/players?q=%25')).body.data.list).toEqual([]);
    expect((await operator('GET', '/players?q=')).status).toBe(400);
  });

  it("shows a player's balances, postings, deposits and notes, and records who looked", async () => {
    const player = await newPlayer();
    const paid = await deposit(server, player.token, 1, 50_000);
    await playRound(server, player.token, 1_000, 2_500);
    const note = await operator('POST', `/players/${player.id}/notes`, {
      text: 'Called about a late deposit.',
    });
    expect(note.status).toBe(200);
    expect((await operator('POST', `/players/${player.id}/notes`, { text: '  ' })).status).toBe(400);

    const page = await operator('GET', `/players/${player.id}`);
    expect(page.status).toBe(200);
    const data = page.body.data;
    expect(data.profile).toMatchObject({ id: player.id, account: player.account, frozenAt: null });
    const coin = data.balances.find((row: { kind: string }) => row.kind === 'player');
    expect(coin.balance).toBe(50_000 + paid.bonusAmount - 1_000 + 2_500);
    expect(data.deposits[0]).toMatchObject({ orderNo: paid.orderNo, amount: 50_000, status: 'paid' });
    const kinds = data.postings.map((row: { kind: string }) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['deposit', 'bet', 'win']));
    expect(data.notes[0]).toMatchObject({ author: 'OPERATOR_TOKEN', text: 'Called about a late deposit.' });

    expect((await operator('GET', '/players/999999999')).status).toBe(404);
    const audit = await operator('GET', `/audit?action=players.read&target=player=${player.id}`);
    expect(audit.body.data.list).toEqual([
      expect.objectContaining({ actor: 'OPERATOR_TOKEN', outcome: 'done' }),
    ]);
  });

  it('freezes an account: its sessions end, sign-in is refused with 1809, and unfreezing lets the player back', async () => {
    const player = await newPlayer();
    expect((await operator('POST', `/players/${player.id}/freeze`, { reason: 'no' })).status).toBe(400);
    const frozen = await operator('POST', `/players/${player.id}/freeze`, {
      reason: 'Chargeback under review',
    });
    expect(frozen.body.data).toMatchObject({ frozen: true, reason: 'Chargeback under review' });
    expect(
      (await operator('POST', `/players/${player.id}/freeze`, { reason: 'Once more' })).body.errcode,
    ).toBe(1810);

    const old = await server.call('/app/v1/refreshData', {}, player.token);
    expect(old.envelope.errcode).toBe(401);
    const refused = await signIn(player.account);
    expect(refused.envelope.errcode).toBe(1809);
    expect(refused.envelope.msg).toMatch(/frozen/);
    const page = await operator('GET', `/players/${player.id}`);
    expect(page.body.data.profile).toMatchObject({ frozenReason: 'Chargeback under review', frozenBy: null });

    const unfrozen = await operator('POST', `/players/${player.id}/unfreeze`, {
      reason: 'Chargeback withdrawn',
    });
    expect(unfrozen.body.data).toMatchObject({ frozen: false });
    expect((await signIn(player.account)).envelope.errcode).toBe(0);

    const audit = await operator('GET', `/audit?target=player=${player.id}`);
    const changes = audit.body.data.list.filter((row: { action: string }) =>
      row.action.startsWith('players.'),
    );
    expect(changes.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(['players.freeze', 'players.unfreeze']),
    );
    const freezeRow = changes.find(
      (row: { action: string; outcome: string }) => row.action === 'players.freeze' && row.outcome === 'done',
    );
    expect(freezeRow).toMatchObject({ before: { frozen: false }, after: { frozen: true } });
  });
});
