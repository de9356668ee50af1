import { expect } from '@playwright/test';
import { api, depositThroughApi, registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// Player protection, end to end at 390x844: a deposit limit the API enforces on the wallet's
// deposit page, a raise that waits 24 hours (the server's stored time moved back through a dev
// route, the page's on Playwright's clock), a reality check that interrupts a game, and a time-out
// that signs the player out and refuses sign-in until it ends.

test.describe.configure({ timeout: 150_000 });

test('a deposit limit refuses a larger deposit, and a raise waits 24 hours for its confirmation', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const player = await registerPlayer(request);
  await signInWithToken(page, player);

  await page.goto('/member/self-limited');
  await expect(page.getByText('No limits yet. Setting one is a good habit.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Limit' }).selectOption({ label: 'Deposit limit' });
  await page.getByRole('combobox', { name: 'Per' }).selectOption({ label: 'Day' });
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Your limit applies now')).toBeVisible();
  const limit = page.getByRole('article', { name: 'Deposit limit per Day' });
  await expect(limit).toContainText('₱300.00');
  await expect(limit).toContainText('₱0.00 of ₱300.00 used');

  await page.goto('/wallets?name=deposit');
  await page.getByLabel('Other amount').fill('500');
  await page.getByRole('button', { name: 'Deposit ₱500.00' }).click();
  await expect(page.getByText(/This deposit would pass your deposit limit \(error 2102\)/)).toBeVisible();

  await page.goto('/member/self-limited');
  await page.getByRole('combobox', { name: 'Limit' }).selectOption({ label: 'Deposit limit' });
  await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Saved: you can confirm the change in 24 hours')).toBeVisible();
  await expect(limit).toContainText('Raise to ₱1,000.00 waiting');
  await expect(limit).toContainText('₱300.00');
  await expect(limit.getByRole('button', { name: 'Not yet' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/protection-pending.png', fullPage: true });

  // A day later: the server's waiting change is due, and so is the page's.
  const rewound = await request.post('/api/dev/protection/rewind', {
    data: { userId: player.id, hours: 24 },
  });
  expect(rewound.ok()).toBe(true);
  await page.clock.fastForward('24:00:01');
  await page.reload();
  await limit.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(limit).toContainText('₱1,000.00');
  await expect(limit).not.toContainText('waiting');
  const history = page.getByRole('list', { name: 'Changes you made' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Raised');
});

test('a time-out signs the player out and refuses sign-in until it ends', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.goto('/auth/login?type=account');
  await page.getByLabel('Account', { exact: true }).fill(player.account);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);

  await page.goto('/member/self-limited');
  await page.getByRole('group', { name: 'Time-out' }).getByRole('button', { name: '24 hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a 24 hours time-out?' });
  await expect(dialog).toContainText('It cannot be undone early.');
  await dialog.getByRole('button', { name: 'Start the break' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.goto('/auth/login?type=account');
  await page.getByLabel('Account', { exact: true }).fill(player.account);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByText(/^You are taking a break from play\. You can sign in again from .+ \(error 2101\)\.$/),
  ).toBeVisible();

  // Once the day has passed, the player signs in again.
  const rewound = await request.post('/api/dev/protection/rewind', {
    data: { userId: player.id, hours: 24 },
  });
  expect(rewound.ok()).toBe(true);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
});

test('a reality check interrupts a game with the time played and the result, until the player plays on or stops', async ({
  page,
  request,
}) => {
  // Reels land at once: the test is about the interruption, not animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 10_000);
  await signInWithToken(page, player);
  // Fifteen minutes of play pass at once: the server's session began that much earlier, and the
  // page's timers run that much further.
  const fifteenMinutesPass = async () => {
    const rewound = await request.post('/api/dev/protection/rewind', {
      data: { userId: player.id, hours: 0.25 },
    });
    expect(await rewound.json()).toEqual({ ok: true });
    await page.clock.fastForward('15:00');
  };

  await page.goto('/member/self-limited');
  await page.getByRole('combobox', { name: 'Limit' }).selectOption({ label: 'Reality check' });
  const minutes = page.getByRole('textbox', { name: 'Minutes between checks' });
  await minutes.fill('2');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Choose 5 to 240 minutes.')).toBeVisible();
  await minutes.fill('15');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Your limit applies now')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Reality check' })).toContainText('15 min');

  await page.goto('/');
  await page.getByRole('link', { name: 'Play Sampaguita Fortune' }).first().click();
  const game = page.frameLocator('iframe[title="Sampaguita Fortune"]');
  const spinButton = game.getByRole('button', { name: 'Spin', exact: true });
  for (let round = 0; round < 2; round += 1) {
    await spinButton.click();
    await expect(game.getByRole('button', { name: 'Spinning…' })).toHaveCount(0);
    await expect(spinButton).toBeEnabled();
  }
  const { list } = await api(request, player, 'betRecord', { pageNum: 1, pageSize: 10 });
  const staked = list.reduce((sum: number, round: { stake: number }) => sum + round.stake, 0);

  await fifteenMinutesPass();
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toContainText('You have been playing for 15 min.');
  await expect(check).toContainText('Rounds2');
  await expect(check).toContainText(`Bets₱${(staked / 100).toFixed(2)}`);
  await page.screenshot({ path: 'test-results/reality-check.png' });
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
  await expect(spinButton).toBeEnabled();

  await fifteenMinutesPass();
  await expect(check).toContainText('You have been playing for 30 min.');
  await check.getByRole('button', { name: 'Stop and sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText('You played for 30 min and are signed out. See you next time.')).toBeVisible();
});
