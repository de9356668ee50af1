import { expect } from '@playwright/test';
import { registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

test('a remote uses the host platform instance and its bus events reach the host', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  await page.goto('/member');

  // The member remote reads the player the host's session store holds (one session store).
  const summary = page.getByRole('region', { name: 'Your account' });
  await expect(summary).toContainText(player.account);

  // One platform: the remote renders the id of the platform module instance it was given.
  const hostInstance = await page.evaluate(() => document.documentElement.dataset.platformInstance);
  expect(hostInstance).toBeTruthy();
  await expect(summary).toHaveAttribute('data-platform-instance', hostInstance ?? '');

  // A bus event emitted in the remote (`customerService.open`) is handled by the host: with an
  // online service configured (the seed has one), the host's live-chat widget opens.
  await page.getByRole('button', { name: 'Contact customer service' }).click();
  await expect(page.getByRole('dialog', { name: 'Live chat' })).toBeVisible();
});

test('logging out in a remote clears the session the host shows', async ({ page, request }) => {
  await signInWithToken(page, await registerPlayer(request));
  await page.goto('/member');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Log out of Royal Casino?' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
});
