import { expect, type Page } from '@playwright/test';
import { api, depositThroughApi, registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// The member area, end to end at 390x844: the member centre, profile and personal details, the
// inbox with an operator's mail and its gift received once, and the games and report pages fed
// by rounds played in the in-house slot.

test.describe.configure({ timeout: 150_000 });

/** Spins the in-house slot `rounds` times at its opening bet, reels landing at once, then leaves. */
async function playSlot(page: Page, rounds: number) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Play Sampaguita Fortune' }).first().click();
  const game = page.frameLocator('iframe[title="Sampaguita Fortune"]');
  const button = game.getByRole('button', { name: 'Spin', exact: true });
  for (let round = 0; round < rounds; round += 1) {
    await button.click();
    await expect(game.getByRole('button', { name: 'Spinning…' })).toHaveCount(0);
    await expect(button).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Exit game' }).click();
}

test('a player edits their nickname, avatar and personal details', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);

  await page.goto('/member');
  const card = page.getByRole('region', { name: 'Your account' });
  await expect(card).toContainText(`Player ID ${player.id}`);
  await expect(card).toContainText(`Account ${player.account}`);
  await expect(card).toContainText('VIP 0');
  await expect(page.getByRole('region', { name: 'Balances' })).toContainText('Coins');
  await page.screenshot({ path: 'test-results/member-centre.png', fullPage: true });

  await page.getByRole('link', { name: /^Profile/ }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const nickname = page.getByRole('textbox', { name: 'Nickname' });
  await nickname.fill('Lucky Maria');
  await page.getByRole('button', { name: 'Save nickname' }).click();
  await expect(page.getByText('Nickname saved')).toBeVisible();
  await page.getByRole('radio', { name: 'Avatar 2' }).check();
  await page.getByRole('button', { name: 'Use this avatar' }).click();
  await expect(page.getByText('Avatar saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use this avatar' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/member-profile.png', fullPage: true });

  await page.getByRole('link', { name: /^Personal details/ }).click();
  await page.getByRole('textbox', { name: 'Full name (as on your ID)' }).fill('Maria Santos');
  const tooYoung = new Date();
  tooYoung.setUTCFullYear(tooYoung.getUTCFullYear() - 18);
  await page.getByLabel('Date of birth').fill(tooYoung.toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('You must be 21 or older to play.').last()).toBeVisible();
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByRole('textbox', { name: 'City or municipality' }).fill('Quezon City');
  await page.getByRole('combobox', { name: 'Source of funds' }).selectOption({ label: 'Salary' });
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved')).toBeVisible();
  await page.screenshot({ path: 'test-results/member-details.png', fullPage: true });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full name (as on your ID)' })).toHaveValue('Maria Santos');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-04-12');
  const saved = await api(request, player, 'appUserOther', {});
  expect(saved).toMatchObject({ realName: 'Maria Santos', city: 'Quezon City', sourceOfFunds: 'salary' });
  await page.goto('/member');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Lucky Maria');
  // Registered today: the lobby welcomes the new player, it does not welcome them back.
  await page.goto('/');
  await expect(page.getByText('Welcome, Lucky Maria')).toBeVisible();
});

test('a player reads an operator mail, receives its gift once and deletes it', async ({
  page,
  request,
  system,
}) => {
  const player = await registerPlayer(request);
  const sent = await request.post('/api/operator/v1/mail', {
    headers: { authorization: `Bearer ${system.operatorToken}` },
    data: {
      title: 'A gift for you',
      body: 'Thank you for playing with us.\nHere are ₱25.00 coins.',
      attachments: [{ propId: 2001, count: 2_500 }],
      audience: { playerIds: [player.id] },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await signInWithToken(page, player);

  await page.goto('/member');
  await page.getByRole('link', { name: /^Inbox.*Unread mail or gifts to receive/ }).click();
  const mail = page.getByRole('link', { name: 'A gift for you, Unread, Gift' });
  await expect(mail).toContainText('Thank you for playing with us.');
  await page.screenshot({ path: 'test-results/member-inbox.png', fullPage: true });
  await mail.click();

  await expect(page.getByRole('heading', { name: 'A gift for you', level: 1 })).toBeVisible();
  await expect(page.getByText('Here are ₱25.00 coins.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gifts' })).toContainText('₱25.00 coins');
  await expect(page.getByRole('button', { name: 'Receive the gifts before deleting' })).toBeDisabled();
  await page.screenshot({ path: 'test-results/member-mail.png', fullPage: true });
  await page.getByRole('button', { name: 'Receive gifts' }).click();
  const modal = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(modal).toContainText('₱25.00 coins');
  await modal.getByRole('button', { name: 'Tap anywhere to continue' }).click();
  await expect(page.getByText('Received', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receive gifts' })).toHaveCount(0);
  expect((await api(request, player, 'getExchange', {})).coin).toBe(2_500);

  await page.getByRole('link', { name: 'Inbox' }).first().click();
  await expect(page.getByRole('link', { name: 'A gift for you, Read' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete read mail' }).click();
  await page
    .getByRole('dialog', { name: 'Delete read mail?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No mail yet. Rewards and news from us arrive here.')).toBeVisible();
});

test('a player sees the games they played and a report whose totals are their rounds', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 50_000);
  await signInWithToken(page, player);
  await playSlot(page, 3);

  await page.goto('/member/games');
  await expect(page.getByRole('list', { name: 'Recently played' })).toContainText('Sampaguita Fortune');
  await page.getByRole('tab', { name: 'Liked' }).click();
  await expect(page.getByText('Tap the heart on a game to keep it here.')).toBeVisible();
  // A heart tapped in the lobby puts the game on the Liked shelf.
  await page.goto('/');
  await page.getByRole('button', { name: 'Favourite Sampaguita Fortune' }).first().click();
  await expect(
    page.getByRole('button', { name: 'Favourite Sampaguita Fortune', pressed: true }).first(),
  ).toBeVisible();
  await page.goto('/member/games');
  await page.getByRole('tab', { name: 'Liked' }).click();
  await expect(page.getByRole('list', { name: 'Liked' })).toContainText('Sampaguita Fortune');
  await page.getByRole('tab', { name: 'Recently played' }).click();
  await page.screenshot({ path: 'test-results/member-games.png', fullPage: true });

  const { list: rounds } = await api(request, player, 'betRecord', { pageNum: 1, pageSize: 20 });
  expect(rounds).toHaveLength(3);
  const staked = rounds.reduce((sum: number, round: { stake: number }) => sum + round.stake, 0);
  const won = rounds.reduce((sum: number, round: { win: number }) => sum + round.win, 0);
  const money = (hundredths: number) =>
    `₱${(hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto('/member/report');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText(`Rounds3`);
  await expect(totals).toContainText(`Bets${money(staked)}`);
  await expect(totals).toContainText(`Wins${money(won)}`);
  await expect(page.getByRole('region', { name: 'Game' })).toContainText('Sampaguita Fortune');
  await expect(page.getByRole('article', { name: /^Sampaguita Fortune / })).toHaveCount(3);
  await expect(page.getByRole('link', { name: /^Verify round / })).toHaveCount(3);
  await page.screenshot({ path: 'test-results/member-report.png', fullPage: true });
});

test('a player keeps coins in the safebox behind a PIN and sees every studio is seamless', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 50_000);
  await signInWithToken(page, player);

  await page.goto('/member/retrieve-balance');
  const wallets = page.getByRole('list', { name: 'Game wallets' });
  await expect(wallets).toContainText('Royal Studio');
  await expect(wallets).toContainText('In your balance');
  await expect(page.getByText('Nothing to bring back: every coin is in your balance.')).toBeVisible();

  await page.getByLabel('New 6-digit PIN').fill('2468');
  await page.getByLabel('Repeat the PIN').fill('2468');
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('Enter exactly 6 digits.')).toBeVisible();
  await page.getByLabel('New 6-digit PIN').fill('246810');
  await page.getByLabel('Repeat the PIN').fill('246810');
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('Your safebox PIN is set')).toBeVisible();

  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances).toContainText('Coins₱1,000.00');
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await page.getByRole('button', { name: 'Put in', exact: true }).last().click();
  await expect(page.getByText('₱300.00 is in your safebox')).toBeVisible();
  await expect(balances).toContainText('Coins₱700.00');
  await expect(balances).toContainText('Safebox₱300.00');

  await page.getByRole('tab', { name: 'Take out' }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByLabel('Safebox PIN').fill('000000');
  await page.getByRole('button', { name: 'Take out', exact: true }).last().click();
  await expect(page.getByText('Wrong safebox PIN (error 2402).')).toBeVisible();
  await page.getByLabel('Safebox PIN').fill('246810');
  await page.getByRole('button', { name: 'Take out', exact: true }).last().click();
  await expect(page.getByText('₱100.00 is back in your balance')).toBeVisible();
  await expect(balances).toContainText('Safebox₱200.00');
  await page.screenshot({ path: 'test-results/member-retrieve-balance.png', fullPage: true });
  const { user } = await api(request, player, 'getAfterLoginInfoWeb', {});
  expect(user).toMatchObject({ coin: 80_000, safebox: 20_000 });
});
