import { type APIRequestContext, expect, type FrameLocator, type Page } from '@playwright/test';
import { api, depositThroughApi, registerPlayer, signInWithToken } from './fixtures';
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
const money = (hundredths: number) =>
  (hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
  await expect(topBarBalance(page)).toHaveText(money(deposited));

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
  await expect(topBarBalance(page)).toHaveText(money(coin));

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
  await expect(topBarBalance(page)).toHaveText(money(before));
});
