import { expect } from '@playwright/test';
import { expectAppFrame, registerPlayer, signInWithToken } from './fixtures';
import { specRoutes } from './spec-routes';
import { test } from './system';

test('every route of the spec renders a page from its owner', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signInWithToken(page, await registerPlayer(request));
  for (const [path, owner] of specRoutes) {
    const remoteManifests: string[] = [];
    const onRequest = (req: { url(): string }) => {
      const match = /\/remotes\/([^/]+)\/[^/]+\/mf-manifest\.json/.exec(req.url());
      if (match?.[1]) remoteManifests.push(match[1]);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByText(/Page Not Found/), path).toHaveCount(0);
    expect(page.url(), `${path} stays put for a signed-in player`).not.toContain('/auth/login?redirect');
    page.off('request', onRequest);
    if (owner === 'host') expect(remoteManifests, path).toEqual([]);
    else expect(remoteManifests, path).toEqual([owner]);
  }
});

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
