import { expect } from '@playwright/test';
import { recordViolations, registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// The Content-Security-Policy breaks nothing (ADR 0019): the sandbox checkout and the local sign-in
// provider's pages render with zero violations (every page of the app: routes.spec.ts); and
// "Log out" ends the token on the server.

test('the sandbox checkout and the local sign-in pages keep their own policies', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page);
  const player = await registerPlayer(request);
  const order = await (
    await request.post('/api/app/v1/createRechargeOrder', {
      data: { channelId: 1, amount: 10_000 },
      headers: { authorization: player.token },
    })
  ).json();
  await page.goto(order.data.paymentUrl);
  await expect(page.getByRole('button', { name: 'Pay 100.00' })).toBeVisible();
  // The page's own style applied: the button is the brand blue, not the browser's grey.
  await expect(page.getByRole('button', { name: 'Pay 100.00' })).toHaveCSS(
    'background-color',
    'rgb(39, 83, 215)',
  );
  expect(await violations.events()).toEqual([]);

  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCSS(
    'background-color',
    'rgb(26, 115, 232)',
  );
  expect(await violations.events()).toEqual([]);
  expect(violations.console).toEqual([]);
});

test('the app cannot be framed by another page', async ({ page }) => {
  const response = await page.goto('/');
  expect(await response?.headerValue('x-frame-options')).toBe('DENY');
  // A page of another origin (here: about:blank's document) framing the app gets nothing rendered.
  const refused = page.waitForEvent('console', (message) =>
    /frame-ancestors|refused to display/i.test(message.text()),
  );
  await page.setContent(`<iframe src="${new URL('/', page.url()).href}" title="framed"></iframe>`);
  await refused;
  await expect(page.frameLocator('iframe').getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('"Log out" ends the token on the server: the old token gets 401 at once', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  await page.goto('/member');
  const loggedOutOnServer = page.waitForResponse((response) => response.url().endsWith('/api/app/v1/logout'));
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Log out of Royal Casino?' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await (await loggedOutOnServer).json()).errcode).toBe(0);

  const refreshed = await request.post('/api/app/v1/refreshData', {
    data: {},
    headers: { authorization: player.token },
  });
  expect((await refreshed.json()).errcode).toBe(401);
});
