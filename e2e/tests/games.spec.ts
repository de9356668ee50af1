import { expect } from '@playwright/test';
import { registerPlayer, signInWithToken } from './fixtures';
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
  await expect(page.getByRole('heading', { name: 'No games match “no such game at all”' })).toBeVisible();

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
