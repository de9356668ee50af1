import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { totpCode, totpStep } from '../../api/src/modules/operator/totp';
import { api, depositThroughApi, meetWagering, photo, registerPlayer, signInWithToken } from './fixtures';
import { openWallet, publishVariant, unusedWalletVersion, walletStatus } from './release-tools';
import { test } from './system';

// The operator console at /ops/ (ADR 0043), end to end in Chromium on a desktop screen (the console
// is desktop-first): the first owner comes from the CLI and signs in with a TOTP code, creates a
// support operator, who reviews a KYC submission with its pictures and answers feedback, and is
// refused a finance call; the owner finds every step in the audit log.

test.use({
  viewport: { width: 1280, height: 800 },
  screen: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
});
test.describe.configure({ timeout: 150_000 });

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const password = 'the owner passphrase 2026';

/** A player's KYC submission and a feedback message, through the player API. */
async function playerWaitingForOperators(request: APIRequestContext, page: Page) {
  const player = await registerPlayer(request);
  const headers = { authorization: player.token };
  const upload = async (side: string) => {
    const answer = await request.post('/api/app/v1/uploadKyc', {
      headers,
      multipart: { side, file: await photo(page, `${side}.jpg`) },
    });
    const body = await answer.json();
    expect(body.errcode, JSON.stringify(body)).toBe(0);
    return body.data.fileId as number;
  };
  const submitted = await request.post('/api/app/v1/addKyc', {
    headers,
    data: {
      idType: 'philsys',
      idNumber: '1234-5678-9012',
      frontFileId: await upload('front'),
      selfieFileId: await upload('selfie'),
    },
  });
  expect((await submitted.json()).errcode).toBe(0);
  const feedback = await request.post('/api/app/v1/addFeedback', {
    headers,
    data: { message: 'My deposit took an hour to arrive.', imageFileIds: [] },
  });
  expect((await feedback.json()).errcode).toBe(0);
  return player;
}

/** Signs in on the console's page with the current TOTP code. */
async function signIn(page: Page, login: string, secret: string, pass: string) {
  await page.goto('/ops/');
  await page.getByRole('textbox', { name: 'Login' }).fill(login);
  await page.getByLabel('Password').fill(pass);
  await page
    .getByRole('textbox', { name: 'Authenticator code' })
    .fill(totpCode(secret, totpStep(new Date())));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test('the first owner signs in with TOTP, makes a support operator who reviews KYC and feedback, and the audit log shows it all', async ({
  page,
  request,
  browser,
  system,
}) => {
  const created = execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'api/dist/ops.mjs'),
      'create-owner',
      '--login',
      'olivia@casino.test',
      '--name',
      'Olivia Owner',
    ],
    {
      env: {
        ...process.env,
        OPS_API_URL: system.baseUrl,
        OPERATOR_TOKEN: system.operatorToken,
        OPERATOR_PASSWORD: password,
      },
      encoding: 'utf8',
    },
  );
  const ownerSecret = /TOTP secret \(add it to an authenticator app\): ([A-Z2-7]+)/.exec(created)?.[1] ?? '';
  expect(ownerSecret).not.toBe('');

  await signIn(page, 'olivia@casino.test', ownerSecret, 'not the passphrase');
  await expect(page.getByText(/Wrong login, password or code/)).toBeVisible();
  await signIn(page, 'olivia@casino.test', ownerSecret, password);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toContainText('Olivia Owner · owner');

  await page.getByRole('link', { name: 'Operators' }).click();
  await page.getByRole('textbox', { name: 'Login' }).fill('sam@casino.test');
  await page.getByRole('textbox', { name: 'Name' }).fill('Sam Support');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('support');
  await page.getByLabel('First password').fill('the support passphrase');
  await page.getByRole('button', { name: 'Create operator' }).click();
  const supportSecret = (await page.getByLabel('TOTP secret').textContent())?.trim() ?? '';
  expect(supportSecret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('table', { name: 'Operators' })).toContainText('sam@casino.test');
  await page.screenshot({ path: 'test-results/ops-operators.png' });

  // Support, in a browser of their own.
  const support = await newPage(browser, system.baseUrl);
  const player = await playerWaitingForOperators(request, support);
  await signIn(support, 'sam@casino.test', supportSecret, 'the support passphrase');
  await expect(support.getByRole('navigation', { name: 'Sections' })).not.toContainText('Withdrawals');
  await support.getByRole('link', { name: 'KYC reviews' }).click();
  const submission = support.getByRole('article').filter({ hasText: `(player ${player.id})` });
  await expect(submission).toContainText('1234-5678-9012');
  await expect(submission.getByRole('img', { name: /Front of .+'s ID/ })).toHaveJSProperty(
    'naturalWidth',
    64,
  );
  await support.screenshot({ path: 'test-results/ops-kyc.png' });
  await submission.getByRole('button', { name: 'Approve' }).click();
  await expect(support.getByText(/identity approved/)).toBeVisible();
  await expect(submission).toHaveCount(0);
  const status = await request.post('/api/app/v1/kyc', {
    headers: { authorization: player.token },
    data: {},
  });
  expect((await status.json()).data.status).toBe('approved');

  await support.getByRole('link', { name: 'Feedback' }).click();
  const message = support.getByRole('article').filter({ hasText: `(player ${player.id})` });
  await message
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Sorry for the wait: the bank was slow that day.');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(message).toHaveCount(0);

  // A finance call with support's own session: refused, and recorded.
  const refused = await support.request.get('/api/operator/v1/withdrawals');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errcode).toBe(1806);

  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('textbox', { name: 'Who (login)' }).fill('sam@casino.test');
  await page.getByRole('button', { name: 'Search' }).click();
  const audit = page.getByRole('table', { name: 'Audit log' });
  for (const action of [
    'session.signIn',
    'files.view',
    'kyc.approve',
    'feedback.reply',
    'withdrawals.list',
  ]) {
    await expect(audit.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(audit.getByRole('row').filter({ hasText: 'withdrawals.list' })).toContainText('refused 403');
  await page.getByRole('textbox', { name: 'Who (login)' }).fill('olivia@casino.test');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(audit.getByRole('row').filter({ hasText: 'operators.create' })).toContainText(
    'sam@casino.test',
  );
  await page.screenshot({ path: 'test-results/ops-audit.png' });
});

test("finance approves one withdrawal and rejects another; the player's balance and records follow", async ({
  page,
  request,
  system,
  browser,
}) => {
  const asDeployment = { authorization: `Bearer ${system.operatorToken}` };
  const created = await request.post('/api/operator/v1/operators', {
    headers: asDeployment,
    data: {
      login: 'fiona@casino.test',
      name: 'Fiona Finance',
      role: 'finance',
      password: 'the finance passphrase',
    },
  });
  const { totpSecret } = (await created.json()).data;
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 50_000);
  await meetWagering(request, player);
  const card = await api(request, player, 'addBankInfo', {
    bankId: 2,
    holderName: 'Maria Santos',
    accountNumber: '5566778899',
  });
  const review = (withdrawalReviewFrom: number | null) =>
    request.put('/api/operator/v1/settings/reviews', {
      headers: asDeployment,
      data: { withdrawalsNeedKyc: false, withdrawalReviewFrom },
    });
  await review(0);
  try {
    const approved = await api(request, player, 'exchange', { amount: 12_000, bankCardId: card.id });
    const rejected = await api(request, player, 'exchange', { amount: 10_000, bankCardId: card.id });
    const { coin: coinWhileHeld } = await api(request, player, 'getExchange', {});

    await signIn(page, 'fiona@casino.test', totpSecret, 'the finance passphrase');
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    const queue = page.getByRole('table', { name: 'Withdrawals' });
    await expect(queue).toContainText(approved.withdrawalNo);
    await page.screenshot({ path: 'test-results/ops-withdrawals.png' });
    await queue.getByRole('button', { name: `Approve ${approved.withdrawalNo}` }).click();
    await expect(page.getByText(`${approved.withdrawalNo} approved: payout asked for`)).toBeVisible();
    await queue.getByRole('button', { name: `Reject ${rejected.withdrawalNo}…` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${rejected.withdrawalNo} of ₱100.00` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The account name does not match the player.');
    await dialog.getByRole('button', { name: 'Reject and refund' }).click();
    await expect(page.getByText(`${rejected.withdrawalNo} rejected: refunded`)).toBeVisible();
    await expect(page.getByText('No withdrawal in this state.')).toBeVisible();

    const after = await api(request, player, 'getExchange', {});
    expect(after.coin).toBe(coinWhileHeld + 10_000);
    const statusOf = (withdrawalNo: string) =>
      after.withdrawals.find((row: { withdrawalNo: string }) => row.withdrawalNo === withdrawalNo)?.status;
    expect(statusOf(approved.withdrawalNo)).toBe('held');
    expect(statusOf(rejected.withdrawalNo)).toBe('refunded');

    // The player, on their phone, reads why.
    const phone = await browser.newContext({
      baseURL: system.baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const playerPage = await phone.newPage();
    await signInWithToken(playerPage, player);
    await playerPage.goto('/wallets?name=withdraw');
    const recent = playerPage.getByRole('region', { name: 'Recent withdrawals' });
    await expect(recent.getByRole('listitem').filter({ hasText: rejected.withdrawalNo })).toContainText(
      'Reason: The account name does not match the player.',
    );
    await phone.close();

    // The player's deposit, with the provider's callback, and the day's figures.
    await page.getByRole('link', { name: 'Deposits', exact: true }).click();
    await page.getByRole('textbox', { name: 'Player id' }).fill(String(player.id));
    await page.getByRole('form', { name: 'Filter deposits' }).getByRole('button', { name: 'Show' }).click();
    const orders = page.getByRole('table', { name: 'Deposit orders, newest first' });
    await expect(orders.getByRole('row')).toHaveCount(2);
    await orders.getByRole('link', { name: /^D\d+/ }).click();
    const callback = page.getByRole('region', { name: /^Callback · / }).first();
    await expect(callback).toContainText('credited');
    await expect(callback).toContainText('Signature validYes');
    await page.screenshot({ path: 'test-results/ops-deposit.png', fullPage: true });
    await page.getByRole('link', { name: 'Daily summary' }).click();
    const today = new Date().toISOString().slice(0, 10);
    // Other tests of this worker may have deposited today too: at least this player's 500.00 shows.
    const todayRow = page
      .getByRole('table', { name: /^Figures per UTC day/ })
      .getByRole('row', { name: new RegExp(today) });
    await expect(todayRow.getByRole('cell').nth(2)).toHaveText(/^₱([5-9]\d\d|[\d,]{5,})\.\d\d$/);
    await expect(
      page.getByRole('img', { name: /^Deposits paid and withdrawals paid out per UTC day/ }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/ops-daily-summary.png', fullPage: true });
    await page.getByRole('link', { name: 'Deposit bonuses' }).click();
    await expect(page.getByRole('table', { name: 'Deposit bonus rules' })).toContainText(
      'First deposit bonus',
    );
  } finally {
    await review(null);
  }
});

test('support finds a player, leaves a note and freezes the account: the player is signed out and cannot sign in until unfrozen', async ({
  page,
  request,
  system,
  browser,
}) => {
  const created = await request.post('/api/operator/v1/operators', {
    headers: { authorization: `Bearer ${system.operatorToken}` },
    data: {
      login: 'sol@casino.test',
      name: 'Sol Support',
      role: 'support',
      password: 'the support passphrase',
    },
  });
  const { totpSecret } = (await created.json()).data;
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 50_000);

  await signIn(page, 'sol@casino.test', totpSecret, 'the support passphrase');
  await page.getByRole('link', { name: 'Players' }).click();
  await page.getByRole('textbox', { name: 'Id, mobile, account or nickname' }).fill(player.account);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('table', { name: 'Players found' })
    .getByRole('link', { name: `(${player.id})` })
    .click();
  await expect(page.getByRole('table', { name: 'Deposits' })).toContainText('₱500.00');
  await expect(page.getByRole('table', { name: 'Ledger postings' })).toContainText('deposit');

  await page
    .getByRole('textbox', { name: 'New note (operators only)' })
    .fill('Asked twice about a late deposit.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Sol Support');
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Asked twice about a late deposit.');
  await page.screenshot({ path: 'test-results/ops-player.png', fullPage: true });

  await page.getByRole('button', { name: 'Freeze account…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Freeze .+ \(\d+\)$/ });
  await dialog.getByRole('textbox', { name: 'Reason (kept in the audit log)' }).fill('Card reported stolen');
  await dialog.getByRole('button', { name: 'Freeze' }).click();
  await expect(page.getByText(/Frozen .+ by Sol Support: Card reported stolen/)).toBeVisible();
  const oldSession = await request.post('/api/app/v1/refreshData', {
    data: {},
    headers: { authorization: player.token },
  });
  expect((await oldSession.json()).errcode).toBe(401);

  // The player, on their phone, is told why the sign-in fails.
  const phone = await browser.newContext({
    baseURL: system.baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const playerPage = await phone.newPage();
  await playerPage.goto('/auth/login?type=account');
  await playerPage.getByLabel('Account', { exact: true }).fill(player.account);
  await playerPage.getByLabel('Password', { exact: true }).fill(player.password);
  await playerPage.getByRole('button', { name: 'Log in' }).click();
  await expect(playerPage.getByRole('alert').filter({ hasText: 'This account is frozen' })).toBeVisible();

  await page.getByRole('button', { name: 'Unfreeze account…' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('The card was found');
  await page.getByRole('dialog').getByRole('button', { name: 'Unfreeze' }).click();
  await expect(page.getByText(/Frozen .+ by Sol Support/)).toHaveCount(0);
  await playerPage.getByRole('button', { name: 'Log in' }).click();
  await expect(playerPage).not.toHaveURL(/\/auth\/login/);
  await phone.close();
});

test("a large balance adjustment waits for a second finance operator; once approved the player's balance follows", async ({
  page,
  request,
  system,
  browser,
}) => {
  const financeOperator = async (login: string, name: string) => {
    const created = await request.post('/api/operator/v1/operators', {
      headers: { authorization: `Bearer ${system.operatorToken}` },
      data: { login, name, role: 'finance', password: 'the finance passphrase' },
    });
    return (await created.json()).data.totpSecret as string;
  };
  const firstSecret = await financeOperator('fern@casino.test', 'Fern Finance');
  const secondSecret = await financeOperator('gus@casino.test', 'Gus Finance');
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 50_000);
  const { coin: before } = await api(request, player, 'getExchange', {});

  await signIn(page, 'fern@casino.test', firstSecret, 'the finance passphrase');
  await page.getByRole('link', { name: 'Adjustments' }).click();
  const form = page.getByRole('form', { name: 'New adjustment' });
  await form.getByRole('textbox', { name: 'Player id' }).fill(String(player.id));
  await form.getByRole('textbox', { name: 'Amount' }).fill('2500');
  await form
    .getByRole('textbox', { name: 'Reason (kept with the adjustment)' })
    .fill('Bank paid the deposit twice');
  await form.getByRole('button', { name: 'Ask for the adjustment' }).click();
  await expect(
    page.getByText(`+₱2,500.00 for player ${player.id} waits until another operator approves it`),
  ).toBeVisible();
  const waiting = (on: typeof page) =>
    on
      .getByRole('table', { name: 'Waiting for a second operator' })
      .getByRole('row')
      .filter({ hasText: `(${player.id})` });
  await expect(
    waiting(page).getByRole('button', { name: 'Your own request: another operator approves' }),
  ).toBeDisabled();
  await page.screenshot({ path: 'test-results/ops-adjustments.png', fullPage: true });
  expect((await api(request, player, 'getExchange', {})).coin).toBe(before);

  const second = await newPage(browser, system.baseUrl);
  await signIn(second, 'gus@casino.test', secondSecret, 'the finance passphrase');
  await second.getByRole('link', { name: 'Adjustments' }).click();
  await expect(second.getByRole('form', { name: 'New adjustment' })).toBeVisible();
  await waiting(second)
    .getByRole('button', { name: /^Approve \+₱2,500\.00/ })
    .click();
  await expect(second.getByText(/approved: posted/)).toBeVisible();
  expect((await api(request, player, 'getExchange', {})).coin).toBe(before + 250_000);
});

test('a release operator rolls back the wallet, and a new player page load gets the earlier version', async ({
  page,
  request,
  browser,
  system,
}) => {
  const before = (await walletStatus(request, system)).version;
  const next = await unusedWalletVersion(request, system);
  expect(publishVariant(system, next).stdout).toContain(`wallet ${next}: published, active`);
  const created = await request.post('/api/operator/v1/operators', {
    headers: { authorization: `Bearer ${system.operatorToken}` },
    data: {
      login: 'riley@casino.test',
      name: 'Riley Release',
      role: 'release',
      password: 'the release passphrase',
    },
  });
  const { totpSecret } = (await created.json()).data;

  await signIn(page, 'riley@casino.test', totpSecret, 'the release passphrase');
  await page.getByRole('link', { name: 'Releases' }).click();
  const wallet = page.getByRole('row', { name: /^wallet/ });
  await expect(wallet).toContainText(next);
  await page.screenshot({ path: 'test-results/ops-releases.png' });
  await wallet.getByRole('button', { name: 'Roll back wallet' }).click();
  const confirm = page.getByRole('dialog', { name: `Roll back wallet from ${next} to ${before}?` });
  await confirm.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(page.getByText(`Roll back wallet from ${next} to ${before}: done`)).toBeVisible();
  expect((await walletStatus(request, system)).version).toBe(before);

  // A player's new page load, on a phone, gets the earlier wallet.
  const phone = await browser.newContext({ baseURL: system.baseUrl, viewport: { width: 390, height: 844 } });
  const player = await phone.newPage();
  await signInWithToken(player, await registerPlayer(request));
  const { section } = await openWallet(player);
  await expect(section).toHaveAttribute('data-remote-version', before);
  await phone.close();

  const audit = await request.get('/api/operator/v1/audit?action=releases.rollback', {
    headers: { authorization: `Bearer ${system.operatorToken}` },
  });
  expect((await audit.json()).data.list[0]).toMatchObject({
    actor: 'riley@casino.test',
    target: 'remote=wallet',
    outcome: 'done',
    before: { version: next },
    after: { version: before, from: next },
  });
});
