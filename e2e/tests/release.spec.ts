import { rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import { registerPlayer, signInWithToken } from './fixtures';
import {
  openWallet,
  publishVariant,
  release,
  releaseStatus,
  unusedWalletVersion,
  walletStatus,
  walletVariant,
} from './release-tools';
import { test } from './system';

// Release trains against the running system, through the release tool's HTTP endpoint (the CLI
// with --server, as CI and operators use it). Test versions are copies of the built wallet with
// another version in release.json, so nothing here depends on the wallet's pages.

// With the service worker as players have it: it must never answer with an old registry.
test.use({ serviceWorkers: 'allow' });

test('a published wallet reaches new page loads without a host rebuild, and a rollback undoes it', async ({
  system,
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { version: before, history: earlier } = await walletStatus(request, system);
  const next = await unusedWalletVersion(request, system);
  await signInWithToken(page, await registerPlayer(request));

  const published = publishVariant(system, next);
  expect(published.stderr).toBe('');
  expect(published.stdout).toContain(`wallet ${next}: published, active`);

  const opened = await openWallet(page);
  await expect(opened.section).toHaveAttribute('data-remote-version', next);
  expect(new Set(opened.walletFiles)).toEqual(new Set([next]));

  // The service worker is installed by now, so the next load goes through it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const rolledBack = release(system, 'rollback', 'wallet');
  expect(rolledBack.stdout).toContain(`wallet: rolled back from ${next} to ${before}`);

  const later = await context.newPage();
  const reopened = await openWallet(later);
  await expect(reopened.section).toHaveAttribute('data-remote-version', before);
  // ...and it answered with the live registry, not the one it saw before the rollback.
  expect(await later.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(new Set(reopened.walletFiles)).toEqual(new Set([before]));

  // The page opened before the rollback keeps running its version as the player moves on in it.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/wallets/record');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/wallets\/record$/);
  await expect(opened.section).toHaveAttribute('data-remote-version', next);
  await expect(page.getByRole('heading', { name: 'The wallet is unavailable right now' })).toHaveCount(0);

  const { version, history } = await walletStatus(request, system);
  expect(version).toBe(before);
  // Other specs in this worker may have released before, so only this test's lines are compared.
  expect(history.slice(earlier.length).map((line) => `${line.version} ${line.action}`)).toEqual([
    `${next} publish`,
    `${before} rollback`,
  ]);
});

test('a 50% canary splits devices roughly in half, and each device keeps its side across reloads', async ({
  system,
  page,
  request,
}) => {
  // 41 page loads: alone they take about 40 s, but beside the other workers on a loaded two-core
  // machine one CI run needed more than 120 s.
  test.setTimeout(240_000);
  const active = (await walletStatus(request, system)).version;
  const canary = await unusedWalletVersion(request, system);
  const published = publishVariant(system, canary, '--canary', '50');
  expect(published.stdout).toContain(`wallet ${canary}: published, canary at 50%`);

  try {
    const devices = Array.from({ length: 20 }, (_, index) => `e2e-device-${index}`);
    const versionOn = async (deviceId: string) => {
      await page.evaluate((id) => window.localStorage.setItem('device_id', id), deviceId);
      await page.reload();
      const versions = page.getByRole('region', { name: 'App versions' });
      const wallet = versions.locator('[data-remote="wallet"]');
      await expect(wallet).toHaveAttribute('data-remote-version', /.+/);
      return wallet.getAttribute('data-remote-version');
    };
    await page.goto('/about-us');
    const sides = new Map<string, string | null>();
    for (const deviceId of devices) sides.set(deviceId, await versionOn(deviceId));

    const inCanary = devices.filter((deviceId) => sides.get(deviceId) === canary);
    const outside = devices.filter((deviceId) => sides.get(deviceId) === active);
    expect(inCanary.length + outside.length).toBe(devices.length);
    expect(inCanary.length).toBeGreaterThanOrEqual(5);
    expect(inCanary.length).toBeLessThanOrEqual(15);
    for (const deviceId of devices) expect(await versionOn(deviceId), deviceId).toBe(sides.get(deviceId));

    // A device inside the canary really runs the canary's files.
    await signInWithToken(page, await registerPlayer(request));
    await page.evaluate((id) => window.localStorage.setItem('device_id', id), inCanary[0] ?? '');
    const opened = await openWallet(page);
    await expect(opened.section).toHaveAttribute('data-remote-version', canary);
  } finally {
    expect(release(system, 'abort', 'wallet').status).toBe(0);
  }
  expect((await walletStatus(request, system)).canary).toBeUndefined();
});

test('a wallet built against a react the host does not provide is refused, and nothing changes', async ({
  system,
  request,
}) => {
  const registryBefore = await (await request.get('/registry.json')).text();
  const version = await unusedWalletVersion(request, system);
  const dir = walletVariant(version, { react: '^99.0.0' });
  try {
    const refused = release(system, 'publish', dir);

    expect(refused.status).toBe(1);
    const { host } = await releaseStatus(request, system);
    expect(refused.stderr).toContain(
      `react: wallet ${version} needs ^99.0.0, host ${host.version} provides ${host.provides.react}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(await (await request.get('/registry.json')).text()).toBe(registryBefore);
  expect((await request.get(`/remotes/wallet/${version}/mf-manifest.json`)).status()).toBe(404);
});
