import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrate } from '../db/schema.js';
import { createHttpWallet, signBody, WalletRefusal } from '../operator-wallet.js';
import { buildStudio } from '../server.js';
import { type FakeOperator, startFakeOperator } from '../test-support/fake-operator.js';

const secret = 'a-test-secret-of-at-least-32-characters';
let operator: FakeOperator;
let db: Database;
const studios: FastifyInstance[] = [];

async function startStudio(): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    GAME_PROVIDER_SECRET: secret,
    OPERATOR_WALLET_URL: operator.url,
    // Retries are driven by the tests (retryDue), not by the clock.
    STUDIO_RETRY_INTERVAL_MS: '600000',
    LOG_LEVEL: 'silent',
  });
  const studio = await buildStudio(config, { database: db });
  await studio.ready();
  studios.push(studio);
  return studio;
}

let launches = 0;
/** Opens a game for a new player (each test plays its own); the studio token and the player id. */
async function openGame(
  studio: FastifyInstance,
  gameCode: string,
): Promise<{ token: string; playerId: string }> {
  launches += 1;
  const playerId = `player-${launches}`;
  const launchToken = `launch-token-number-${launches}-${'x'.repeat(20)}`;
  operator.launch(launchToken, { sessionId: `s-${launches}`, playerId, gameCode });
  const response = await studio.inject({
    method: 'POST',
    url: '/api/session',
    payload: { launchToken, gameCode },
  });
  expect(response.statusCode).toBe(200);
  return { token: response.json().token, playerId };
}

async function roundState(roundId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ state: string }>('SELECT state FROM rounds WHERE id = $1', [roundId]);
  return rows[0]?.state;
}

const spin = (studio: FastifyInstance, token: string, betPerLine = 10) =>
  studio.inject({
    method: 'POST',
    url: '/api/games/slot/spin',
    headers: bearer(token),
    payload: { betPerLine },
  });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// One database for the file (PGlite takes seconds to start); each test plays its own player.
beforeAll(async () => {
  db = await openDatabase({ engine: 'pglite', dataDir: 'memory://' });
  await migrate(db);
});
afterAll(() => db.close());

beforeEach(async () => {
  operator = await startFakeOperator(secret);
});

afterEach(async () => {
  for (const studio of studios.splice(0)) await studio.close();
  await operator.close();
});

describe('the operator wallet client', () => {
  it('signs the raw body with HMAC-SHA256 (RFC 4231, test case 2)', () => {
    expect(signBody('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('is refused with BAD_SIGNATURE under another secret, and nothing is applied', async () => {
    operator.launch('launch-token-abcdefghijklmnop', { sessionId: 's-x', playerId: 'p9', gameCode: 'slot' });
    const wallet = createHttpWallet({ baseUrl: operator.url, secret: 'not-the-secret' });
    const refusal = await wallet.session('launch-token-abcdefghijklmnop').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WalletRefusal);
    expect((refusal as WalletRefusal).code).toBe('BAD_SIGNATURE');
    expect(operator.badSignatures).toBe(1);
    expect(operator.applied).toEqual([]);
  });
});

describe('lobby art', () => {
  it('serves each game’s thumbnail as a cacheable SVG and nothing else under /art', async () => {
    const studio = await startStudio();
    for (const code of ['slot', 'crash', 'mines']) {
      const response = await studio.inject({ method: 'GET', url: `/art/${code}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toContain('max-age=86400');
      expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 200 200"/);
    }
    expect((await studio.inject({ method: 'GET', url: '/art/poker.svg' })).statusCode).toBe(404);
    expect((await studio.inject({ method: 'GET', url: '/art/..%2Fpackage.json' })).statusCode).toBe(404);
  });
});

describe('launch', () => {
  it('refuses an unknown launch token with the expired-link message', async () => {
    const studio = await startStudio();
    const response = await studio.inject({
      method: 'POST',
      url: '/api/session',
      payload: { launchToken: 'never-issued-token-0123456789', gameCode: 'slot' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'LAUNCH_TOKEN_INVALID',
      message: 'This game link has expired. Go back and open the game again.',
    });
  });

  it('exchanges a token once: the second exchange is refused', async () => {
    const studio = await startStudio();
    operator.launch('launch-token-once-only-abcdef', {
      sessionId: 's-once',
      playerId: 'p-once',
      gameCode: 'mines',
    });
    const exchange = () =>
      studio.inject({
        method: 'POST',
        url: '/api/session',
        payload: { launchToken: 'launch-token-once-only-abcdef', gameCode: 'mines' },
      });
    expect((await exchange()).statusCode).toBe(200);
    expect((await exchange()).json().error.code).toBe('LAUNCH_TOKEN_INVALID');
  });

  it('refuses game calls without a studio token', async () => {
    const studio = await startStudio();
    const response = await studio.inject({
      method: 'POST',
      url: '/api/games/slot/spin',
      payload: { betPerLine: 10 },
    });
    expect(response.statusCode).toBe(401);
    expect(operator.applied).toEqual([]);
  });
});

describe('demo play', () => {
  it('plays with 1,000.00 play coins and makes no money call to the operator', async () => {
    const studio = await startStudio();
    operator.launch('launch-token-demo-play-abcdef', {
      sessionId: 's-demo',
      playerId: 'p-demo',
      gameCode: 'slot',
      demo: true,
    });
    const session = (
      await studio.inject({
        method: 'POST',
        url: '/api/session',
        payload: { launchToken: 'launch-token-demo-play-abcdef', gameCode: 'slot' },
      })
    ).json();
    expect(session.demo).toBe(true);
    expect(session.balance).toBe(100_000);
    const round = (await spin(studio, session.token)).json();
    expect(round.balance).toBe(100_000 - round.stake + round.win);
    expect(operator.applied).toEqual([]);
    expect(operator.balances.get('p-demo')).toBe(10_000);
  });
});

describe('a slot round', () => {
  it('is one betWin on the operator, and the balance follows it', async () => {
    const studio = await startStudio();
    const { token, playerId } = await openGame(studio, 'slot');
    const response = await spin(studio, token);
    expect(response.statusCode).toBe(200);
    const round = response.json();
    expect(round.stake).toBe(200);
    expect(round.balance).toBe(10_000 - 200 + round.win);
    expect(operator.balances.get(playerId)).toBe(round.balance);
    expect(operator.applied.map((call) => call.action)).toEqual(['betWin']);
    expect(operator.roundNet(round.roundId)).toBe(round.win - round.stake);
    expect(await roundState(round.roundId)).toBe('settled');
  });

  it('refuses a line bet that is not a step, a stake above the balance, and changes no money', async () => {
    const studio = await startStudio();
    const { token, playerId } = await openGame(studio, 'slot');
    const below = await spin(studio, token, 0);
    expect(below.json().error.code).toBe('STAKE_OUT_OF_RANGE');
    const odd = await spin(studio, token, 3);
    expect(odd.json().error.code).toBe('STAKE_OUT_OF_RANGE');
    operator.balances.set(playerId, 100);
    const broke = await spin(studio, token, 10);
    expect(broke.statusCode).toBe(402);
    expect(broke.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(operator.balances.get(playerId)).toBe(100);
    expect(operator.applied).toEqual([]);
  });
});

describe('the journal', () => {
  it('rolls back a bet whose answer was lost, and retries the rollback until the operator takes it, once', async () => {
    const studio = await startStudio();
    const { token, playerId } = await openGame(studio, 'mines');
    operator.outage = 'lost-answers';
    const response = await studio.inject({
      method: 'POST',
      url: '/api/games/mines/start',
      headers: bearer(token),
      payload: { stake: 1_000, mines: 3 },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('WALLET_UNAVAILABLE');
    // The bet went through, the answer did not; the rollback was applied with its answer lost too.
    const roundId = operator.applied[0]?.transactionId.split(':')[0] ?? '';
    expect(operator.applied.map((call) => call.action)).toEqual(['bet', 'rollback']);
    expect(await roundState(roundId)).toBe('rolling_back');

    operator.outage = 'down';
    await db.query(`UPDATE wallet_calls SET next_attempt_at = now() WHERE round_id = $1`, [roundId]);
    expect(await studio.rounds.retryDue()).toBe(0);
    operator.outage = 'none';
    await db.query(`UPDATE wallet_calls SET next_attempt_at = now() WHERE round_id = $1`, [roundId]);
    expect(await studio.rounds.retryDue()).toBe(1);

    expect(await roundState(roundId)).toBe('rolled_back');
    expect(operator.roundNet(roundId)).toBe(0);
    expect(operator.balances.get(playerId)).toBe(10_000);
    expect(operator.applied.filter((call) => !call.duplicate).map((call) => call.action)).toEqual([
      'bet',
      'rollback',
    ]);
    expect(await studio.rounds.pendingSettlements()).toBe(0);
  });

  it('delivers a win the operator did not answer after the studio restarts, exactly once', async () => {
    const first = await startStudio();
    const { token, playerId } = await openGame(first, 'mines');
    const post = (url: string, payload: object) =>
      first.inject({ method: 'POST', url: `/api/games/mines/${url}`, headers: bearer(token), payload });
    const started = (await post('start', { stake: 1_000, mines: 1 })).json();
    const { rows } = await db.query<{ outcome: { mines: number[] } }>(
      'SELECT outcome FROM rounds WHERE id = $1',
      [started.roundId],
    );
    const safe = [0, 1].find((tile) => !rows[0]?.outcome.mines.includes(tile)) ?? 2;
    await post('reveal', { roundId: started.roundId, tile: safe });
    operator.outage = 'down';
    operator.outageActions = ['win'];
    const cashed = await post('cashout', { roundId: started.roundId });
    expect(cashed.statusCode).toBe(200);
    const round = cashed.json();
    expect(round.balance).toBeNull();
    expect(await roundState(round.roundId)).toBe('settling');
    await first.close();

    operator.outage = 'none';
    // A new process on the same database takes the round up at start-up.
    await startStudio();
    expect(await roundState(round.roundId)).toBe('settled');
    expect(operator.roundNet(round.roundId)).toBe(round.win - 1_000);
    expect(operator.balances.get(playerId)).toBe(10_000 - 1_000 + round.win);
    expect(operator.applied.filter((call) => call.action === 'win')).toHaveLength(1);
  });

  it('sends a spin the operator did not answer again until it does, and counts it once', async () => {
    const first = await startStudio();
    const { token, playerId } = await openGame(first, 'slot');
    // Applied, and the answer lost on the way back: the player hears the casino is unreachable.
    operator.outage = 'lost-answers';
    const response = await spin(first, token);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('WALLET_UNAVAILABLE');
    const roundId = operator.applied[0]?.transactionId.split(':')[0] ?? '';
    expect(await roundState(roundId)).toBe('settling');
    await first.close();

    operator.outage = 'none';
    await startStudio();
    expect(await roundState(roundId)).toBe('settled');
    const { rows } = await db.query<{ stake: number; win: number }>(
      'SELECT stake, win FROM rounds WHERE id = $1',
      [roundId],
    );
    const { stake, win } = rows[0] ?? { stake: 0, win: 0 };
    expect(operator.roundNet(roundId)).toBe(Number(win) - Number(stake));
    expect(operator.balances.get(playerId)).toBe(10_000 - Number(stake) + Number(win));
    expect(operator.applied.map((call) => [call.action, call.duplicate])).toEqual([
      ['betWin', false],
      ['betWin', true],
    ]);
  });

  it('ends a spin as refused when the operator refuses it on a later attempt, moving nothing', async () => {
    const studio = await startStudio();
    const { token, playerId } = await openGame(studio, 'slot');
    operator.outage = 'down';
    expect((await spin(studio, token)).statusCode).toBe(503);
    const { rows } = await db.query<{ round_id: string }>(
      `SELECT round_id FROM wallet_calls WHERE action = 'betWin' AND state = 'pending'`,
    );
    const roundId = rows[0]?.round_id ?? '';
    // Meanwhile the player spent their balance elsewhere.
    operator.outage = 'none';
    operator.balances.set(playerId, 10);
    await db.query(`UPDATE wallet_calls SET next_attempt_at = now() WHERE round_id = $1`, [roundId]);
    expect(await studio.rounds.retryDue()).toBe(0);
    expect(await roundState(roundId)).toBe('refused');
    expect(operator.balances.get(playerId)).toBe(10);
    // Its nonce was counted for an outcome drawn before the refusal: the proof shows both.
    const proof = (await studio.inject({ method: 'GET', url: `/api/fair/rounds/${roundId}` })).json();
    expect(proof).toMatchObject({ state: 'refused', scheme: 'hmac-sha256-v1', nonce: 0 });
    expect(proof.outcome).not.toBeNull();
    expect(await studio.rounds.pendingSettlements()).toBe(0);
  });

  it('rolls back at start-up a bet sent by a studio that was killed before it recorded the answer', async () => {
    const studio = await startStudio();
    const { token, playerId } = await openGame(studio, 'slot');
    expect(token).toBeTruthy();
    const sessionId = `s-${launches}`;
    const roundId = '00000000-0000-4000-8000-000000000001';
    const bet = { sessionId, transactionId: `${roundId}:bet`, roundId, amount: 500 };
    // What a killed studio leaves: the round and its journaled bet, and the operator's debit.
    await db.query(
      `INSERT INTO rounds (id, operator_session_id, player_id, game_code, demo, stake, params, state)
       VALUES ($1, $2, $3, 'slot', false, 500, '{}', 'betting')`,
      [roundId, sessionId, playerId],
    );
    await db.query(
      `INSERT INTO wallet_calls (transaction_id, round_id, action, request, state) VALUES ($1, $2, 'bet', $3, 'pending')`,
      [bet.transactionId, roundId, JSON.stringify(bet)],
    );
    await createHttpWallet({ baseUrl: operator.url, secret }).bet(bet);
    expect(operator.balances.get(playerId)).toBe(9_500);

    await startStudio();
    expect(await roundState(roundId)).toBe('rolled_back');
    expect(operator.balances.get(playerId)).toBe(10_000);
  });
});

describe('a mines round', () => {
  const post = (studio: FastifyInstance, token: string, url: string, payload: object) =>
    studio.inject({ method: 'POST', url: `/api/games/mines/${url}`, headers: bearer(token), payload });

  it('keeps its mines secret while open, and refuses a cash-out after a mine with no money change', async () => {
    const studio = await startStudio();
    const { token, playerId } = await openGame(studio, 'mines');
    const started = (await post(studio, token, 'start', { stake: 1_000, mines: 24 })).json();
    expect(started.mines).toBeNull();
    expect(started.balance).toBe(9_000);
    // A mine, read from the studio's own record (the player cannot see it): 24 of the 25 tiles.
    const { rows } = await db.query<{ outcome: { mines: number[] } }>(
      'SELECT outcome FROM rounds WHERE id = $1',
      [started.roundId],
    );
    const mine = rows[0]?.outcome.mines[0];
    const over = (await post(studio, token, 'reveal', { roundId: started.roundId, tile: mine })).json();
    expect(over.state).toBe('over');
    expect(over.win).toBe(0);
    expect(over.mines).toHaveLength(24);
    const balance = operator.balances.get(playerId);
    const late = await post(studio, token, 'cashout', { roundId: started.roundId });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ROUND_NOT_OPEN');
    expect(operator.balances.get(playerId)).toBe(balance);
    expect(operator.applied.filter((call) => call.action === 'win')).toHaveLength(1);
  });

  it('pays the stake times the table multiplier on a cash-out', async () => {
    const studio = await startStudio();
    const { token, playerId } = await openGame(studio, 'mines');
    const started = (await post(studio, token, 'start', { stake: 1_000, mines: 1 })).json();
    const proof = (await studio.inject({ method: 'GET', url: `/api/fair/rounds/${started.roundId}` })).json();
    expect(proof.outcome).toBeNull();
    const { rows } = await db.query<{ outcome: { mines: number[] } }>(
      'SELECT outcome FROM rounds WHERE id = $1',
      [started.roundId],
    );
    const safe = [0, 1].find((tile) => !rows[0]?.outcome.mines.includes(tile)) ?? 2;
    await post(studio, token, 'reveal', { roundId: started.roundId, tile: safe });
    const cashed = (await post(studio, token, 'cashout', { roundId: started.roundId })).json();
    // 1 mine, 1 tile: 0.97 * 25 / 24 = 1.0104 (ten-thousandths, rounded down).
    expect(cashed.win).toBe(1_010);
    expect(operator.balances.get(playerId)).toBe(10_000 - 1_000 + 1_010);
  });

  it('settles a round left open for 30 minutes: cashed out with a tile open, rolled back without', async () => {
    const studio = await startStudio();
    const played = await openGame(studio, 'mines');
    const untouched = await openGame(studio, 'mines');
    const started = (await post(studio, played.token, 'start', { stake: 1_000, mines: 1 })).json();
    const { rows } = await db.query<{ outcome: { mines: number[] } }>(
      'SELECT outcome FROM rounds WHERE id = $1',
      [started.roundId],
    );
    const safe = [0, 1].find((tile) => !rows[0]?.outcome.mines.includes(tile)) ?? 2;
    await post(studio, played.token, 'reveal', { roundId: started.roundId, tile: safe });
    const idle = (await post(studio, untouched.token, 'start', { stake: 500, mines: 5 })).json();
    await db.query(`UPDATE rounds SET updated_at = now() - interval '31 minutes' WHERE id = ANY($1)`, [
      [started.roundId, idle.roundId],
    ]);

    await studio.housekeeping();
    expect(await roundState(started.roundId)).toBe('settled');
    expect(operator.balances.get(played.playerId)).toBe(10_000 - 1_000 + 1_010);
    expect(await roundState(idle.roundId)).toBe('rolled_back');
    expect(operator.balances.get(untouched.playerId)).toBe(10_000);
  });

  it('refuses a stake below the minimum and a start while a round is open', async () => {
    const studio = await startStudio();
    const { token } = await openGame(studio, 'mines');
    expect((await post(studio, token, 'start', { stake: 5, mines: 3 })).json().error.code).toBe(
      'STAKE_OUT_OF_RANGE',
    );
    expect((await post(studio, token, 'start', { stake: 100, mines: 25 })).json().error.code).toBe(
      'BAD_REQUEST',
    );
    expect(operator.applied).toEqual([]);
    await post(studio, token, 'start', { stake: 100, mines: 3 });
    const second = await post(studio, token, 'start', { stake: 100, mines: 3 });
    expect(second.json().error.code).toBe('ROUND_IN_PROGRESS');
    const rotate = await studio.inject({ method: 'POST', url: '/api/fair/rotate', headers: bearer(token) });
    expect(rotate.json().error.code).toBe('ROUND_IN_PROGRESS');
  });
});
