import { type APIRequestContext, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { api, depositThroughApi, type Player, registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// Several page loads and a game session each; the machine may be busy.
test.describe.configure({ timeout: 120_000 });

// The games against the running system: the lobby, search and favourites in the app, and the
// in-house studio's games framed by the game page, paying through the seamless wallet.

test('a player finds a game by name and tag, and keeps it as a favourite', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  await page.goto('/');
  await page.getByRole('link', { name: 'Search games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search games' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Game, studio or tag' });

  await search.fill('mines');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: 'Play Mines of Luzon' })).toBeVisible();
  await search.fill('no such game at all');
  await expect(page.getByText('No games match “no such game at all”')).toBeVisible();

  await search.fill('mines');
  await results.getByRole('button', { name: 'Favourite Mines of Luzon' }).click();
  await expect(results.getByRole('button', { name: 'Favourite Mines of Luzon' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.screenshot({ path: 'test-results/games-search.png' });

  // The favourite is the server's, not only this page's: a new visit restores it.
  await page.goto('/');
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('link', { name: 'Play Mines of Luzon' })).toBeVisible();
  await page.screenshot({ path: 'test-results/games-lobby.png' });
});

const topBarBalance = (page: Page) => page.getByTestId('top-bar-balance');
/** An amount as the studio's own pages write it... */
const money = (hundredths: number) =>
  (hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** ...and as the app shows it, in pesos (ADR 0045). */
const pesos = (hundredths: number) => `₱${money(hundredths)}`;

/** One spin of the slot in its frame: tap Spin, wait until the reels stop and Spin is back. */
async function spin(game: FrameLocator) {
  const button = game.getByRole('button', { name: 'Spin', exact: true });
  await button.click();
  await expect(game.getByRole('button', { name: 'Spinning…' })).toHaveCount(0);
  await expect(button).toBeEnabled();
}

test('a new player deposits, plays the slot from the lobby, and the balance is the ledger and the bet records', async ({
  page,
  request,
  system,
}) => {
  // Reels land at once: the test is about money, not animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 10_000);
  const { coin: deposited } = await api(request, player, 'getExchange', {});
  await signInWithToken(page, player);
  await page.goto('/');
  await expect(topBarBalance(page)).toHaveText(pesos(deposited));

  await page.getByRole('link', { name: 'Play Sampaguita Fortune' }).first().click();
  await expect(page).toHaveURL(/\/game\/start\?gameId=\d+/);
  const game = page.frameLocator('iframe[title="Sampaguita Fortune"]');
  await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
  for (let round = 0; round < 20; round += 1) await spin(game);
  await page.screenshot({ path: 'test-results/games-slot.png' });

  // Reveal this seed pair's server seed, so the rounds can be checked.
  await game.getByRole('button', { name: 'Fairness' }).click();
  await game.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(game.getByRole('heading', { name: 'Previous pair (revealed)' })).toBeVisible();

  await page.getByRole('button', { name: 'Exit game' }).click();
  await expect(page).toHaveURL(/\/$/);

  const { list, total } = await api(request, player, 'betRecord', { pageNum: 1, pageSize: 50 });
  expect(total).toBe(20);
  const settled = list as { roundId: string; stake: number; win: number; status: string }[];
  expect(settled.every((round) => round.status === 'settled')).toBe(true);
  const { coin } = await api(request, player, 'getExchange', {});
  const net = settled.reduce((sum, round) => sum + round.win - round.stake, 0);
  expect(coin).toBe(deposited + net);
  await expect(topBarBalance(page)).toHaveText(pesos(coin));

  // Any finished round recomputes in the browser from its revealed seeds.
  const [checked] = settled;
  await page.goto(`${system.studioUrl}/verify?round=${checked?.roundId}`);
  await expect(page.getByLabel('Server seed (revealed)')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Recompute' }).click();
  await expect(page.getByText('Matches the hash the studio committed before the round.')).toBeVisible();
  await expect(page.getByText(`The studio paid ${money(checked?.win ?? -1)}.`)).toHaveClass('good');
  await page.screenshot({ path: 'test-results/games-verify.png' });
});

/** The id of a game in the lobby's catalogue, by name. */
async function gameIdOf(request: APIRequestContext, name: string): Promise<number> {
  const config = await (await request.post('/api/anonymous/appConfig', { data: {} })).json();
  const game = (config.data.gameList as { id: number; name: string }[]).find((entry) => entry.name === name);
  expect(game, name).toBeDefined();
  return game?.id ?? 0;
}

test('demo play says so and leaves the balance and the bet records as they were', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 10_000);
  const { coin: before } = await api(request, player, 'getExchange', {});
  await signInWithToken(page, player);
  const slotId = await gameIdOf(request, 'Sampaguita Fortune');
  await page.goto('/');
  await page.goto(`/game/start?gameId=${slotId}&tryIt=1`);
  await expect(page.getByText('Demo play: play money, your balance does not change')).toBeVisible();
  const game = page.frameLocator('iframe[title="Sampaguita Fortune"]');
  await expect(game.getByText('Demo play: play money, no real balance changes')).toBeVisible();
  for (let round = 0; round < 3; round += 1) await spin(game);
  await page.getByRole('button', { name: 'Exit game' }).click();

  const { coin } = await api(request, player, 'getExchange', {});
  expect(coin).toBe(before);
  const { total } = await api(request, player, 'betRecord', { pageNum: 1, pageSize: 10 });
  expect(total).toBe(0);
  await expect(topBarBalance(page)).toHaveText(pesos(before));
});

interface CrashRound {
  roundId: string;
  stake: number;
  win: number;
  status: string;
}

async function latestRound(request: APIRequestContext, player: Player): Promise<CrashRound | undefined> {
  const { list } = await api(request, player, 'betRecord', { pageNum: 1, pageSize: 1 });
  return (list as CrashRound[])[0];
}

/**
 * Bets in the betting window open now; false when it closed first (a click waiting for the button
 * would otherwise land in a later round) or the round took off before the bet was confirmed.
 */
async function betThisRound(frame: FrameLocator): Promise<boolean> {
  const clicked = await frame
    .getByRole('button', { name: 'Bet for the next flight' })
    .click({ timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
  if (!clicked) return false;
  const placed = frame.getByRole('button', { name: 'Bet placed' });
  const late = frame.getByRole('status').getByText(/took off|only before take-off/);
  // A placed bet shows as placed, or already flying, or already cashed out at a low auto target.
  const flying = frame.getByRole('button', { name: 'Cash out' });
  const cashedOut = frame.getByRole('status').getByText(/^Cashed out/);
  await expect(placed.or(late).or(flying).or(cashedOut)).toBeVisible();
  return !(await late.isVisible());
}

/**
 * True when `hoped` shows before `otherwise`. Looked for every 100 ms: a round's end shows for one
 * second before the next betting clears it, and the assertion's backoff of up to a second can miss
 * that on a busy machine, then wake to the next round's crash.
 */
async function showsFirst(hoped: Locator, otherwise: Locator): Promise<boolean> {
  let seen: boolean | undefined;
  await expect
    .poll(
      async () => {
        if (await hoped.isVisible()) seen = true;
        else if (await otherwise.isVisible()) seen = false;
        return seen;
      },
      { timeout: 150_000, intervals: [100] },
    )
    .toBeDefined();
  return seen === true;
}

test('two players share one crash round: one cashes out and wins, the other loses', async ({
  page,
  browser,
  request,
  system,
}) => {
  // A round's length is its crash point's: most end in seconds, a rare high one takes a minute.
  test.setTimeout(300_000);
  const crashId = await gameIdOf(request, 'Jeepney Rocket');
  const otherContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: system.baseUrl,
    serviceWorkers: 'block',
  });
  const otherPage = await otherContext.newPage();
  const players = [await registerPlayer(request), await registerPlayer(request)] as const;
  const openCrash = async (each: Page, player: Player) => {
    await depositThroughApi(request, player, 10_000);
    await signInWithToken(each, player);
    await each.goto('/');
    await each.goto(`/game/start?gameId=${crashId}`);
  };
  await openCrash(page, players[0]);
  await openCrash(otherPage, players[1]);
  const [winner, loser] = [page, otherPage].map((each) =>
    each.frameLocator('iframe[title="Jeepney Rocket"]'),
  );
  if (!winner || !loser) throw new Error('two game frames expected');
  // The winner lets the server cash out at 1.01x (a 2.00 bet pays 2.02); the loser never cashes out.
  // Both are enabled only while bets are open: a window that closes between the click and the
  // typing leaves the field disabled and its 2.00 in place, so the typing is checked and repeated.
  const autoCashOut = winner.getByRole('button', { name: 'Auto cash-out' });
  const autoTarget = winner.getByLabel('Auto cash-out at (multiplier)');
  await autoCashOut.click();
  await expect(autoCashOut).toHaveAttribute('aria-pressed', 'true');
  await expect(async () => {
    await autoTarget.fill('1.01');
    await expect(autoTarget).toHaveValue('1.01', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  // Both bet in one betting window. A round that crashes at take-off (about 1 in 100) pays nobody,
  // and a bet a busy machine confirms after take-off is refunded: then both play a later round (a
  // loaded CI machine used up five such rounds once, so there are ten).
  const bettingOpen = winner.getByText('Place your bets: take-off soon');
  const crashed = winner.getByText(/^Crashed at/);
  const cashedOut = winner.getByRole('status').getByText('Cashed out 2.02 at 1.01x');
  // The loser sees the winner's cash-out in the round's table. Watched while the round flies: a
  // round that crashes just after 1.01x clears its table a second later, at the next betting.
  const winnerInLoserTable = loser.getByRole('cell', { name: '1.01x · 2.02' });
  const loserCrashed = loser.getByText(/^Crashed at/);
  let won = false;
  let loserSawIt = false;
  for (let attempt = 0; attempt < 10 && !won; attempt += 1) {
    await expect(crashed).toBeVisible({ timeout: 150_000 });
    await expect(bettingOpen).toBeVisible({ timeout: 30_000 });
    // Both at once: one after the other, a busy machine can let the window close in between.
    const placed = await Promise.all([betThisRound(winner), betThisRound(loser)]);
    if (!placed.every(Boolean)) continue;
    await expect(winner.getByText('2 players this round')).toBeVisible();
    // A round that crashes just after the cash-out shows both at once: either one ends the wait.
    [won, loserSawIt] = await Promise.all([
      showsFirst(cashedOut, crashed),
      showsFirst(winnerInLoserTable, loserCrashed),
    ]);
  }
  expect(won, 'the winner cashed out within ten rounds').toBe(true);
  expect(loserSawIt, "the winner's cash-out reached the loser's table").toBe(true);
  // The round goes on without the loser, who never cashed out.
  await expect(crashed).toBeVisible({ timeout: 150_000 });
  await page.screenshot({ path: 'test-results/games-crash.png' });

  // Settlement reaches the operator's wallet just after the crash.
  await expect
    .poll(async () => [
      (await latestRound(request, players[0]))?.status,
      (await latestRound(request, players[1]))?.status,
    ])
    .toEqual(['settled', 'settled']);
  const [winnerRound, loserRound] = [
    await latestRound(request, players[0]),
    await latestRound(request, players[1]),
  ];
  expect([winnerRound?.stake, winnerRound?.win]).toEqual([200, 202]);
  expect([loserRound?.stake, loserRound?.win]).toEqual([200, 0]);
  // Each game shows its player's balance as the operator's ledger holds it after the round.
  for (const [frame, player] of [
    [winner, players[0]],
    [loser, players[1]],
  ] as const) {
    const { coin } = await api(request, player, 'getExchange', {});
    await expect(frame.getByText(`${money(coin)} COIN`)).toBeVisible();
  }
  const proofs = await Promise.all(
    [winnerRound, loserRound].map(async (round) =>
      (await request.get(`${system.studioUrl}/api/fair/rounds/${round?.roundId}`)).json(),
    ),
  );
  expect(proofs[0].params.roundNumber).toBe(proofs[1].params.roundNumber);
  expect(proofs[0].outcome.hash).toMatch(/^[0-9a-f]{64}$/);
  expect(proofs[1].outcome.hash).toBe(proofs[0].outcome.hash);
  await otherContext.close();
});
