import { expect, type Page } from '@playwright/test';
import {
  api,
  depositThroughApi,
  meetWagering,
  registerPlayer,
  runOutOfCoinsAwayFromHome,
  signInWithToken,
} from './fixtures';
import { test } from './system';

// Several page loads and a payment round trip each; the machine may be busy.
test.describe.configure({ timeout: 120_000 });

// The wallet remote against the running system: deposits through the sandbox provider's hosted
// page, amount and channel rules (spec 5), bank cards, withdrawals held then settled or refunded,
// records, and the bankruptcy modal's back=1 entry.

const balance = (page: Page) => page.getByRole('region', { name: 'Balance' });
/** The wallet's own status line (the host has a route announcer with the same role). */
const notice = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Deposit of|Withdrawal W|payment/ });

/** The review step before a withdrawal is sent: its dialog's confirm button names the amount. */
async function confirmWithdrawal(page: Page, amount: string) {
  await page
    .getByRole('dialog', { name: 'Confirm your withdrawal' })
    .getByRole('button', { name: `Withdraw ${amount}` })
    .click();
}

async function payOnSandboxPage(page: Page, amount: string, screenshot?: string) {
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\//);
  await expect(page.getByRole('heading', { name: amount })).toBeVisible();
  if (screenshot) await page.screenshot({ path: screenshot });
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page).toHaveURL(/\/wallets\?name=deposit.*&order=D/);
}

test('a new player deposits through the sandbox page and sees the balance and the record', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  await page.goto('/wallets?name=deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(balance(page)).toContainText('₱0.00');
  // A first deposit: the channel's minAmount (100.00), and the first-deposit bonus expected before paying.
  await expect(page.getByRole('radio', { name: '₱100.00' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Expected bonus' })).toBeVisible();
  await expect(page.getByText('+₱100.00 First deposit bonus')).toBeVisible();
  await expect(page.getByText('You expect to receive ₱200.00')).toBeVisible();
  await page.screenshot({ path: 'test-results/wallet-deposit.png' });

  await page.getByRole('button', { name: 'Deposit ₱100.00' }).click();
  await payOnSandboxPage(page, '100.00', 'test-results/wallet-sandbox-page.png');
  await expect(notice(page)).toHaveText('Deposit of ₱100.00 received, plus a ₱100.00 bonus.');
  await expect(balance(page)).toContainText('₱200.00');

  await page.getByRole('link', { name: 'Wallet records' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet records' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bonus ₱100.00' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Deposit ₱100.00' })).toContainText('Paid');
  await expect(page.getByText('No more')).toBeVisible();
  await page.getByLabel('Type').selectOption({ label: 'Bonuses' });
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Bonus ₱100.00' })).toBeVisible();
  await page.screenshot({ path: 'test-results/wallet-records.png' });
});

test('the amount list obeys both minimum rules and the default channel follows the spec order', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  await page.goto('/wallets?name=deposit');
  // No choice yet and no deposit: the channel marked default (GCash).
  await expect(page.getByRole('radio', { name: 'GCash' })).toBeChecked();
  const amounts = page.getByRole('group', { name: /^Amount/ }).getByRole('radio');
  await expect(amounts.first()).toHaveAccessibleName('₱100.00');

  // Pay through Maya; on return the player is a repeat depositor.
  await page.getByRole('radio', { name: 'Maya' }).check();
  await page.getByRole('button', { name: 'Deposit ₱100.00' }).click();
  await payOnSandboxPage(page, '100.00');
  // The page was reloaded by the round trip (no choice in memory): the last-used channel.
  await expect(page.getByRole('radio', { name: 'Maya' })).toBeChecked();
  // minRechargeStatus is on and the player has recharged: minAmount2 (200.00).
  await expect(amounts.first()).toHaveAccessibleName('₱200.00');
  await expect(page.getByRole('radio', { name: '₱100.00', exact: true })).toHaveCount(0);
  // A custom amount obeys the same minimum.
  await page.getByLabel('Other amount').fill('150');
  await expect(page.getByText('The amount is below the minimum of ₱200.00.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deposit ₱150.00' })).toBeDisabled();
  await page.getByLabel('Other amount').fill('250');
  await expect(page.getByRole('button', { name: 'Deposit ₱250.00' })).toBeEnabled();

  // A channel the player chooses stays chosen while it is still offered.
  await page.getByRole('radio', { name: 'Bank Transfer' }).check();
  await page.getByRole('link', { name: 'Wallet records' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet records' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked();
  await expect(amounts.first()).toHaveAccessibleName('₱500.00');
});

test('the records load a page at a time as the player scrolls, and end in No more', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 50_000);
  // A deposit, its bonus and 12 rounds of a bet and a win: 26 records, two pages of 20.
  for (let round = 0; round < 12; round += 1) {
    const played = await request.post('/api/dev/wallet/play-round', {
      data: { bet: 1_000, win: 500 },
      headers: { authorization: player.token },
    });
    expect(played.ok()).toBe(true);
  }
  await signInWithToken(page, player);
  await page.goto('/wallets/record');
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByText('No more')).toHaveCount(0);
  await page.getByRole('article').last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('article')).toHaveCount(26);
  await expect(page.getByText('No more')).toBeVisible();
  // The oldest record is the deposit.
  await expect(page.getByRole('article').last()).toHaveAccessibleName('Deposit ₱500.00');
});

test('a bank card is added and edited', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  await page.goto('/wallets/card/list');
  await expect(page.getByText('No bank cards or e-wallets yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Add bank card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank card' })).toBeVisible();
  // Each bank is a card with its logo (ADR 0052).
  const bankChoice = page.getByRole('group', { name: 'Bank', exact: true });
  await expect(bankChoice.getByRole('radio')).toHaveCount(6);
  await bankChoice.getByRole('radio', { name: 'BDO Unibank' }).check();
  await page.getByLabel('Account holder').fill('Juan Dela Cruz');
  // The withdraw-account length limit comes from the app config (8 to 30 digits).
  await page.getByLabel('Account number').fill('1234');
  await expect(page.getByText('The account number must be 8 to 30 digits.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save card' })).toBeDisabled();
  await page.getByLabel('Account number').fill('123456789012');
  await page.screenshot({ path: 'test-results/wallet-card-edit.png' });
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bank cards' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Bank cards' });
  await expect(cards).toContainText('BDO Unibank **** 9012');
  await expect(cards).toContainText('Default');
  await page.getByRole('link', { name: 'Edit BDO Unibank **** 9012' }).click();
  await expect(page.getByLabel('Account holder')).toHaveValue('Juan Dela Cruz');
  await expect(bankChoice.getByRole('radio', { name: 'BDO Unibank' })).toBeChecked();
  await bankChoice.getByRole('radio', { name: 'Metrobank' }).check();
  await page.getByLabel('Account number').fill('998877665544');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(cards).toContainText('Metrobank **** 5544');
  await expect(cards).not.toContainText('9012');
  await page.screenshot({ path: 'test-results/wallet-card-list.png' });
});

test('a withdrawal is held, then settled; another is rejected and refunded', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 50_000);
  await api(request, player, 'addBankInfo', {
    bankId: 2,
    holderName: 'Maria Santos',
    accountNumber: '5566778899',
  });
  await signInWithToken(page, player);

  // Deposit and bonus add to the wagering requirement: nothing is withdrawable yet.
  await page.goto('/wallets?name=withdraw');
  const standing = page.getByRole('region', { name: 'Withdrawable now' });
  await expect(standing).toContainText('Wagering still required');
  await expect(standing).toContainText('₱2,000.00');
  await expect(standing).toContainText('Deposits and bonuses add to your wagering requirement');

  await meetWagering(request, player);
  await page.reload();
  await expect(standing).toContainText('Wagering complete');
  await expect(balance(page)).toContainText('₱1,000.00');
  await page.getByRole('link', { name: 'Make a withdrawal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'BPI **** 8899' })).toBeChecked();

  await page.getByLabel('Amount to withdraw').fill('100');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await confirmWithdrawal(page, '₱100.00');
  await expect(notice(page)).toContainText(/Withdrawal W\d+\w+ of ₱100\.00 is being processed\. Processing/);
  const settledNo = /W\d+\w+/.exec((await notice(page).textContent()) ?? '')?.[0] ?? '';
  await expect(standing).toContainText('₱900.00');

  await page.getByLabel('Amount to withdraw').fill('200');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await confirmWithdrawal(page, '₱200.00');
  await expect(notice(page)).toContainText('of ₱200.00 is being processed');
  const rejectedNo = /W\d+\w+/.exec((await notice(page).textContent()) ?? '')?.[0] ?? '';
  await expect(standing).toContainText('₱300.00');
  await page.screenshot({ path: 'test-results/wallet-withdrawal.png' });

  for (const [withdrawalNo, outcome] of [
    [settledNo, 'settled'],
    [rejectedNo, 'rejected'],
  ]) {
    const decided = await request.post(`/api/dev/wallet/payouts/${withdrawalNo}`, { data: { outcome } });
    expect(decided.ok()).toBe(true);
  }
  await page.goto('/wallets?name=withdraw');
  const recent = page.getByRole('region', { name: 'Recent withdrawals' });
  await expect(recent.getByRole('listitem').nth(0)).toContainText('₱200.00');
  await expect(recent.getByRole('listitem').nth(0)).toContainText('Refunded');
  await expect(recent.getByRole('listitem').nth(1)).toContainText('Paid');
  // 1,000.00 less the 100.00 paid out; the rejected 200.00 came back.
  await expect(balance(page)).toContainText('₱900.00');
  await page.screenshot({ path: 'test-results/wallet-withdraw-tab.png' });
});

test("'Become a VIP now' in the bankruptcy modal lands on the Deposit tab, and the Home tab returns, even after paying", async ({
  page,
  request,
}) => {
  const bankruptcyModal = await runOutOfCoinsAwayFromHome(page, request, 0);
  await bankruptcyModal.getByRole('button', { name: 'Become a VIP now' }).click();

  await expect(page).toHaveURL(/\/wallets\?name=deposit&back=1$/);
  await expect(page.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Deposit ₱100.00' }).click();
  await payOnSandboxPage(page, '100.00');
  await expect(balance(page)).toContainText('₱200.00');
  // The wallet is a tab's own page: no back button, the tab bar leads home (ADR 0054).
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('top-bar-balance')).toHaveText('₱200.00');
});
