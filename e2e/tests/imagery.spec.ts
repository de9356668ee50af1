import { expect, type Locator } from '@playwright/test';
import { api, registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// The app's own imagery at 390x844 (ADR 0052): a player's avatar, from the profile's picker to the
// Me tab, and every deposit channel and payout account shown with its logo beside its name.

/** The decorative picture inside an option or row, loaded at the size it reserved. */
async function expectLoadedPicture(holder: Locator, width: number) {
  const picture = holder.locator('img');
  await expect(picture).toHaveAttribute('alt', '');
  await expect(picture).toHaveAttribute('width', String(width));
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const box = await picture.boundingBox();
  expect(box?.width).toBe(width);
  expect(box?.height).toBe(width);
  return picture;
}

test('a player picks an avatar on the profile and sees it on the Me tab', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);

  await page.goto('/member/profile');
  const picker = page.getByRole('group', { name: 'Choose an avatar' });
  const options = picker.getByRole('radio');
  await expect(options).toHaveCount(10);
  const third = picker.getByRole('radio', { name: 'Avatar 3' });
  const chosenUrl = await third.locator('xpath=..').getByRole('img').getAttribute('src');
  expect(chosenUrl).toMatch(/^\/media\/avatars\/.+\.svg$/);
  await third.check();
  await page.getByRole('button', { name: 'Use this avatar' }).click();
  await expect(page.getByText('Avatar saved')).toBeVisible();

  await page.getByRole('link', { name: 'Me', exact: true }).click();
  const card = page.getByRole('region', { name: 'Your account' });
  const avatar = await expectLoadedPicture(card, 72);
  await expect(avatar).toHaveAttribute('src', chosenUrl ?? '');
  await expect(card).toContainText('VIP 0');
  // The level's badge sits beside the words, hidden from screen readers, at its reserved 24 px.
  const badge = card.locator('svg[aria-hidden="true"]').filter({ hasText: '0' });
  await expect(badge).toHaveAttribute('width', '24');

  // Saved on the account, not only on this page.
  const { user } = await api(request, player, 'getAfterLoginInfoWeb', {});
  expect(user.avatar).toBe(chosenUrl);
});

test('the deposit page shows each channel with its logo, and payouts and the account form show the institution’s', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await api(request, player, 'addBankInfo', {
    bankId: 2,
    holderName: 'Maria Santos',
    accountNumber: '5566778899',
  });
  await api(request, player, 'addBankInfo', {
    bankId: 7,
    holderName: 'Maria Santos',
    accountNumber: '09171234567',
  });
  await signInWithToken(page, player);

  await page.goto('/wallets?name=deposit');
  const channels = page.getByRole('group', { name: 'Payment channel' });
  const names = ['GCash', 'Maya', 'Bank Transfer', 'USDT (TRC20)'];
  await expect(channels.getByRole('radio')).toHaveCount(names.length);
  const logos = new Set<string | null>();
  for (const name of names) {
    const option = channels.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
    logos.add(await (await expectLoadedPicture(option, 40)).getAttribute('src'));
  }
  // Each channel has its own mark.
  expect(logos.size).toBe(names.length);

  await page.goto('/withdrawal/bank');
  const accounts = page.getByRole('group', { name: 'Pay out to' });
  for (const name of [/^BPI/, /^GCash/]) {
    const option = accounts.locator('label').filter({ has: page.getByRole('radio', { name }) });
    await expectLoadedPicture(option, 40);
  }

  // Adding an account, the player picks the institution by its logo too.
  await page.goto('/wallets/card/edit?kind=ewallet');
  const eWallets = page.getByRole('group', { name: 'E-wallet', exact: true });
  for (const name of ['GCash', 'Maya']) {
    const option = eWallets.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
    await expectLoadedPicture(option, 40);
  }
});
