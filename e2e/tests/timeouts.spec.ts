import { expect, type Page } from '@playwright/test';
import { registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// Spec 8: a request that times out shows the 'Tips' dialog. It is the one message (ADR 0054): the
// page's own place offers to load again without an error of its own, a form stays ready to send.

const timeoutText = 'The request has timed out, please try again later';

/** Holds every request to the call unanswered until the test lets it through. */
async function holdCall(page: Page, call: string): Promise<() => Promise<void>> {
  const pattern = `**/api/app/v1/${call}`;
  await page.route(pattern, () => {});
  return () => page.unroute(pattern);
}

test('a page whose call times out shows the Tips dialog alone, and loads again on Retry', async ({
  page,
  request,
}) => {
  await signInWithToken(page, await registerPlayer(request));
  await page.clock.install();
  const release = await holdCall(page, 'getMail3');
  await page.goto('/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // Three tries of 10 s each (a time-out is transient) and the backoff between them.
  await page.clock.runFor(40_000);

  const tips = page.getByRole('dialog', { name: 'Tips' });
  await expect(tips).toContainText(timeoutText);
  const main = page.getByRole('main');
  await expect(main.getByText('Not loaded yet')).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.getByText(/timed out|went wrong/i)).toHaveCount(0);

  await tips.getByRole('button', { name: 'OK' }).click();
  await release();
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(main.getByText('Not loaded yet')).toHaveCount(0);
  await expect(main.getByText('No mail yet. Rewards and news from us arrive here.')).toBeVisible();
});

test('a form whose call times out shows the Tips dialog alone and can be sent again', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.clock.install();
  const release = await holdCall(page, 'accountLogin');
  await page.goto('/auth/login?type=account');
  await page.getByLabel('Account', { exact: true }).fill(player.account);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.clock.runFor(11_000);

  const tips = page.getByRole('dialog', { name: 'Tips' });
  await expect(tips).toContainText(timeoutText);
  await expect(page.getByRole('main').getByText(/timed out|went wrong/i)).toHaveCount(0);

  await tips.getByRole('button', { name: 'OK' }).click();
  await release();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
});
