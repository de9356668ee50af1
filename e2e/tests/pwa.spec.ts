import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import {
  depositThroughApi,
  expectAppFrame,
  registerPlayer,
  setVisibility,
  signInWithToken,
} from './fixtures';
import { test } from './system';

// These specs need the real service worker; every other spec blocks it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Waits until the workbox worker controls the page and has precached the shell. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  const shellPrecached = () =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'));
      if (!precache) return false;
      const cached = await (await caches.open(precache)).keys();
      return cached.some((request) => new URL(request.url).pathname === '/index.html');
    });
  await expect.poll(shellPrecached, { timeout: 45_000 }).toBe(true);
}

test.describe('installable PWA', () => {
  // Installability is judged outside incognito, and every test context is incognito: this test
  // launches a persistent profile of its own.
  test('Chromium reports no installability errors', async ({ playwright, baseURL }, testInfo) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'casino-pwa-profile-'));
    const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, launchOptions } =
      testInfo.project.use;
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      viewport,
      userAgent,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expectAppFrame(page);
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);

      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');

      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the manifest names the app, runs standalone and has 192, 512 and maskable icons', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href ?? '');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();

    expect(manifest).toMatchObject({
      name: 'Royal Casino',
      short_name: 'Royal Casino',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0d0b1e',
      background_color: '#0d0b1e',
    });
    const icons: { src: string; sizes: string; purpose: string; type: string }[] = manifest.icons;
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeTruthy();
      const png = await (await request.get(icon?.src ?? '')).body();
      // The PNG header's width and height match what the manifest declares.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
    }
  });
});

test.describe('offline', () => {
  test('after one visit the app reloads offline and says it is offline', async ({ page, context }) => {
    await page.goto('/');
    await expectAppFrame(page);
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();

    await expectAppFrame(page);
    await expect(page.getByRole('heading', { name: 'Games', level: 2 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  });

  test('a signed-in player reloading offline stays signed in, and the network coming back refreshes every section without a tap', async ({
    page,
    context,
    request,
  }) => {
    const player = await registerPlayer(request);
    await signInWithToken(page, player);
    await page.goto('/');
    await expectAppFrame(page);
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('link', { name: 'Balance ₱0.00, deposit' })).toBeVisible();

    await context.setOffline(true);
    // Money that arrives while the phone is offline (the test's request context is not the page's).
    await depositThroughApi(request, player, 50_000);
    await page.reload();

    await expectAppFrame(page);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Balance ₱0.00, deposit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/pwa-offline-signed-in.png' });

    const refreshed = page.waitForResponse((response) =>
      response.url().endsWith('/api/app/v1/getAfterLoginInfoWeb'),
    );
    await context.setOffline(false);
    await refreshed;
    // The deposit and its first-deposit bonus.
    await expect(page.getByRole('link', { name: 'Balance ₱1,000.00, deposit' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  });
});

/**
 * Deploys a new host build into the files the worker's test system serves: a service worker with
 * other bytes and a new build stamp. Returns what puts the original build back.
 */
function deployNewHostBuild(hostDist: string): () => void {
  const originals = new Map<string, Buffer>();
  const write = (file: string, content: string) => {
    for (const [suffix, compress] of [
      ['', (text: string) => Buffer.from(text)],
      ['.br', brotliCompressSync],
      ['.gz', gzipSync],
    ] as const) {
      const target = path.join(hostDist, file + suffix);
      if (!existsSync(target)) continue;
      originals.set(target, readFileSync(target));
      writeFileSync(target, compress(content));
    }
  };
  const serviceWorker = readFileSync(path.join(hostDist, 'sw.js'), 'utf8');
  const stamp = JSON.parse(readFileSync(path.join(hostDist, 'builds/latest.json'), 'utf8'));
  write('sw.js', `${serviceWorker}\n// the next build\n`);
  write('builds/latest.json', JSON.stringify({ ...stamp, buildId: `${stamp.buildId}-next` }));
  return () => {
    for (const [target, content] of originals) writeFileSync(target, content);
  };
}

test.describe('updates', () => {
  test('a new build deployed while the app is open offers a reload', async ({ page, system }) => {
    await page.goto('/');
    await expectAppFrame(page);
    await waitForServiceWorkerControl(page);
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version of Royal Casino is ready.' });
    await expect(prompt).toHaveCount(0);

    const restoreBuild = deployNewHostBuild(system.hostDist);
    try {
      // Coming back to the tab checks the build stamp; its new worker takes control.
      await setVisibility(page, 'hidden');
      await setVisibility(page, 'visible');

      await expect(prompt).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expectAppFrame(page);
      await expect(prompt).toHaveCount(0);
    } finally {
      restoreBuild();
    }
  });
});

test.describe('install prompt', () => {
  /** What Chromium fires when the app may be installed; headless Chromium never does by itself. */
  async function browserOffersInstall(page: Page) {
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      const window_ = window as Window & { installPromptsShown?: number };
      Object.assign(offer, {
        prompt: async () => {
          window_.installPromptsShown = (window_.installPromptsShown ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
  }
  const installPromptsShown = (page: Page) =>
    page.evaluate(() => (window as Window & { installPromptsShown?: number }).installPromptsShown ?? 0);

  test('offers installation once the browser allows it; "Not now" cancels and Install shows the browser prompt', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, await registerPlayer(request));
    await page.goto('/');
    await expectAppFrame(page);
    const banner = page.getByRole('complementary', { name: 'Get the Royal Casino app' });
    await expect(banner.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/download');

    await browserOffersInstall(page);
    await banner.getByRole('button', { name: 'Install the app' }).click();
    const prompt = page.getByRole('dialog', { name: 'Install Royal Casino' });
    await expect(prompt).toBeVisible();
    await page.screenshot({ path: 'test-results/pwa-install-prompt.png' });
    await prompt.getByRole('button', { name: 'Not now' }).last().click();
    await expect(prompt).toBeHidden();
    expect(await installPromptsShown(page)).toBe(0);

    await banner.getByRole('button', { name: 'Install the app' }).click();
    await prompt.getByRole('button', { name: 'Install', exact: true }).click();
    await expect(prompt).toBeHidden();
    expect(await installPromptsShown(page)).toBe(1);
    // The browser's offer is used up: the banner goes back to the download page.
    await expect(banner.getByRole('link', { name: 'Get the app' })).toBeVisible();
  });
});
