import { expect, type Page } from '@playwright/test';
import { depositThroughApi, meetWagering, registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// Several page loads and a card round trip each; the machine may be busy.
test.describe.configure({ timeout: 120_000 });

// Issue 18, item 4, "the wallet never confuses" (ADR 0048), at the phone size of the suite: a
// deposit above the channel's maximum says so, the minimum that rises after the first deposit is
// said before it, the wagering still to do is a progress bar with the way to the games, nothing
// withdrawable disables the form with the reason, Max and a review before the call, an account
// added from the withdrawal comes back chosen, and GCash pays out like a bank card.

const balance = (page: Page) => page.getByRole('region', { name: 'Balance' });

test('the deposit form says the rising minimum before the first deposit and the maximum when passed', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  await page.goto('/wallets?name=deposit');
  await expect(page.getByRole('radio', { name: 'GCash' })).toBeChecked();
  // The seed's GCash: ₱100.00 first, ₱200.00 after (minRechargeStatus on), ₱50,000.00 at most.
  await expect(
    page.getByText('First deposit from ₱100.00; after it, deposits through GCash start at ₱200.00.'),
  ).toBeVisible();
  const other = page.getByLabel('Other amount');
  await expect(other).toHaveAttribute('placeholder', '₱100.00 to ₱50,000.00');
  await page.screenshot({ path: 'test-results/wallet-clarity-deposit.png', fullPage: true });

  // Full-page shots draw the fixed bottom bar over the middle: the form itself, in the viewport.
  await other.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/wallet-clarity-deposit-amount.png' });

  await other.fill('60000');
  await expect(
    page.getByText('The amount is above the maximum of ₱50,000.00 for this channel.'),
  ).toBeVisible();
  await expect(page.getByText(/below the minimum/)).toHaveCount(0);
  const refused = page.getByRole('button', { name: 'Deposit ₱60,000.00' });
  await expect(refused).toBeDisabled();
  // The button below the message, in view: the message shows above it, clear of the bottom bar.
  await refused.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/wallet-clarity-deposit-above-maximum.png' });

  // Bank Transfer's minimum does not rise: nothing to say about it.
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await expect(page.getByText(/after it, deposits/)).toHaveCount(0);

  // Once the first deposit is paid, the minimum has risen and the note is gone.
  await depositThroughApi(request, player, 10_000);
  await page.reload();
  await page.getByRole('radio', { name: 'GCash' }).check();
  await expect(
    page
      .getByRole('group', { name: /^Amount/ })
      .getByRole('radio')
      .first(),
  ).toHaveAccessibleName('₱200.00');
  await expect(page.getByText(/after it, deposits/)).toHaveCount(0);
});

test('withdrawing: wagering progress, a disabled form with its reason, a GCash account added and chosen, Max and a review', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  // ₱500.00 and its ₱500.00 first-deposit bonus: ₱2,000.00 to bet (the bonus wagered three times).
  await depositThroughApi(request, player, 50_000);
  await signInWithToken(page, player);

  await page.goto('/wallets?name=withdraw');
  const progress = page.getByRole('progressbar', { name: 'Wagering done' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(progress).toHaveAttribute('aria-valuemax', '200000');
  await expect(progress).toHaveAttribute('aria-valuetext', '₱0.00 of ₱2,000.00');
  await expect(page.getByText('Bet ₱2,000.00 more and your whole balance can be withdrawn.')).toBeVisible();
  const playGames = page.getByRole('link', { name: 'Play games' });
  await expect(playGames).toHaveAttribute('href', '/');
  const box = await playGames.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'test-results/wallet-clarity-withdraw-tab.png', fullPage: true });

  // Half of it bet: the bar follows.
  const played = await request.post('/api/dev/wallet/play-round', {
    data: { bet: 100_000, win: 100_000 },
    headers: { authorization: player.token },
  });
  expect(played.ok()).toBe(true);
  await page.reload();
  await expect(progress).toHaveAttribute('aria-valuenow', '100000');
  await expect(progress).toHaveAttribute('aria-valuetext', '₱1,000.00 of ₱2,000.00');

  // The withdrawal page with nothing withdrawable: disabled, with the reason in words, no range.
  await page.getByRole('link', { name: 'Make a withdrawal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible();
  await expect(page.getByText('Add a bank card or an e-wallet (GCash, Maya) to withdraw to.')).toBeVisible();

  // Adding GCash from here comes back here with it chosen.
  await page.getByRole('link', { name: 'Add GCash or Maya' }).click();
  await expect(page).toHaveURL(/\/wallets\/card\/edit\?kind=ewallet&returnTo=%2Fwithdrawal%2Fbank$/);
  await expect(page.getByRole('radio', { name: 'GCash or Maya' })).toBeChecked();
  await page
    .getByRole('group', { name: 'E-wallet', exact: true })
    .getByRole('radio', { name: 'GCash' })
    .check();
  await page.getByLabel('Account holder').fill('Juan Dela Cruz');
  await page.getByLabel('Mobile number').fill('9171234567');
  await expect(
    page.getByText('Enter the mobile number of your GCash or Maya account: 11 digits starting with 09.'),
  ).toBeVisible();
  await page.getByLabel('Mobile number').fill('09171234567');
  await page.screenshot({ path: 'test-results/wallet-clarity-add-gcash.png', fullPage: true });
  await page.getByRole('button', { name: 'Save e-wallet' }).click();
  await expect(page).toHaveURL(/\/withdrawal\/bank\?card=\d+$/);
  const gcash = page.getByRole('radio', { name: 'GCash **** 4567 E-wallet' });
  await expect(gcash).toBeChecked();
  await expect(gcash).toBeDisabled();

  const reason = page.getByText(
    'Nothing can be withdrawn yet: bet ₱1,000.00 more to meet your wagering requirement.',
  );
  await expect(reason).toBeVisible();
  const amount = page.getByLabel('Amount to withdraw');
  await expect(amount).toBeDisabled();
  await expect(amount).not.toHaveAttribute('placeholder', /.+/);
  await expect(page.getByText(/Between/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Max/ })).toBeDisabled();
  await page.screenshot({ path: 'test-results/wallet-clarity-withdrawal-disabled.png', fullPage: true });
  await reason.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/wallet-clarity-withdrawal-disabled-form.png' });

  // Wagering met: Max fills the whole withdrawable balance, the review says where it goes, and
  // GCash is paid out by the sandbox like a bank card.
  await meetWagering(request, player);
  await page.reload();
  await expect(gcash).toBeEnabled();
  await expect(amount).toHaveAttribute('placeholder', 'Between ₱100.00 and ₱1,000.00');
  const max = page.getByRole('button', { name: 'Max: ₱1,000.00' });
  const maxBox = await max.boundingBox();
  expect(maxBox?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(maxBox?.width ?? 0).toBeGreaterThanOrEqual(44);
  await max.click();
  await expect(amount).toHaveValue('1000.00');
  await amount.fill('1000.01');
  await expect(page.getByText('You can withdraw at most ₱1,000.00 now.')).toBeVisible();
  await amount.fill('250');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/wallet-clarity-withdrawal-form.png' });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();

  const review = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await expect(review).toBeVisible();
  await expect(review).toContainText('₱250.00');
  await expect(review).toContainText('GCash **** 4567');
  await expect(review).toContainText('No fee');
  await page.screenshot({ path: 'test-results/wallet-clarity-withdrawal-review.png' });
  await review.getByRole('button', { name: 'Go back' }).click();
  await expect(review).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await review.getByRole('button', { name: 'Withdraw ₱250.00' }).click();
  const notice = page.getByRole('status').filter({ hasText: /Withdrawal W/ });
  await expect(notice).toContainText(/Withdrawal W\d+\w+ of ₱250\.00 is being processed\. Processing/);
  const withdrawalNo = /W\d+\w+/.exec((await notice.textContent()) ?? '')?.[0] ?? '';

  const decided = await request.post(`/api/dev/wallet/payouts/${withdrawalNo}`, {
    data: { outcome: 'settled' },
  });
  expect(decided.ok()).toBe(true);
  await page.goto('/wallets?name=withdraw');
  const recent = page.getByRole('region', { name: 'Recent withdrawals' });
  await expect(recent.getByRole('listitem').first()).toContainText('₱250.00');
  await expect(recent.getByRole('listitem').first()).toContainText('Paid');
  await expect(balance(page)).toContainText('₱750.00');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/wallet-clarity-withdraw-tab-met.png', fullPage: true });
});
