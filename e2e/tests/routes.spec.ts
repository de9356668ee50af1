import { expect } from '@playwright/test';
import { expectAppFrame, recordViolations, registerPlayer, signInWithToken } from './fixtures';
import { jackpotFloatPaths, specRoutes, tabRootPaths } from './spec-routes';
import { test } from './system';

/** The spec's routes by owner: one walk each, so the walks share the workers. */
const routesByOwner = new Map<string, [path: string, owner: string][]>();
for (const route of specRoutes) routesByOwner.set(route[1], [...(routesByOwner.get(route[1]) ?? []), route]);

// A walk over every route of an owner checks what each must hold: the owner renders it with one
// header (the top bar over a tab root, else the page's own with a way back: ADR 0054), and its
// Content-Security-Policy (ADR 0019) blocks nothing on it, lazy parts included.
for (const [routeOwner, routes] of routesByOwner) {
  test(`every ${routeOwner} route of the spec renders a page from its owner, with one header, within its Content-Security-Policy`, async ({
    page,
    request,
  }) => {
    test.setTimeout(30_000 + routes.length * 8_000);
    const violations = await recordViolations(page);
    await signInWithToken(page, await registerPlayer(request));
    for (const [path, owner] of routes) {
      const remoteManifests: string[] = [];
      let watched = false;
      const onRequest = (req: { url(): string }) => {
        const match = /\/remotes\/([^/]+)\/[^/]+\/mf-manifest\.json/.exec(req.url());
        if (match?.[1]) remoteManifests.push(match[1]);
        if (req.url().endsWith('/app/v1/getRealityCheck')) watched = true;
      };
      page.on('request', onRequest);
      const response = await page.goto(path);
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      expect(policy, path).toContain("script-src 'self'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), `${path} has one title`).toHaveCount(1);
      const tabRoot = tabRootPaths.has(path);
      await expect(
        page.getByRole('banner'),
        `${path}: the top bar ${tabRoot ? 'shows' : 'hides'}`,
      ).toHaveCount(tabRoot ? 1 : 0);
      // A tab root's way back is the tab bar; any other page brings its own (the maintenance page
      // has nowhere to go back to; a game's is "Exit game").
      const backs = page.getByRole('button', { name: /^(Back|Exit game)$/ });
      await expect(backs, `${path}: back buttons`).toHaveCount(tabRoot || path === '/maintenance' ? 0 : 1);
      await expect(page.getByText(/Page Not Found/), path).toHaveCount(0);
      expect(page.url(), `${path} stays put for a signed-in player`).not.toContain('/auth/login?redirect');
      // The member remote's reality check watches a signed-in player on every page, once the page
      // has loaded and the browser is idle (ADR 0042).
      await expect.poll(() => watched, `${path} has its player watch`).toBe(true);
      // Lazy parts (remote chunks, translations, images) have loaded once the network is quiet.
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      const expected = [
        ...new Set([
          ...(owner === 'host' ? [] : [owner]),
          'member',
          ...(jackpotFloatPaths.has(path) && owner !== 'jackpot' ? ['jackpot'] : []),
        ]),
      ];
      expect(remoteManifests.sort(), path).toEqual(expected.sort());
      expect(await violations.events(), path).toEqual([]);
    }
    expect(violations.console).toEqual([]);
  });
}

test('an unmatched path shows the 404 page with the path', async ({ page }) => {
  await page.goto('/no/such/path');
  await expect(page.getByText('Page Not Found: /no/such/path')).toBeVisible();
  await expectAppFrame(page);
});

test('failed route validation shows the 404 page', async ({ page }) => {
  await page.goto('/agent?tabActive=nonsense');
  await expect(page.getByText('Page Not Found: /agent')).toBeVisible();
  await page.goto('/feedback/record/not-a-number');
  await expect(page.getByText('Page Not Found: /feedback/record/not-a-number')).toBeVisible();
});

test('a guarded page sends a visitor to log in and back to the page afterwards', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/member/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmember%2Fprofile$/);
  await page.getByRole('tab', { name: 'Account' }).click();
  await page.getByLabel('Account', { exact: true }).fill(player.account);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/member\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('the home page shows the lobby inside the app frame', async ({ page }) => {
  await page.goto('/');
  await expectAppFrame(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Play / }).first()).toBeVisible();
});
