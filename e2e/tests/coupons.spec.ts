import { expect } from '@playwright/test';
import { registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// Deposit coupons (ADR 0037), end to end: an operator grants a player a 10 % deposit coupon, the
// player chooses it on the deposit tab, pays on the sandbox page, and sees its bonus in the
// balance and the records.

test.describe.configure({ timeout: 120_000 });

test('a player deposits with a coupon and gets its bonus on top of the first-deposit bonus', async ({
  page,
  request,
  system,
}) => {
  const player = await registerPlayer(request);
  const granted = await request.post(`/api/operator/v1/players/${player.id}/rewards`, {
    headers: { authorization: `Bearer ${system.operatorToken}` },
    data: { reference: 'e2e-welcome', awards: [{ id: 1010, count: 1 }] },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  await signInWithToken(page, player);

  await page.goto('/wallets?name=deposit');
  const coupons = page.getByRole('group', { name: 'Coupon' });
  await expect(coupons.getByRole('radio', { name: 'No coupon' })).toBeChecked();
  // General coupon 1010: 10 % of a deposit from 100.00, at most 500.00.
  await coupons
    .getByRole('radio', { name: /^10% deposit coupon On deposits from ₱100\.00, up to ₱500\.00/ })
    .check();
  await page.getByRole('radio', { name: '₱500.00', exact: true }).check();
  const bonus = page.getByRole('region', { name: 'Expected bonus' });
  await expect(bonus).toContainText('+₱500.00 First deposit bonus');
  await expect(bonus).toContainText('+₱50.00 10% deposit coupon');
  await expect(bonus).toContainText('You expect to receive ₱1,050.00');
  await page.screenshot({ path: 'test-results/coupons-deposit.png', fullPage: true });

  await page.getByRole('button', { name: 'Deposit ₱500.00' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\//);
  await page.getByRole('button', { name: 'Pay 500.00' }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit.*&order=D/);
  await expect(page.getByRole('status').filter({ hasText: /Deposit of/ })).toHaveText(
    'Deposit of ₱500.00 received, plus a ₱500.00 bonus and ₱50.00 from your coupon.',
  );
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱1,050.00');
  // The coupon is used: none is left to choose.
  await expect(page.getByText(/No deposit coupons right now/)).toBeVisible();

  await page.getByRole('link', { name: 'Wallet records' }).click();
  await expect(page.getByRole('article', { name: 'Bonus ₱50.00' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Deposit ₱500.00' })).toContainText('Paid');
});
