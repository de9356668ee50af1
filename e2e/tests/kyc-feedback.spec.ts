import { type APIRequestContext, expect } from '@playwright/test';
import { api, depositThroughApi, meetWagering, photo, registerPlayer, signInWithToken } from './fixtures';
import { test } from './system';

// Identity verification and feedback, end to end at 390x844: the player photographs an ID (the
// browser's own canvas stands in for the camera), sends it, an operator approves it through the
// operator API and a withdrawal that needed it goes through; feedback with pictures gets a reply.

test.describe.configure({ timeout: 150_000 });

function operator(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async send(method: 'get' | 'post' | 'put', path: string, data?: object) {
      const response = await request[method](`/api/operator/v1/${path}`, {
        headers,
        ...(data ? { data } : {}),
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()).data;
    },
  };
}

test('a player verifies their identity, an operator approves it, and a withdrawal that needed it goes through', async ({
  page,
  request,
  system,
}) => {
  const operatorApi = operator(request, system.operatorToken);
  const player = await registerPlayer(request);
  await depositThroughApi(request, player, 50_000);
  await meetWagering(request, player);
  await api(request, player, 'addBankInfo', {
    bankId: 2,
    holderName: 'Maria Santos',
    accountNumber: '5566778899',
  });
  await operatorApi.send('put', 'settings/reviews', { withdrawalsNeedKyc: true });
  try {
    await signInWithToken(page, player);
    await page.goto('/withdrawal/bank');
    await page.getByLabel('Amount to withdraw').fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your withdrawal' })
      .getByRole('button', { name: 'Withdraw ₱100.00' })
      .click();
    await expect(page.getByText(/^Verify your identity before withdrawing \(error 2205\)/)).toBeVisible();

    await page.goto('/member/profile/kyc');
    const status = page.getByRole('region', { name: 'Verification status' });
    await expect(status).toContainText('Not verified');
    await expect(status).toContainText('Withdrawals need a verified identity.');
    await page.getByRole('combobox', { name: 'Type of ID' }).selectOption({ label: 'PhilSys national ID' });
    await page.getByRole('textbox', { name: 'ID number' }).fill('1234-5678-9012');
    await expect(page.getByRole('button', { name: 'Add the photos to continue' })).toBeDisabled();
    await page.getByLabel(/Front of the ID/).setInputFiles(await photo(page, 'front.jpg'));
    await page.getByLabel(/Back of the ID/).setInputFiles(await photo(page, 'back.jpg'));
    await page.getByLabel(/Selfie holding the ID/).setInputFiles(await photo(page, 'selfie.jpg'));
    await expect(page.getByText('Uploaded')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/kyc-form.png', fullPage: true });
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(status).toContainText('Under review');
    await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

    const waiting = (await operatorApi.send('get', 'kyc')).list.find(
      (row: { playerId: number }) => Number(row.playerId) === player.id,
    );
    expect(waiting).toMatchObject({ idType: 'philsys', idNumber: '1234-5678-9012' });
    await operatorApi.send('post', `kyc/${waiting.id}/approve`);
    await page.reload();
    await expect(status).toContainText('Verified');
    await page.screenshot({ path: 'test-results/kyc-verified.png', fullPage: true });

    await page.goto('/withdrawal/bank');
    await page.getByLabel('Amount to withdraw').fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your withdrawal' })
      .getByRole('button', { name: 'Withdraw ₱100.00' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'of ₱100.00 is being processed' })).toBeVisible();
  } finally {
    await operatorApi.send('put', 'settings/reviews', { withdrawalsNeedKyc: false });
  }
});

test('a player sends feedback with pictures and reads the reply', async ({ page, request, system }) => {
  const operatorApi = operator(request, system.operatorToken);
  const player = await registerPlayer(request);
  await signInWithToken(page, player);

  await page.goto('/feedback');
  await page.getByRole('textbox', { name: 'Your message' }).fill('The lobby froze after a deposit.');
  await page.getByLabel(/Add a picture/).setInputFiles(await photo(page, 'screen-1.jpg'));
  await expect(page.getByRole('button', { name: 'Remove Picture 1' })).toBeVisible();
  await page.getByLabel(/Add a picture/).setInputFiles(await photo(page, 'screen-2.jpg'));
  await expect(page.getByRole('button', { name: 'Remove Picture 2' })).toBeVisible();
  await page.screenshot({ path: 'test-results/feedback-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Send feedback' }).click();

  await expect(page).toHaveURL(/\/feedback\/record$/);
  const sent = page.getByRole('link', { name: 'The lobby froze after a deposit., Waiting for a reply' });
  await expect(sent).toContainText('2 pictures');

  const message = (await operatorApi.send('get', 'feedback?answered=false')).list.find(
    (row: { playerId: number }) => Number(row.playerId) === player.id,
  );
  expect(message.imageFileIds).toHaveLength(2);
  await operatorApi.send('post', `feedback/${message.id}/reply`, { reply: 'Thank you! It is fixed now.' });

  await page.reload();
  await page.getByRole('link', { name: 'The lobby froze after a deposit., New reply' }).click();
  await expect(page.getByRole('region', { name: 'Our reply' })).toContainText('Thank you! It is fixed now.');
  await page.screenshot({ path: 'test-results/feedback-reply.png', fullPage: true });
  await page.getByRole('link', { name: 'My feedback' }).first().click();
  await expect(page.getByRole('link', { name: 'The lobby froze after a deposit., Replied' })).toBeVisible();
});
