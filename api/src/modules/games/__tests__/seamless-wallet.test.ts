import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { drainOutbox } from '../../outbox/outbox.js';
import {
  coinOf,
  deposit,
  registerPlayer,
  walletTestEnvironment,
} from '../../wallet/__tests__/wallet-fixtures.js';
import { checkLedgerInvariants, soundLedger } from '../../wallet/ledger-check.js';
import { turnoverConsumer } from '../../wallet/turnover-consumer.js';
import { wageringRemainingOf } from '../../wallet/wagering.js';
import { roundPostingProblems } from '../round-check.js';
import {
  launch,
  moneySnapshot,
  newId,
  openSession,
  seededGames,
  stakeRange,
  walletCall,
} from './games-fixtures.js';

announceDatabaseLegs('seamless wallet');

describe.each(databaseLegs)('the seamless wallet endpoint on $name', (leg) => {
  let server: TestServer;
  const logLines: { level: number; msg: string; [field: string]: unknown }[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  });

  beforeAll(async () => {
    server = await startTestServer(
      leg,
      // The outbox runs when a test drains it, so each test sees exactly what its calls did.
      { ...walletTestEnvironment, LOG_LEVEL: 'warn', OUTBOX_INTERVAL_MS: '0' },
      { logStream },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A player holding `amount` after a deposit (and whatever first-deposit bonus it brings). */
  async function fundedPlayer(amount = 10_000) {
    const player = await registerPlayer(server);
    await deposit(server, player.token, 1, amount);
    return { ...player, coin: await coinOf(server, player.token) };
  }

  async function expectSoundBooks() {
    expect(await checkLedgerInvariants(server.db)).toEqual(soundLedger);
    expect(await roundPostingProblems(server.db)).toEqual([]);
  }

  it('answers a replayed bet, win and rollback with the first result, changing nothing again', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const bet = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 500 };
    const first = await walletCall(server, 'bet', bet);
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, balance: player.coin - 500, duplicate: false },
    });
    // A retry is signed again later: another timestamp, the same call.
    const again = await walletCall(server, 'bet', bet, { timestamp: Date.now() + 1_000 });
    expect(again.body).toEqual({ ...first.body, duplicate: true });

    const win = {
      sessionId,
      transactionId: newId('win'),
      roundId: bet.roundId,
      amount: 1_200,
      proof: { scheme: 'hmac-sha256-v1', nonce: 1 },
    };
    const paid = await walletCall(server, 'win', win);
    expect(paid.body).toMatchObject({ ok: true, balance: player.coin + 700, duplicate: false });
    expect((await walletCall(server, 'win', win)).body).toEqual({ ...paid.body, duplicate: true });

    const lost = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 300 };
    await walletCall(server, 'bet', lost);
    const rollback = {
      sessionId,
      transactionId: newId('rb'),
      roundId: lost.roundId,
      betTransactionId: lost.transactionId,
    };
    const undone = await walletCall(server, 'rollback', rollback);
    expect(undone.body).toMatchObject({ ok: true, balance: player.coin + 700, duplicate: false });
    const before = await moneySnapshot(server.db, player.userId);
    expect((await walletCall(server, 'rollback', rollback)).body).toEqual({
      ...undone.body,
      duplicate: true,
    });
    expect(await moneySnapshot(server.db, player.userId)).toEqual(before);
    expect(await coinOf(server, player.token)).toBe(player.coin + 700);

    // Each settled round published one event; the turnover consumer counts the kept stake once.
    const wageringBefore = await wageringRemainingOf(server.db, player.userId);
    await drainOutbox(server.db, [turnoverConsumer]);
    await drainOutbox(server.db, [turnoverConsumer]);
    expect(await wageringRemainingOf(server.db, player.userId)).toBe(Math.max(wageringBefore - 500, 0));
    const events = await server.db.query<{ topic: string; payload: unknown; settled_at: Date }>(
      `SELECT o.topic, o.payload, r.settled_at FROM outbox AS o
         JOIN game_rounds AS r ON r.provider = o.payload->>'provider' AND r.round_id = o.payload->>'roundId'
        WHERE r.round_id = ANY($1::text[]) ORDER BY o.id`,
      [[bet.roundId, lost.roundId]],
    );
    // Exactly the settled round, to the millisecond of its settled time.
    const settled = (roundId: string, stake: number, win: number, status: string, index: number) => ({
      topic: 'game.roundSettled',
      payload: {
        roundId,
        provider: 'inhouse',
        playerId: player.userId,
        gameId: seededGames.slot,
        stake,
        win,
        status,
        settledAt: events.rows[index]?.settled_at.toISOString(),
      },
    });
    expect(events.rows.map(({ topic, payload }) => ({ topic, payload }))).toEqual([
      settled(bet.roundId, 500, 1_200, 'settled', 0),
      settled(lost.roundId, 0, 0, 'rolled_back', 1),
    ]);
    await expectSoundBooks();
  });

  it('refuses the same transaction id with another body, changing nothing', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const bet = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 500 };
    await walletCall(server, 'bet', bet);
    const before = await moneySnapshot(server.db, player.userId);
    const conflict = await walletCall(server, 'bet', { ...bet, amount: 600 });
    expect(conflict).toMatchObject({
      status: 409,
      body: { ok: false, error: { code: 'TRANSACTION_CONFLICT' } },
    });
    // The same id for a win is another call too.
    const asWin = await walletCall(server, 'win', { ...bet, amount: 0 });
    expect(asWin.body.error.code).toBe('TRANSACTION_CONFLICT');
    expect(await moneySnapshot(server.db, player.userId)).toEqual(before);
  });

  it('applies a bet and a win sent 10 times at once each once; the other calls answer the first result', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const bet = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 500 };
    const win = { sessionId, transactionId: newId('win'), roundId: bet.roundId, amount: 800 };
    for (const [action, call] of [
      ['bet', bet],
      ['win', win],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => walletCall(server, action, call)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      const applied = answers.filter((answer) => answer.body.duplicate === false);
      expect(applied).toHaveLength(1);
      for (const answer of answers) expect({ ...answer.body, duplicate: false }).toEqual(applied[0]?.body);
    }
    expect(await coinOf(server, player.token)).toBe(player.coin + 300);
    await expectSoundBooks();
  });

  it('takes a betWin as one settled round: stake and payout once, its replay answers the first result', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const spin = {
      sessionId,
      transactionId: newId('spin'),
      roundId: newId('round'),
      amount: 200,
      win: 500,
      proof: { scheme: 'hmac-sha256-v1', nonce: 3 },
    };
    const first = await walletCall(server, 'betWin', spin);
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, balance: player.coin + 300, duplicate: false },
    });
    const again = await walletCall(server, 'betWin', spin, { timestamp: Date.now() + 1_000 });
    expect(again.body).toEqual({ ...first.body, duplicate: true });
    const conflict = await walletCall(server, 'betWin', { ...spin, win: 5_000 });
    expect(conflict.body.error.code).toBe('TRANSACTION_CONFLICT');

    const lost = { ...spin, transactionId: newId('spin'), roundId: newId('round'), win: 0 };
    const lostAnswer = await walletCall(server, 'betWin', lost);
    expect(lostAnswer.body).toMatchObject({ ok: true, balance: player.coin + 100 });
    // Settled at once: nothing may roll it back or pay it again.
    const before = await moneySnapshot(server.db, player.userId);
    const rollback = await walletCall(server, 'rollback', {
      sessionId,
      transactionId: newId('rb'),
      roundId: lost.roundId,
      betTransactionId: lost.transactionId,
    });
    expect(rollback.body.error.code).toBe('ROUND_SETTLED');
    const secondWin = await walletCall(server, 'win', {
      sessionId,
      transactionId: newId('win'),
      roundId: lost.roundId,
      amount: 100,
    });
    expect(secondWin.body.error.code).toBe('ROUND_SETTLED');
    expect(await moneySnapshot(server.db, player.userId)).toEqual(before);

    const rounds = await server.db.query<{ stake: string; win: string; status: string; proof: unknown }>(
      'SELECT stake, win, status, proof FROM game_rounds WHERE round_id = ANY($1::text[]) ORDER BY stake, win DESC',
      [[spin.roundId, lost.roundId]],
    );
    expect(rounds.rows.map((row) => [Number(row.stake), Number(row.win), row.status])).toEqual([
      [200, 500, 'settled'],
      [200, 0, 'settled'],
    ]);
    expect(rounds.rows[0]?.proof).toEqual(spin.proof);
    const events = await server.db.query<{ payload: { roundId: string; stake: number; win: number } }>(
      `SELECT payload FROM outbox WHERE payload->>'roundId' = ANY($1::text[]) ORDER BY id`,
      [[spin.roundId, lost.roundId]],
    );
    expect(events.rows.map(({ payload }) => [payload.roundId, payload.stake, payload.win])).toEqual([
      [spin.roundId, 200, 500],
      [lost.roundId, 200, 0],
    ]);
    await expectSoundBooks();
  });

  it('refuses a betWin the balance, the stake range or a closed session does not allow, writing nothing', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const before = await moneySnapshot(server.db, player.userId);
    const spin = (amount: number) => ({
      sessionId,
      transactionId: newId('spin'),
      roundId: newId('round'),
      amount,
      win: amount * 10,
    });
    const short = await walletCall(server, 'betWin', spin(player.coin + 100));
    expect(short).toMatchObject({ status: 422, body: { error: { code: 'INSUFFICIENT_FUNDS' } } });
    const outOfRange = await walletCall(server, 'betWin', spin(stakeRange.max + 1));
    expect(outOfRange.body.error.code).toBe('STAKE_OUT_OF_RANGE');
    const noStake = await walletCall(server, 'betWin', spin(0));
    expect(noStake.body.error.code).toBe('BAD_REQUEST');
    expect(await moneySnapshot(server.db, player.userId)).toEqual(before);
    await launch(server, player.token, seededGames.mines);
    const closed = await walletCall(server, 'betWin', spin(200));
    expect(closed.body.error.code).toBe('SESSION_CLOSED');
    expect(await moneySnapshot(server.db, player.userId)).toEqual(before);
    await expectSoundBooks();
  });

  it('refuses a bad signature, logs it without the body and changes nothing', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const before = await moneySnapshot(server.db, player.userId);
    const bet = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 500 };
    const attempts = [
      await walletCall(server, 'bet', bet, { secret: 'not-the-secret-of-the-inhouse-provider' }),
      await walletCall(server, 'bet', bet, { signature: `sha256=${'0'.repeat(64)}` }),
      await walletCall(server, 'bet', bet, { signature: 'garbage' }),
      await walletCall(server, 'bet', bet, { providerId: 'someone-else' }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toEqual({
        status: 401,
        body: { ok: false, error: { code: 'BAD_SIGNATURE', message: expect.any(String) } },
      });
    }
    expect(await moneySnapshot(server.db, player.userId)).toEqual(before);
    const refusals = logLines.filter((line) => line.msg === 'provider wallet call refused: bad signature');
    expect(refusals.length).toBeGreaterThanOrEqual(attempts.length);
    expect(refusals.at(-1)).toMatchObject({
      providerId: 'someone-else',
      action: 'bet',
      address: expect.any(String),
    });
    expect(JSON.stringify(refusals)).not.toContain(bet.transactionId);
  });

  it('refuses a call outside the 300 s window unless it replays an applied one', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const before = await moneySnapshot(server.db, player.userId);
    const bet = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 500 };
    const stale = await walletCall(server, 'bet', bet, { timestamp: Date.now() - 301_000 });
    expect(stale).toMatchObject({ status: 400, body: { error: { code: 'STALE_REQUEST' } } });
    const future = await walletCall(server, 'balance', { sessionId }, { timestamp: Date.now() + 301_000 });
    expect(future.body.error.code).toBe('STALE_REQUEST');
    expect(await moneySnapshot(server.db, player.userId)).toEqual(before);
    const applied = await walletCall(server, 'bet', bet);
    const replayed = await walletCall(server, 'bet', bet, { timestamp: Date.now() - 3_600_000 });
    expect(replayed.body).toEqual({ ...applied.body, duplicate: true });
  });

  it('never overdraws: of 50 concurrent bets of one player only what the balance covers is taken', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const stake = Math.ceil(player.coin / 20);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        walletCall(server, 'bet', {
          sessionId,
          transactionId: newId('bet'),
          roundId: newId('round'),
          amount: stake,
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(Math.floor(player.coin / stake));
    for (const answer of refused) expect(answer.body.error.code).toBe('INSUFFICIENT_FUNDS');
    const coin = await coinOf(server, player.token);
    expect(coin).toBe(player.coin - accepted.length * stake);
    expect(coin).toBeGreaterThanOrEqual(0);
    expect(Math.min(...accepted.map((answer) => answer.body.balance))).toBe(coin);
    await expectSoundBooks();
  });

  it('refuses a rollback of a settled round, and a bet that arrives after its rollback', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const bet = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 400 };
    await walletCall(server, 'bet', bet);
    await walletCall(server, 'win', {
      sessionId,
      transactionId: newId('win'),
      roundId: bet.roundId,
      amount: 0,
    });
    const before = await moneySnapshot(server.db, player.userId);
    const late = await walletCall(server, 'rollback', {
      sessionId,
      transactionId: newId('rb'),
      roundId: bet.roundId,
      betTransactionId: bet.transactionId,
    });
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'ROUND_SETTLED' } } });
    const anotherWin = await walletCall(server, 'win', {
      sessionId,
      transactionId: newId('win'),
      roundId: bet.roundId,
      amount: 100,
    });
    expect(anotherWin.body.error.code).toBe('ROUND_SETTLED');
    expect(await moneySnapshot(server.db, player.userId)).toEqual(before);

    // The provider timed out on a bet and rolled it back before the bet itself arrived.
    const lost = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 400 };
    const rolledBack = await walletCall(server, 'rollback', {
      sessionId,
      transactionId: newId('rb'),
      roundId: lost.roundId,
      betTransactionId: lost.transactionId,
    });
    expect(rolledBack).toMatchObject({ status: 200, body: { ok: true, balance: player.coin - 400 } });
    const afterRollback = await moneySnapshot(server.db, player.userId);
    const arrived = await walletCall(server, 'bet', lost);
    expect(arrived).toMatchObject({ status: 409, body: { error: { code: 'ROUND_SETTLED' } } });
    expect(await moneySnapshot(server.db, player.userId)).toEqual(afterRollback);
    const unknownWin = await walletCall(server, 'win', {
      sessionId,
      transactionId: newId('win'),
      roundId: newId('round'),
      amount: 5,
    });
    expect(unknownWin).toMatchObject({ status: 404, body: { error: { code: 'UNKNOWN_ROUND' } } });
    await expectSoundBooks();
  });

  it('exchanges a launch token once, within its minute, and refuses a malformed, unknown or used one', async () => {
    const player = await registerPlayer(server);
    const { launchToken, sessionId } = await launch(server, player.token);
    for (const bad of ['', 'short', `${launchToken}x`, 'A'.repeat(43)]) {
      const refused = await walletCall(server, 'session', { launchToken: bad });
      expect(refused, bad).toMatchObject({
        status: 403,
        body: { ok: false, error: { code: 'LAUNCH_TOKEN_INVALID' } },
      });
    }
    const exchanged = await walletCall(server, 'session', { launchToken });
    expect(exchanged.body).toMatchObject({
      ok: true,
      sessionId,
      playerId: player.userId,
      gameCode: 'slot',
      demo: false,
      nickname: expect.any(String),
      balance: 0,
      currency: 'COIN',
    });
    const reused = await walletCall(server, 'session', { launchToken });
    expect(reused.body.error.code).toBe('LAUNCH_TOKEN_INVALID');

    const late = await launch(server, player.token);
    await server.db.query(
      `UPDATE game_sessions SET launch_token_expires_at = now() - interval '1 second' WHERE id = $1`,
      [late.sessionId],
    );
    const expired = await walletCall(server, 'session', { launchToken: late.launchToken });
    expect(expired).toMatchObject({ status: 403, body: { error: { code: 'LAUNCH_TOKEN_EXPIRED' } } });
    // Only the SHA-256 of a token is stored.
    const stored = await server.db.query('SELECT 1 FROM game_sessions WHERE launch_token_sha256 = $1', [
      launchToken,
    ]);
    expect(stored.rows).toEqual([]);
  });

  it('refuses a stake outside the game range or above the balance with no money change', async () => {
    const player = await fundedPlayer(10_000);
    const sessionId = await openSession(server, player.token);
    const before = await moneySnapshot(server.db, player.userId);
    const stakeOf = async (amount: number) =>
      walletCall(server, 'bet', { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount });
    expect((await stakeOf(stakeRange.min - 1)).body.error.code).toBe('STAKE_OUT_OF_RANGE');
    expect((await stakeOf(stakeRange.max + 1)).body.error.code).toBe('STAKE_OUT_OF_RANGE');
    const tooMuch = await stakeOf(Math.min(player.coin + 1, stakeRange.max));
    expect(tooMuch).toMatchObject({
      status: 422,
      body: {
        error: { code: player.coin + 1 <= stakeRange.max ? 'INSUFFICIENT_FUNDS' : 'STAKE_OUT_OF_RANGE' },
      },
    });
    expect((await stakeOf(0)).body.error.code).toBe('BAD_REQUEST');
    expect(await moneySnapshot(server.db, player.userId)).toEqual(before);
  });

  it('refuses a stake the player limits refuse (LIMIT_REACHED), under the lock, changing nothing', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const bet = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 301 };
    // The seam the member issue fills: it replaces this function in its own migration.
    const limits = (body: string) =>
      server.db.execScript(`CREATE OR REPLACE FUNCTION player_stake_refusal(
          user_id bigint, game_id integer, session_id uuid, amount bigint) RETURNS text
        LANGUAGE sql STABLE AS $$ ${body} $$`);
    await limits(`SELECT CASE WHEN amount > 300 THEN format('Over your limit: player %s, game %s, session %s, %s',
        user_id, game_id, session_id, amount) END`);
    try {
      const before = await moneySnapshot(server.db, player.userId);
      const refused = await walletCall(server, 'bet', bet);
      expect(refused).toEqual({
        status: 422,
        body: {
          ok: false,
          error: {
            code: 'LIMIT_REACHED',
            message: `Over your limit: player ${player.userId}, game ${seededGames.slot}, session ${sessionId}, 301`,
          },
        },
      });
      expect(await moneySnapshot(server.db, player.userId)).toEqual(before);
      const within = await walletCall(server, 'bet', {
        ...bet,
        transactionId: newId('bet'),
        roundId: newId('round'),
        amount: 300,
      });
      expect(within.body).toMatchObject({ ok: true, balance: player.coin - 300 });
    } finally {
      await limits('SELECT NULL::text');
    }
    // The refused id was not claimed: the same call applies once the limits allow it.
    expect((await walletCall(server, 'bet', bet)).status).toBe(200);
  });

  it('settles a round in flight after exitGame and refuses new bets on the closed session', async () => {
    const player = await fundedPlayer();
    const sessionId = await openSession(server, player.token);
    const bet = { sessionId, transactionId: newId('bet'), roundId: newId('round'), amount: 100 };
    await walletCall(server, 'bet', bet);
    const exit = await server.call('/app/v1/exitGame', { sessionId }, player.token);
    expect(exit.envelope.data).toEqual({ closed: true, coin: player.coin - 100 });
    const refused = await walletCall(server, 'bet', {
      ...bet,
      transactionId: newId('bet'),
      roundId: newId('round'),
    });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'SESSION_CLOSED' } } });
    expect((await walletCall(server, 'balance', { sessionId })).body.error.code).toBe('SESSION_CLOSED');
    const paid = await walletCall(server, 'win', {
      sessionId,
      transactionId: newId('win'),
      roundId: bet.roundId,
      amount: 250,
    });
    expect(paid.body).toMatchObject({ ok: true, balance: player.coin + 150 });
  });

  it('makes no wallet calls for demo play: its session refuses them', async () => {
    const player = await fundedPlayer();
    const { launchToken, sessionId } = await launch(server, player.token, seededGames.mines, true);
    expect((await walletCall(server, 'session', { launchToken })).body).toMatchObject({
      ok: true,
      demo: true,
    });
    const bet = await walletCall(server, 'bet', {
      sessionId,
      transactionId: newId('bet'),
      roundId: newId('round'),
      amount: 100,
    });
    expect(bet.body.error.code).toBe('BAD_REQUEST');
    expect(await coinOf(server, player.token)).toBe(player.coin);
  });

  it('refuses unknown sessions and actions, and malformed bodies', async () => {
    const unknown = await walletCall(server, 'balance', {
      sessionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'UNKNOWN_SESSION' } } });
    expect((await walletCall(server, 'refund', {})).body.error.code).toBe('BAD_REQUEST');
    expect((await walletCall(server, 'bet', { amount: 'lots' })).body.error.code).toBe('BAD_REQUEST');
  });
});
