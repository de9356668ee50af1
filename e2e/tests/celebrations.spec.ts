import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { devApi } from './dev-api';
import { registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// Celebrations (ADR 0053): a credited deposit and a VIP level reached, each shown once, short,
// skippable, and still under reduced motion, over a page whose balance is already right.

// A deposit through the provider's page, or several trips home; the machine may be busy.
test.describe.configure({ timeout: 120_000 });

/**
 * Records the name of every celebration that appears, across reloads of the tab (sessionStorage),
 * so a test can say which were shown and how often, not only what is on screen now.
 */
async function recordCelebrations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="dialog"][aria-modal="false"]')) {
        if (seen.has(dialog)) continue;
        seen.add(dialog);
        const name = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent;
        const shown: string[] = JSON.parse(sessionStorage.getItem('e2e_celebrations') ?? '[]');
        sessionStorage.setItem('e2e_celebrations', JSON.stringify([...shown, name]));
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e_celebrations') ?? '[]'));
}

/** A new player signed in on a page that records its celebrations. */
async function newPlayerRecordingCelebrations(page: Page, request: APIRequestContext) {
  const celebrations = await recordCelebrations(page);
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  return { celebrations, player };
}

/** Away from home and back: the home page reads the player again (`refreshData`, spec 4). */
async function returnHome(page: Page) {
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await tabs.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/bonus$/);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/app/v1/refreshData'));
  await tabs.getByRole('link', { name: 'Home' }).click();
  await refreshed;
}

test('a credited deposit is celebrated with the amount, can be skipped, and is not celebrated again', async ({
  page,
  request,
}) => {
  const { celebrations } = await newPlayerRecordingCelebrations(page, request);
  await page.goto('/wallets?name=deposit');
  await page.getByRole('button', { name: 'Deposit ₱100.00' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\//);
  await page.getByRole('button', { name: 'Pay 100.00' }).click();

  const celebration = page.getByRole('dialog', { name: 'Deposit received' });
  await expect(celebration).toBeVisible();
  const skip = celebration.getByRole('button', { name: 'Skip' });
  // Focus inside holds it on screen (as for a keyboard user) while the test reads it.
  await skip.focus();
  await page.screenshot({ path: 'test-results/celebration-deposit.png' });
  // The first deposit's 100.00 and its 100.00 first-deposit bonus, counted up together.
  await expect(celebration.getByRole('status')).toHaveText(
    'Deposit received. ₱200.00. ₱100.00 deposit + ₱100.00 bonus, added to your balance',
  );
  await expect(celebration).toContainText('₱200.00');
  // The balance underneath is already the new one.
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱200.00');
  await skip.click();
  await expect(celebration).toHaveCount(0);

  // The return address still names the order: a reload says the deposit, without a celebration.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /Deposit of/ })).toHaveText(
    'Deposit of ₱100.00 received, plus a ₱100.00 bonus.',
  );
  // Leaving for the records page proves the reloaded page settled; nothing new was celebrated.
  await page.getByRole('link', { name: 'Wallet records' }).click();
  await expect(page.getByRole('article', { name: 'Deposit ₱100.00' })).toBeVisible();
  expect(await celebrations()).toEqual(['Deposit received']);
});

test('a VIP level reached is celebrated once per level, with the way to its benefits, still under reduced motion', async ({
  page,
  request,
}) => {
  const { celebrations, player } = await newPlayerRecordingCelebrations(page, request);
  const homeRefreshed = page.waitForResponse((response) => response.url().endsWith('/app/v1/refreshData'));
  await page.goto('/');
  await homeRefreshed;

  await devApi.setPlayer(request, player.id, { vip: 2 });
  await returnHome(page);
  const levelTwo = page.getByRole('dialog', { name: 'VIP 2 reached!' });
  await expect(levelTwo).toBeVisible();
  const benefits = levelTwo.getByRole('button', { name: 'See VIP 2 benefits' });
  await benefits.focus();
  await page.screenshot({ path: 'test-results/celebration-level-up.png' });
  await benefits.click();
  await expect(page).toHaveURL(/\/vip\/level$/);
  await expect(levelTwo).toHaveCount(0);

  // A reload and a return home read level 2 again: it is not celebrated twice.
  await page.reload();
  await expect(page.getByRole('article', { name: 'VIP 2' })).toBeVisible();
  await returnHome(page);

  // Level 3, for a player who asked for less motion: the same words, at rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await devApi.setPlayer(request, player.id, { vip: 3 });
  await returnHome(page);
  const levelThree = page.getByRole('dialog', { name: 'VIP 3 reached!' });
  await expect(levelThree).toBeVisible();
  await levelThree.getByRole('button', { name: 'Skip' }).focus();
  await page.screenshot({ path: 'test-results/celebration-level-up-still.png' });
  await expect(levelThree.getByRole('status')).toHaveText(
    'VIP 3 reached! New VIP benefits are yours: see what this level gives.',
  );
  await page.keyboard.press('Escape');
  await expect(levelThree).toHaveCount(0);
  expect(await celebrations()).toEqual(['VIP 2 reached!', 'VIP 3 reached!']);
});
