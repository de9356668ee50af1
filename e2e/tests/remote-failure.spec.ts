import { expect, type Page, type Route } from '@playwright/test';
import { expectAppFrame, registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

type Breakage = (route: Route) => Promise<void>;

// The ways a remote's host can fail a player: unreachable, missing, or serving garbage; and a page
// of a host that does not lend the remote its Module Federation runtime (an older host, ADR 0018),
// where the entry finds no runtime and throws as it runs.
const breakages: Record<string, Breakage> = {
  blocked: (route) => route.abort('connectionrefused'),
  'answering 404': (route) => route.fulfill({ status: 404, body: 'Not Found' }),
  'serving a corrupt manifest': (route) =>
    route.request().url().endsWith('mf-manifest.json')
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"metaData": {' })
      : route.continue(),
  'finding no host runtime': async (route) => {
    if (!route.request().url().endsWith('/remoteEntry.js')) return route.continue();
    const entry = await route.fetch();
    const body = (await entry.text()).replace('self._FEDERATION_RUNTIME_CORE', 'self._NO_HOST_RUNTIME');
    // Not the original immutable caching: Retry must fetch the real entry once the route is gone.
    const headers = { ...entry.headers(), 'cache-control': 'no-store' };
    return route.fulfill({ response: entry, body, headers });
  },
};

const walletFiles = '**/remotes/wallet/**';

async function expectWalletFallback(page: Page) {
  await expect(page.getByRole('heading', { name: 'The wallet is unavailable right now' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAppFrame(page);
}

for (const [name, breakage] of Object.entries(breakages)) {
  test(`a wallet remote ${name} fails alone and recovers with Retry`, async ({ page, request }) => {
    await signInWithToken(page, await registerPlayer(request));
    await page.route(walletFiles, breakage);

    await page.goto('/wallets/record');
    await expectWalletFallback(page);

    // Every other part keeps working: host pages, other remotes, the tab bar and the overlays.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Open jackpot' }).click();
    await expect(page.getByRole('dialog', { name: 'Lucky jackpot' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Me', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bonus centre' })).toBeVisible();

    // Back to the wallet: still the fallback, never a white screen.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deposit' }).click();
    await expectWalletFallback(page);

    // The remote comes back: Retry recovers without a reload.
    await page.unroute(walletFiles);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  });
}

test('a page chunk that fails to load reloads the target path once, then shows the fallback', async ({
  page,
  request,
}) => {
  await signInWithToken(page, await registerPlayer(request));
  // Let the wallet's entry and plugin through; fail only its page chunks.
  await page.route(
    /\/remotes\/wallet\/[^/]+\/(?!remoteEntry|mf-manifest|__federation_expose)[^/]+\.js$/,
    (route) => route.abort('connectionrefused'),
  );
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deposit' }).click();
  await expectWalletFallback(page);
  expect(documents).toEqual(['/', '/wallets']);
});
