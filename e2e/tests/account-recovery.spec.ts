import { randomBytes, randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './system';

// Issue 18, item 5 (ADR 0049): sign-in that fits the market. A player who registers with an
// account name is asked to bind a phone or an e-mail, binds an e-mail, logs out through the
// confirmation, recovers the password by a code e-mailed to that address and signs in with the
// new one; another signs in by phone typing the local format beside the fixed +63.

const answerOf = (page: Page, call: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/app/v1/${call}`));

/** The newest code a development outbox holds for `to` (`sms-outbox?mobile=` or `email-outbox?email=`). */
async function codeFromOutbox(request: APIRequestContext, outbox: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/${outbox}`)).json()).messages;
      code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** Saves a screenshot beside the test's results (Playwright's output folder). */
async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * Every control of the page's main content is a 44 px touch target with an accessible name
 * (links inside a sentence excepted, WCAG 2.5.8).
 */
async function expectTouchTargetsWithNames(page: Page) {
  const problems = await page
    .locator('main')
    .first()
    .evaluate((main) => {
      const controls = main.querySelectorAll<HTMLElement>(
        'button, a:not(p a), select, input:not([type="checkbox"]), [role="tab"]',
      );
      return [...controls]
        .filter((control) => control.getClientRects().length > 0)
        .flatMap((control) => {
          const box = control.getBoundingClientRect();
          const named =
            control.textContent?.trim() ||
            control.getAttribute('aria-label') ||
            (control.id && main.querySelector(`label[for="${control.id}"]`)?.textContent?.trim());
          const what = control.textContent?.trim() || control.outerHTML.slice(0, 60);
          return [
            ...(Math.round(box.height) < 44 || Math.round(box.width) < 44
              ? [`${what} ${box.width}x${box.height}`]
              : []),
            ...(named ? [] : [`${what} has no name`]),
          ];
        });
    });
  expect(problems).toEqual([]);
}

test('an account-only player binds an e-mail, logs out, recovers the password by e-mail and signs in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = randomBytes(3).toString('hex');
  const account = `rec_${run}`;
  const email = `rec.${run}@example.com`;
  const password = 'Secret123!';
  const newPassword = 'NewSecret456!';

  await test.step('registers with an account name and is asked to bind a phone or an e-mail', async () => {
    await page.goto('/auth/register');
    await page.getByLabel('Account', { exact: true }).fill(account);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByLabel(/I am 21 or older/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/auth\/bind\?new=1/);
    await expect(page.getByRole('heading', { name: 'Secure your account' })).toBeVisible();
    await expect(page.getByText(/Bind a mobile number or an e-mail address now/)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    // The phone form shows the fixed +63 beside the number.
    await expect(page.getByText('+63', { exact: true })).toBeVisible();
    await expectTouchTargetsWithNames(page);
    await snapshot(page, 'bind-prompt');
  });

  await test.step('binds an e-mail address with the code e-mailed to it', async () => {
    await page.getByRole('tab', { name: 'E-mail' }).click();
    await page.getByLabel('E-mail address').fill(`  ${email.toUpperCase()} `);
    const sent = answerOf(page, 'emailSend');
    await page.getByRole('button', { name: 'Send code' }).click();
    expect((await (await sent).json()).errcode).toBe(0);
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await codeFromOutbox(page.request, `email-outbox?email=${encodeURIComponent(email)}`);
    await page.getByLabel('E-mail code').fill(code);
    await snapshot(page, 'bind-email');
    await page.getByRole('button', { name: 'Bind e-mail' }).click();
    await expect(page.getByText(`Your e-mail address ${email} is bound.`)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('logs out after confirming, and is told so', async () => {
    await page.goto('/member');
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out of Royal Casino?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/member$/);

    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?type=account/);
    await expect(page.getByRole('status').filter({ hasText: 'You are logged out' })).toBeVisible();
  });

  await test.step('an account name with nothing to send a code to is told to contact customer service', async () => {
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forget\?type=account/);
    // The log-in, still shown while this page loads, has tabs of the same names.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    // The other way: the bound phone number, beside the fixed +63.
    await page.getByRole('tab', { name: 'Phone' }).click();
    await expect(page.getByText('+63', { exact: true })).toBeVisible();
    await expectTouchTargetsWithNames(page);
    await snapshot(page, 'forget-phone');
    await page.getByRole('tab', { name: 'Account' }).click();
    // A name nobody has answers as an account with nothing bound.
    await page.getByLabel('Account', { exact: true }).fill(`nobody_${run}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We cannot send you a code')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
    await expectTouchTargetsWithNames(page);
    await snapshot(page, 'forget-none');
  });

  await test.step('recovers the password with the code e-mailed to the bound address', async () => {
    await page.getByLabel('Account', { exact: true }).fill(account);
    // The bind code went to this address under a minute ago: one code a minute, whatever its use.
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ask for another in' })).toBeVisible();
    // The minute passes by rewinding the address's codes on the server.
    const rewound = await page.request.post('/api/dev/email-codes/rewind', { data: { email, seconds: 60 } });
    expect(rewound.ok()).toBe(true);
    const sent = answerOf(page, 'accountRecoverySend');
    await page.getByRole('button', { name: 'Send code' }).click();
    expect((await (await sent).json()).data).toMatchObject({
      channel: 'email',
      maskedTo: 're***@example.com',
    });
    await expect(page.getByText('We sent a code by e-mail to re***@example.com.')).toBeVisible();
    // The code field counts down from that send: no second code for a minute.
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await codeFromOutbox(page.request, `email-outbox?email=${encodeURIComponent(email)}`);
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await expectTouchTargetsWithNames(page);
    await snapshot(page, 'forget-account');
    const reset = answerOf(page, 'accountRecoveryReset');
    await page.getByRole('button', { name: 'Reset password' }).click();
    expect((await (await reset).json()).errcode).toBe(0);
  });

  await test.step('signs in with the new password', async () => {
    await expect(page.getByText(/Your password has been reset/)).toBeVisible();
    await expect(page.getByLabel('Account', { exact: true })).toHaveValue(account);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    const loggedIn = answerOf(page, 'accountLogin');
    await page.getByRole('button', { name: 'Log in' }).click();
    const envelope = await (await loggedIn).json();
    expect(envelope.errcode).toBe(0);
    expect(envelope.data.user).toMatchObject({ account, email });
    await expect(page).not.toHaveURL(/\/auth\//);
  });
});

test('a player signs in by phone typing the local format beside the fixed +63', async ({ page }) => {
  const national = `917${randomInt(1_000_000, 10_000_000)}`;
  const e164 = `+63${national}`;
  await page.goto('/auth/login');
  await expect(page.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('+63', { exact: true })).toBeVisible();
  await expectTouchTargetsWithNames(page);
  await snapshot(page, 'login-phone');
  await page
    .getByLabel('Mobile number')
    .fill(`0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/app/v1/smsSend'));
  await page.getByRole('button', { name: 'Send code' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ mobile: e164 });
  await page
    .getByLabel('Verification code')
    .fill(await codeFromOutbox(page.request, `sms-outbox?mobile=${encodeURIComponent(e164)}`));
  const loggedIn = answerOf(page, 'accountLoginSms');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const envelope = await (await loggedIn).json();
  expect(envelope.errcode).toBe(0);
  expect(envelope.data.user.mobile).toBe(e164);
  await expect(page).not.toHaveURL(/\/auth\//);
});
