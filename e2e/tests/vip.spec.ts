import { expect, type FrameLocator, type Page } from '@playwright/test';
import { api, depositThroughApi, registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// VIP from play, end to end: rounds of the in-house slot through the seamless wallet move the
// player's experience and level (the API's outbox consumer), and every award is claimed in the app.

// Ten rounds of the slot and several pages; the machine may be busy.
test.describe.configure({ timeout: 180_000 });

/** The slot at its highest bet (₱100.00 a spin), reels landing at once. */
async function openSlotAtMaxBet(page: Page): Promise<FrameLocator> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Play Sampaguita Fortune' }).first().click();
  const game = page.frameLocator('iframe[title="Sampaguita Fortune"]');
  const raise = game.getByRole('button', { name: 'Raise the bet' });
  await expect(raise).toBeVisible();
  while (await raise.isEnabled()) await raise.click();
  return game;
}

async function spin(game: FrameLocator) {
  const button = game.getByRole('button', { name: 'Spin', exact: true });
  await button.click();
  await expect(game.getByRole('button', { name: 'Spinning…' })).toHaveCount(0);
  await expect(button).toBeEnabled();
}

/** The host's reward modal lists the award; a tap continues. */
async function expectReward(page: Page, award: string) {
  const modal = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(modal).toContainText(award);
  await modal.getByRole('button', { name: 'Tap anywhere to continue' }).click();
  await expect(modal).toBeHidden();
}

test('a player levels up by playing, claims the level-up bonus, the daily award once, and rebates by type', async ({
  page,
  browser,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 200_000);
  const { coin: deposited } = await api(request, player, 'getExchange', {});
  await signInWithToken(page, player);

  await page.goto('/vip');
  const status = page.getByRole('region', { name: 'Your VIP level' });
  await expect(status).toContainText('VIP 0');
  await expect(status).toContainText('0 / 1,000 XP');
  const tabBar = page.getByRole('navigation', { name: 'Main' });

  const game = await openSlotAtMaxBet(page);
  for (let round = 0; round < 10; round += 1) await spin(game);
  await page.getByRole('button', { name: 'Exit game' }).click();

  // 1,000.00 staked is 1,000 XP: VIP 1. The outbox consumer counts the rounds a moment later.
  await expect(async () => {
    await page.goto('/vip');
    await expect(status).toContainText('VIP 1', { timeout: 2_000 });
  }).toPass();
  await expect(status).toContainText('1,000 / 5,000 XP');
  await expect(page.getByText(/Your level is safe this month/)).toBeVisible();
  await expect(tabBar.getByRole('link', { name: 'Promotions Something is waiting for you' })).toBeVisible();
  await page.screenshot({ path: 'test-results/vip-page.png' });

  // A second tab opened now still offers the daily award after this one claims it.
  const otherTab = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInWithToken(otherTab, player);
  await otherTab.goto('/bonus/vip');
  await expect(otherTab.getByRole('button', { name: 'Claim the daily award' })).toBeVisible();

  await page.getByRole('button', { name: 'Claim the VIP 1 bonus' }).click();
  await expectReward(page, '₱5.00 coins');
  await expect(page.getByRole('button', { name: 'Claim the VIP 1 bonus' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Claim the daily award' }).click();
  await expectReward(page, '₱1.00 coins');
  await expect(page.getByText('Claimed today').first()).toBeVisible();

  await otherTab.getByRole('button', { name: 'Claim the daily award' }).click();
  await expect(otherTab.getByRole('main').getByRole('alert')).toContainText('You have claimed this already.');
  await expect(otherTab.getByRole('button', { name: 'Claim the daily award' })).toHaveCount(0);
  await otherTab.close();

  // Rebates: 0.2 % of the slot's stake at VIP 0 (the level the rounds settled at) is 2.00.
  await page.goto('/vip/rebate');
  const total = page.getByRole('region', { name: 'Claimable now' });
  await expect(total).toContainText('₱2.00');
  await page.getByRole('button', { name: 'Claim Slots' }).click();
  await expectReward(page, '₱2.00 coins');
  await expect(total).toContainText('₱0.00');
  await page.screenshot({ path: 'test-results/vip-rebate.png' });
  await page.getByRole('link', { name: 'Rebate records' }).click();
  await expect(page.getByRole('article', { name: 'Slots ₱2.00' })).toBeVisible();
  await expect(page.getByText('No more')).toBeVisible();

  // Every level's benefits, the player's own marked.
  await page.goto('/vip/level');
  await expect(page.getByRole('article', { name: 'VIP 1', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('article', { name: 'VIP 2', exact: true })).toContainText('₱20.00 coins');
  await page.screenshot({ path: 'test-results/vip-level.png' });

  // The bonus centre says what is waiting: the sign-in award is still unclaimed, rebates are not.
  await page.goto('/bonus');
  await expect(page.getByRole('link', { name: /VIP bonuses/ })).toContainText('Today’s awards are waiting');
  await expect(page.getByRole('link', { name: /Bet rebate/ })).toContainText('Nothing to claim right now');

  // Every reward, newest first, in the bonus centre.
  await page.goto('/bonus/record');
  await expect(page.getByRole('article', { name: 'Bet rebate ₱2.00 coins' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'VIP daily award ₱1.00 coins + 10 points' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'VIP level-up bonus ₱5.00 coins' })).toBeVisible();
  await page.screenshot({ path: 'test-results/bonus-record.png' });

  // Tasks: the rounds and the deposit counted; an action task is done by going where it says.
  await page.goto('/bonus/tasks');
  const daily = page.getByRole('tabpanel');
  await expect(daily.getByRole('article', { name: 'Play 20 rounds today' })).toContainText('10 / 20');
  await daily.getByRole('button', { name: 'Claim Bet ₱500.00 today' }).click();
  await expectReward(page, '₱3.00 coins');
  await daily.getByRole('link', { name: 'Go: Visit the VIP club' }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await page.goBack();
  await daily.getByRole('button', { name: 'Claim Visit the VIP club' }).click();
  await expectReward(page, '10 points');
  await page.getByRole('tab', { name: /Weekly/ }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Claim Deposit ₱1,000.00 this week' }).click();
  await expectReward(page, '₱10.00 coins');
  await expect(page.getByRole('article', { name: 'Deposit ₱1,000.00 this week' })).toContainText('Claimed');
  await page.screenshot({ path: 'test-results/bonus-tasks.png' });

  // What is still waiting, in one place: the sign-in award; then nothing.
  await page.goto('/bonus/reward');
  await page.getByRole('button', { name: 'Claim the sign-in award' }).click();
  await expectReward(page, '5 points');
  await expect(page.getByText('Nothing is waiting right now')).toBeVisible();

  // The events running now, each with its way in.
  await page.goto('/bonus/event');
  await expect(page.getByRole('link', { name: 'Open Lucky Jackpot' })).toBeVisible();
  await page.screenshot({ path: 'test-results/bonus-event.png' });

  // The balance is the ledger's: deposit, rounds and the five coin rewards.
  const { coin } = await api(request, player, 'getExchange', {});
  const rounds = (await api(request, player, 'betRecord', { pageNum: 1, pageSize: 50 })).list as {
    stake: number;
    win: number;
  }[];
  const net = rounds.reduce((sum, round) => sum + round.win - round.stake, 0);
  expect(rounds).toHaveLength(10);
  expect(coin).toBe(deposited + net + 500 + 100 + 200 + 300 + 1_000);
});
