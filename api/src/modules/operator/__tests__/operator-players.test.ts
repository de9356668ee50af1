import { randomBytes, randomInt } from 'node:crypto';
import { authModes, loginTypes } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { createSession } from '../../auth/session-tokens.js';
import { newId, openSession, walletCall } from '../../games/__tests__/games-fixtures.js';
import {
  addCard,
  coinOf,
  deposit,
  meetWagering,
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

  const operator = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
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
  /** A Philippine mobile number no other test uses (users.mobile is unique). */
  const newMobile = () => `+63917${String(randomInt(10_000_000)).padStart(7, '0')}`;

  /** Signs in with an SMS code, read back from the development outbox. */
  async function signInByPhone(mobile: string) {
    const sent = await server.call('/app/v1/smsSend', { mobile, authMode: authModes.loginAndRegister });
    expect(sent.envelope.errcode, sent.envelope.msg).toBe(0);
    const outbox = await server.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`,
    });
    const smsCode = /\b(\d{6})\b/.exec(outbox.json().messages[0]?.text ?? '')?.[1];
    return server.call('/app/v1/accountLoginSms', { mobile, smsCode, loginType: loginTypes.phone });
  }

  it('finds a player by id, account, mobile or nickname, newest first, and refuses an empty search', async () => {
    const player = await newPlayer();
    const mobile = newMobile();
    await server.db.query('UPDATE users SET nickname = $2, mobile = $3 WHERE id = $1', [
      player.id,
      'Lucky Marites',
      mobile,
    ]);
    const idsFound = async (q: string) =>
      (await operator('GET', `/players?q=${encodeURIComponent(q)}`)).body.data.list.map(
        (row: { id: number }) => row.id,
      );
    const byId = await operator('GET', `/players?q=${player.id}`);
    expect(byId.body.data.list[0]).toMatchObject({
      id: player.id,
      account: player.account,
      mobile,
      frozen: false,
    });
    expect(await idsFound(player.account.toUpperCase())).toEqual([player.id]);
    expect(await idsFound(player.account.slice(0, 8))).toContain(player.id);
    // The full number, as typed with its plus, and a part of it.
    expect(await idsFound(mobile)).toEqual([player.id]);
    expect(await idsFound(mobile.slice(-7))).toContain(player.id);
    const newer = await newPlayer();
    await server.db.query('UPDATE users SET nickname = $2 WHERE id = $1', [newer.id, 'Marites Two']);
    const byName = await idsFound('MARITES');
    expect(byName.indexOf(newer.id)).toBeLessThan(byName.indexOf(player.id));
    // A pattern character is a letter: "%" finds nobody rather than everybody.
    expect((await operator('GET', '/players?q=%25')).body.data.list).toEqual([]);
    expect((await operator('GET', '/players?q=')).status).toBe(400);
  });

  it("shows a player's balances, postings, deposits, withdrawals, rounds and notes, and records who looked", async () => {
    const player = await newPlayer();
    const paid = await deposit(server, player.token, 1, 50_000);
    await playRound(server, player.token, 1_000, 2_500);
    // A round through the game provider's wallet, as a real game plays it.
    const sessionId = await openSession(server, player.token);
    const roundId = newId('round');
    await walletCall(server, 'bet', { sessionId, transactionId: newId('bet'), roundId, amount: 500 });
    const won = await walletCall(server, 'win', {
      sessionId,
      transactionId: newId('win'),
      roundId,
      amount: 1_200,
      proof: { scheme: 'hmac-sha256-v1', nonce: 1 },
    });
    expect(won.body, JSON.stringify(won.body)).toMatchObject({ ok: true });
    await operator('PUT', '/settings/reviews', { withdrawalsNeedKyc: false });
    await meetWagering(server, player.token);
    const card = await addCard(server, player.token);
    const withdrawal = await server.call(
      '/app/v1/exchange',
      { amount: 10_000, bankCardId: card },
      player.token,
    );
    expect(withdrawal.envelope.errcode, withdrawal.envelope.msg).toBe(0);
    const coin = await coinOf(server, player.token);
    const note = await operator('POST', `/players/${player.id}/notes`, {
      text: 'Called about a late deposit.',
    });
    expect(note.status).toBe(200);
    expect((await operator('POST', `/players/${player.id}/notes`, { text: '  ' })).status).toBe(400);

    const page = await operator('GET', `/players/${player.id}`);
    expect(page.status).toBe(200);
    const data = page.body.data;
    expect(data.profile).toMatchObject({ id: player.id, account: player.account, frozenAt: null });
    const balanceOf = (kind: string) =>
      data.balances.find((row: { kind: string }) => row.kind === kind)?.balance;
    expect(balanceOf('player')).toBe(coin);
    expect(balanceOf('held')).toBe(10_000);
    expect(data.deposits[0]).toMatchObject({ orderNo: paid.orderNo, amount: 50_000, status: 'paid' });
    expect(data.withdrawals[0]).toMatchObject({
      withdrawalNo: withdrawal.envelope.data.withdrawalNo,
      amount: 10_000,
    });
    expect(data.rounds[0]).toMatchObject({ provider: 'inhouse', stake: 500, win: 1_200, status: 'settled' });
    const kinds = data.postings.map((row: { kind: string }) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['deposit', 'bet', 'win', 'withdrawal']));
    const newestOnCoin = data.postings.find((row: { account: string }) => row.account === 'player');
    expect(newestOnCoin.balanceAfter).toBe(coin);
    expect(data.notes[0]).toMatchObject({ author: 'OPERATOR_TOKEN', text: 'Called about a late deposit.' });

    for (const [method, url, body] of [
      ['GET', '/players/999999999', undefined],
      ['POST', '/players/999999999/notes', { text: 'Nobody' }],
      ['POST', '/players/999999999/freeze', { reason: 'Nobody here' }],
    ] as const) {
      const unknown = await operator(method, url, body);
      expect([unknown.status, unknown.body.errcode], url).toEqual([404, 1803]);
    }
    const audit = await operator('GET', `/audit?action=players.read&target=player=${player.id}`);
    expect(audit.body.data.list).toEqual([
      expect.objectContaining({ actor: 'OPERATOR_TOKEN', outcome: 'done' }),
    ]);
  });

  it('freezes an account: sessions end, every sign-in is refused with 1809, money stays, unfreezing lets the player back', async () => {
    const player = await newPlayer();
    const mobile = newMobile();
    await server.db.query('UPDATE users SET mobile = $2 WHERE id = $1', [player.id, mobile]);
    await deposit(server, player.token, 1, 30_000);
    const coinBefore = await coinOf(server, player.token);
    const gameSession = await openSession(server, player.token);

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
    // The open game takes no more bets.
    const bet = await walletCall(server, 'bet', {
      sessionId: gameSession,
      transactionId: newId('bet'),
      roundId: newId('round'),
      amount: 100,
    });
    expect(bet.body).toMatchObject({ ok: false, error: { code: 'SESSION_CLOSED' } });
    // A session a sign-in opened while the freeze committed is refused where every token is read.
    const raced = await createSession(server.db, {
      userId: player.id,
      ttlHours: 1,
      clientAddress: '127.0.0.1',
      userAgent: undefined,
    });
    expect((await server.call('/app/v1/refreshData', {}, raced)).envelope.errcode).toBe(401);

    const refused = await signIn(player.account);
    expect(refused.envelope.errcode).toBe(1809);
    expect(refused.envelope.msg).toMatch(/frozen/);
    expect((await signInByPhone(mobile)).envelope.errcode).toBe(1809);
    const page = await operator('GET', `/players/${player.id}`);
    expect(page.body.data.profile).toMatchObject({ frozenReason: 'Chargeback under review', frozenBy: null });

    const unfrozen = await operator('POST', `/players/${player.id}/unfreeze`, {
      reason: 'Chargeback withdrawn',
    });
    expect(unfrozen.body.data).toMatchObject({ frozen: false });
    expect(
      (await operator('POST', `/players/${player.id}/unfreeze`, { reason: 'Once more' })).body.errcode,
    ).toBe(1810);
    // Sessions from before stay ended: the player signs in afresh.
    expect((await server.call('/app/v1/refreshData', {}, raced)).envelope.errcode).toBe(401);
    const again = await signIn(player.account);
    expect(again.envelope.errcode).toBe(0);
    expect(await coinOf(server, again.envelope.data.token)).toBe(coinBefore);

    const audit = await operator('GET', `/audit?target=player=${player.id}`);
    const changes = audit.body.data.list.filter((row: { action: string }) =>
      row.action.startsWith('players.'),
    );
    expect(changes.map((row: { action: string }) => row.action)).toEqual(
      expect.arrayContaining(['players.freeze', 'players.unfreeze']),
    );
    const done = (action: string) =>
      changes.find(
        (row: { action: string; outcome: string }) => row.action === action && row.outcome === 'done',
      );
    expect(done('players.freeze')).toMatchObject({
      before: { frozen: false },
      after: { frozen: true, reason: 'Chargeback under review' },
    });
    expect(done('players.unfreeze')).toMatchObject({
      before: { frozen: true, reason: 'Chargeback under review' },
      after: { frozen: false, reason: 'Chargeback withdrawn' },
    });
  });
});
