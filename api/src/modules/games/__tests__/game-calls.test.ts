import { apiCalls } from '@casino/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../../http/api-error.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import { loadAppConfig } from '../../config/app-config-source.js';
import { deposit, registerPlayer, walletTestEnvironment } from '../../wallet/__tests__/wallet-fixtures.js';
import { gameArtUrlOf } from '../game-catalogue.js';
import { createGameProviders } from '../games-module.js';
import {
  addUnlaunchableGame,
  launch,
  newId,
  openSession,
  seededGames,
  walletCall,
} from './games-fixtures.js';

announceDatabaseLegs('game calls');

const device = {
  os: 'Android 14',
  deviceModel: 'Pixel 8',
  phoneinfoJsonModel: {},
  deviceId: 'games-device',
  urlParams: {},
};

describe.each(databaseLegs)('the players’ game calls on $name', (leg) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(leg, { ...walletTestEnvironment, OUTBOX_INTERVAL_MS: '0' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('startGame answers a one-time launch URL of the studio, closing the previous session; exitGame closes it', async () => {
    const player = await registerPlayer(server);
    const { envelope } = await server.call(
      '/app/v1/startGame',
      { gameId: seededGames.crash, locale: 'fil-PH' },
      player.token,
    );
    const data = apiCalls.startGame.response.parse(envelope.data);
    const url = new URL(data.launchUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.config.inhouseGames.studioPublicUrl}/play/crash`);
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('lang')).toBe('fil-PH');
    expect(data.demo).toBe(false);

    const second = await launch(server, player.token, seededGames.mines, true);
    const sessions = await server.db.query<{ id: string; closed: boolean; demo: boolean }>(
      'SELECT id, closed_at IS NOT NULL AS closed, demo FROM game_sessions WHERE user_id = $1 ORDER BY opened_at',
      [player.userId],
    );
    expect(sessions.rows).toEqual([
      { id: data.sessionId, closed: true, demo: false },
      { id: second.sessionId, closed: false, demo: true },
    ]);
    // Recently played, most recent first, as the after-login info restores it.
    const after = await server.call('/app/v1/getAfterLoginInfoWeb', {}, player.token);
    expect(after.envelope.data.gameHistory.map((game: { id: number }) => game.id)).toEqual([
      seededGames.mines,
      seededGames.crash,
    ]);

    // A stale tab's exit does not close the newer session.
    const stale = await server.call('/app/v1/exitGame', { sessionId: data.sessionId }, player.token);
    expect(stale.envelope.data).toEqual({ closed: false, coin: 0 });
    const exit = await server.call('/app/v1/exitGame', {}, player.token);
    expect(exit.envelope.data).toEqual({ closed: true, coin: 0 });
    expect((await server.call('/app/v1/exitGame', {}, player.token)).envelope.data.closed).toBe(false);
  });

  it('startGame refuses an unknown game and a game no provider launches, with a clear error', async () => {
    const player = await registerPlayer(server);
    const unknown = await server.call('/app/v1/startGame', { gameId: 999_999 }, player.token);
    expect(unknown.envelope).toMatchObject({ errcode: errorCodes.unknownGame });
    const unlaunchableGameId = await addUnlaunchableGame(server.db);
    const notLaunchable = await server.call(
      '/app/v1/startGame',
      { gameId: unlaunchableGameId },
      player.token,
    );
    expect(notLaunchable.envelope).toMatchObject({
      errcode: errorCodes.gameNotLaunchable,
      msg: expect.stringContaining('cannot be played yet'),
    });
    const anonymous = await server.call('/app/v1/startGame', { gameId: seededGames.slot });
    expect(anonymous.envelope.errcode).toBe(errorCodes.unauthorized);
    const count = await server.db.query('SELECT 1 FROM game_sessions WHERE user_id = $1', [player.userId]);
    expect(count.rows).toEqual([]);
  });

  it('gameLike likes and unlikes, answering the liked ids most recent first', async () => {
    const player = await registerPlayer(server);
    const like = (gameId: number, liked: boolean) =>
      server.call('/app/v1/gameLike', { gameId, like: liked }, player.token);
    expect((await like(seededGames.slot, true)).envelope.data).toEqual({ gameLikeIds: [seededGames.slot] });
    expect((await like(seededGames.crash, true)).envelope.data.gameLikeIds).toEqual([
      seededGames.crash,
      seededGames.slot,
    ]);
    // Liking again keeps the first time.
    expect((await like(seededGames.slot, true)).envelope.data.gameLikeIds).toEqual([
      seededGames.crash,
      seededGames.slot,
    ]);
    expect((await like(seededGames.crash, false)).envelope.data.gameLikeIds).toEqual([seededGames.slot]);
    expect((await like(999_999, true)).envelope.errcode).toBe(errorCodes.unknownGame);
    const after = await server.call('/app/v1/getAfterLoginInfoWeb', {}, player.token);
    expect(after.envelope.data.gameLikeIds).toEqual([seededGames.slot]);
  });

  it('betRecord pages the rounds with their proof link and betRecordReport sums them per day and game', async () => {
    const player = await registerPlayer(server);
    await deposit(server, player.token, 1, 10_000);
    const rounds: { roundId: string; stake: number; win: number }[] = [];
    for (const [gameId, stake, win] of [
      [seededGames.slot, 100, 0],
      [seededGames.slot, 200, 500],
      [seededGames.mines, 300, 0],
    ] as const) {
      const sessionId = await openSession(server, player.token, gameId);
      const roundId = newId('round');
      await walletCall(server, 'bet', { sessionId, transactionId: newId('bet'), roundId, amount: stake });
      await walletCall(server, 'win', {
        sessionId,
        transactionId: newId('win'),
        roundId,
        amount: win,
        proof: { nonce: 1 },
      });
      rounds.push({ roundId, stake, win });
    }
    // One round still in play: listed as open, not in the report.
    const sessionId = await openSession(server, player.token, seededGames.crash);
    const open = newId('round');
    await walletCall(server, 'bet', { sessionId, transactionId: newId('bet'), roundId: open, amount: 50 });

    const first = await server.call('/app/v1/betRecord', { pageNum: 1, pageSize: 3 }, player.token);
    const page = apiCalls.betRecord.response.parse(first.envelope.data);
    expect(page).toMatchObject({ total: 4, pages: 2 });
    expect(page.list.map((row) => row.roundId)).toEqual([open, rounds[2]?.roundId, rounds[1]?.roundId]);
    expect(page.list[0]).toMatchObject({
      gameId: seededGames.crash,
      stake: 50,
      win: 0,
      status: 'open',
      settledAt: null,
      proofUrl: null,
    });
    expect(page.list[2]).toMatchObject({
      gameName: 'Sampaguita Fortune',
      stake: 200,
      win: 500,
      status: 'settled',
      proofUrl: `${server.config.inhouseGames.studioPublicUrl}/api/fair/rounds/${rounds[1]?.roundId}`,
    });
    const last = await server.call('/app/v1/betRecord', { pageNum: 2, pageSize: 3 }, player.token);
    expect(last.envelope.data.list.map((row: { roundId: string }) => row.roundId)).toEqual([
      rounds[0]?.roundId,
    ]);
    const slotOnly = await server.call('/app/v1/betRecord', { gameId: seededGames.slot }, player.token);
    expect(slotOnly.envelope.data.total).toBe(2);

    const today = new Date().toISOString().slice(0, 10);
    const report = await server.call(
      '/app/v1/betRecordReport',
      { startDate: today, endDate: today },
      player.token,
    );
    expect(apiCalls.betRecordReport.response.parse(report.envelope.data)).toEqual({
      days: [{ date: today, rounds: 3, stake: 600, win: 500 }],
      games: [
        { gameId: seededGames.slot, gameName: 'Sampaguita Fortune', rounds: 2, stake: 300, win: 500 },
        { gameId: seededGames.mines, gameName: 'Mines of Luzon', rounds: 1, stake: 300, win: 0 },
      ],
      total: { rounds: 3, stake: 600, win: 500 },
    });
    const empty = await server.call(
      '/app/v1/betRecordReport',
      { startDate: '2020-01-01', endDate: '2020-01-31' },
      player.token,
    );
    expect(empty.envelope.data.total).toEqual({ rounds: 0, stake: 0, win: 0 });
    const backwards = await server.call(
      '/app/v1/betRecordReport',
      { startDate: today, endDate: '2020-01-01' },
      player.token,
    );
    expect(backwards.envelope.errcode).toBe(errorCodes.invalidRequest);
    // Another player sees none of it.
    const other = await registerPlayer(server);
    expect((await server.call('/app/v1/betRecord', {}, other.token)).envelope.data.total).toBe(0);
  });

  it('online records the game id on the open session', async () => {
    const player = await registerPlayer(server);
    const { sessionId } = await launch(server, player.token, seededGames.slot);
    await server.call('/app/v1/online', { gameId: seededGames.slot }, player.token);
    const { rows } = await server.db.query<{ seen: boolean; current: number }>(
      `SELECT s.last_seen_at IS NOT NULL AS seen, u.current_game_id AS current
         FROM game_sessions AS s JOIN users AS u ON u.id = s.user_id WHERE s.id = $1`,
      [sessionId],
    );
    expect(rows).toEqual([{ seen: true, current: seededGames.slot }]);
  });

  it('the lobby lists only games a provider launches, each with its provider’s art', async () => {
    const unlaunchableGameId = await addUnlaunchableGame(server.db);
    const { gameList } = await loadAppConfig(server.db, gameArtUrlOf(createGameProviders(server.config)));
    expect(gameList.map((game) => game.id)).toEqual([seededGames.slot, seededGames.crash, seededGames.mines]);
    expect(gameList.map((game) => game.id)).not.toContain(unlaunchableGameId);
    const studio = server.config.inhouseGames.studioPublicUrl;
    expect(gameList.map((game) => game.image)).toEqual([
      `${studio}/art/slot.svg`,
      `${studio}/art/crash.svg`,
      `${studio}/art/mines.svg`,
    ]);
    // An operator's own image wins over the provider's.
    await server.db.query(`UPDATE games SET image = '/media/sampaguita.webp' WHERE id = $1`, [
      seededGames.slot,
    ]);
    try {
      const again = await loadAppConfig(server.db, gameArtUrlOf(createGameProviders(server.config)));
      expect(again.gameList[0]?.image).toBe('/media/sampaguita.webp');
    } finally {
      await server.db.query(`UPDATE games SET image = '' WHERE id = $1`, [seededGames.slot]);
    }
  });

  it('preLogin sends the game list only when the client’s version is not the current one, which follows the games', async () => {
    const first = await server.call('/app/v1/preLogin', device);
    const version = first.envelope.data.gameListVersion as string;
    expect(first.envelope.data.gameList.length).toBeGreaterThan(0);
    const current = await server.call('/app/v1/preLogin', { ...device, gameListVersion: version });
    expect(current.envelope.data).not.toHaveProperty('gameList');
    expect(
      (await loadAppConfig(server.db, gameArtUrlOf(createGameProviders(server.config)))).gameListVersion,
    ).toBe(version);

    await server.db.query(`UPDATE games SET name = 'Jeepney Rocket X' WHERE id = $1`, [seededGames.crash]);
    try {
      expect(
        (await loadAppConfig(server.db, gameArtUrlOf(createGameProviders(server.config)))).gameListVersion,
      ).not.toBe(version);
    } finally {
      await server.db.query(`UPDATE games SET name = 'Jeepney Rocket' WHERE id = $1`, [seededGames.crash]);
    }
    expect(
      (await loadAppConfig(server.db, gameArtUrlOf(createGameProviders(server.config)))).gameListVersion,
    ).toBe(version);
  });
});
