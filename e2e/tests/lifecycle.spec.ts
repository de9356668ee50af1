import { expect, type Page } from '@playwright/test';
import { devApi } from './dev-api';
import { registerPlayer, runOutOfCoinsAwayFromHome, setVisibility, signInWithToken } from './fixtures';
import { test } from './system';

// Host lifecycle (spec 4): start-up order, heartbeat, popups, global overlays, event log, theme.
// Each test restores the server state it changes (the dev routes' resets), whatever happens.

const activityType = { FirstDepositTips: 60, FirstDeposit: 44, FreeSign: 36 } as const;

/** The cover is off: start-up reached step 3. */
async function waitForStartup(page: Page) {
  await expect(page.locator('html')).toHaveClass(/app-ready/);
}

test.describe('start-up', () => {
  test.afterEach(async ({ request }) => {
    await devApi.resetSettings(request);
    await devApi.resetPopups(request);
  });

  test('the first load fetches each chunk index.html preloads once, and nothing it preloads goes unused', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForStartup(page);
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
    );
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    // Without hints the shared modules wait for main.js to run before they download.
    expect(preloaded.some((href) => href.endsWith('.js'))).toBe(true);
    for (const href of preloaded) {
      // A hint the page's own request does not match (another mode, another URL) would fetch twice.
      expect(
        fetched.filter((name) => name === href),
        href,
      ).toHaveLength(1);
    }
    // Each chunk file registers its id with webpack when it runs: a preloaded one that never ran was
    // downloaded for nothing.
    const neverRan = await page.evaluate(
      async (hrefs) => {
        const registry = (window as unknown as { webpackChunk_casino_host: [Array<number | string>][] })
          .webpackChunk_casino_host;
        const ran = new Set(registry.flatMap(([ids]) => ids.map(String)));
        const idOf = async (href: string) =>
          /\.push\(\[\[([^,\]]+)/.exec(await (await fetch(href)).text())?.[1] ?? href;
        const ids = await Promise.all(hrefs.map(async (href) => [href, await idOf(href)] as const));
        return ids.filter(([, id]) => !ran.has(id)).map(([href]) => href);
      },
      preloaded.filter((href) => href.endsWith('.js')),
    );
    expect(neverRan).toEqual([]);
  });

  test('a maintenance status sends the player to /maintenance', async ({ page, request }) => {
    await devApi.setSettings(request, { maintenance: { status: 1 } });
    await page.goto('/');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a themeViewId query previews that theme instead of the active one', async ({ page }) => {
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim());
    await page.goto('/');
    await waitForStartup(page);
    expect(await background()).toBe('#0a1128');
    await page.goto('/?themeViewId=royal-purple-preview');
    await waitForStartup(page);
    expect(await background()).toBe('#12061f');
  });

  test('the popup sequence shows one popup per start, each once per session', async ({ page, request }) => {
    await devApi.setPopups(request, [activityType.FirstDepositTips, activityType.FirstDeposit]);
    const dialogs = page.getByRole('dialog');

    await page.goto('/');
    const tips = page.getByRole('dialog', { name: 'First Deposit Tips' });
    await expect(tips).toBeVisible();
    // Nothing pops up while the page cover is up.
    await expect(page.locator('html')).toHaveClass(/app-ready/);
    await tips.getByRole('button', { name: 'Close' }).click();
    await page.waitForLoadState('networkidle');
    await expect(dialogs).toHaveCount(0);

    await page.reload();
    const firstDeposit = page.getByRole('dialog', { name: 'First Deposit Bonus' });
    await expect(firstDeposit).toBeVisible();
    await expect(tips).toHaveCount(0);
    await firstDeposit.getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await waitForStartup(page);
    await page.waitForLoadState('networkidle');
    await expect(dialogs).toHaveCount(0);
  });
});

test('a remote that owns an activity’s popup shows it through the overlay outlet', async ({
  page,
  request,
}) => {
  await devApi.setPopups(request, [activityType.FreeSign]);
  try {
    // A new player has not signed in today, so loginBonus3CanReceive is true.
    await signInWithToken(page, await registerPlayer(request));
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Daily sign-in' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Sign in now' }).click();
    await expect(page).toHaveURL(/\/activity\/sign-in$/);
  } finally {
    await devApi.resetPopups(request);
  }
});

test('the heartbeat beats every 60 s while visible and stops while hidden', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  let beats = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/app/v1/online')) beats += 1;
  });
  await page.clock.install();
  await page.goto('/');
  await waitForStartup(page);
  await expect(page.getByTestId('top-bar-balance')).toBeVisible();

  await page.clock.runFor(60_000);
  await expect.poll(() => beats).toBe(1);

  await setVisibility(page, 'hidden');
  await page.clock.runFor(180_000);
  await setVisibility(page, 'visible');
  expect(beats).toBe(1);

  await page.clock.runFor(60_000);
  await expect.poll(() => beats).toBe(2);
});

test.describe('the bankruptcy modal', () => {
  test('reminds a VIP of the bet rebate', async ({ page, request }) => {
    const modal = await runOutOfCoinsAwayFromHome(page, request, 2);
    await expect(modal).toContainText('bet rebate');
    await modal.getByRole('button', { name: 'I Remember' }).click();
    await expect(modal).toHaveCount(0);
  });

  test('offers a non-VIP the daily bonus of VIP and the deposit page', async ({ page, request }) => {
    const modal = await runOutOfCoinsAwayFromHome(page, request, 0);
    await expect(modal).toContainText('daily bonus');
    await modal.getByRole('button', { name: 'Become a VIP now' }).click();
    await expect(page).toHaveURL(/\/wallets\?name=deposit&back=1$/);
  });
});

test.describe('the age and regulatory notice (client mode 1)', () => {
  test.beforeEach(async ({ request }) => {
    await devApi.setSettings(request, { h5ClientMode: 1 });
  });
  test.afterEach(async ({ request }) => {
    await devApi.resetSettings(request);
  });

  test('lists who may not play; Accept keeps it closed on reload', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'Before you play' });
    await expect(notice).toBeVisible();
    for (const group of [
      'a government official or employee',
      'a member of the armed forces or the police',
      'under 21 years old',
      'listed on a restricted-person database',
      'a gaming licence holder',
    ]) {
      await expect(notice.getByRole('listitem').filter({ hasText: group })).toBeVisible();
    }
    await expect(notice).toContainText('forfeit');
    await expect(notice).toContainText('at least one valid top-up');
    await expect(notice.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use');
    await expect(notice.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await waitForStartup(page);
    await page.waitForLoadState('networkidle');
    await expect(notice).toHaveCount(0);
  });

  test('Exit leaves for an external site', async ({ page }) => {
    // The regulator's site is answered locally: tests talk to loopback only.
    await page.route('https://www.pagcor.ph/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>PAGCOR</title><h1>PAGCOR</h1>' }),
    );
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Before you play' }).getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL('https://www.pagcor.ph/');
  });
});

test.describe('customer service', () => {
  test.afterEach(async ({ request }) => {
    await devApi.resetCustomerServices(request);
  });

  test('the web widget opens maximised and collapses to hidden after closing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForStartup(page);
    await page.getByRole('button', { name: 'Customer service' }).click();
    const widget = page.getByRole('dialog', { name: 'Live chat' });
    await expect(widget).toHaveAttribute('data-state', 'maximised');
    await expect(widget).not.toContainText('vip-queue');
    // Time stands still so the collapse can be seen before it ends.
    await page.clock.pauseAt(Date.now() + 60_000);
    await widget.getByRole('button', { name: 'Close live chat' }).click();
    await expect(widget).toHaveAttribute('data-state', 'collapsing');
    await page.clock.runFor(300);
    await expect(widget).toHaveCount(0);
  });

  test('with no online service configured it opens /service', async ({ page, request }) => {
    await devApi.setCustomerServices(request, [
      { itemType: 2, param1: 'https://t.me/RoyalSupport', param2: 'Telegram', sort: 1 },
    ]);
    await page.goto('/');
    await waitForStartup(page);
    await page.getByRole('button', { name: 'Customer service' }).click();
    await expect(page).toHaveURL(/\/service$/);
  });
});

test('events reach the API in batches of 20, and the rest when the page is hidden', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signInWithToken(page, player);
  await page.clock.install();
  await page.goto('/');
  await waitForStartup(page);
  // Let the start-up events go out with the 2 s flush, then stop time: only 20 queued events or
  // hiding the page can send anything now. Stopped two seconds ahead, not an hour: the jump fires
  // every timer due on the way, and a lazy chunk still loading would fail at its load timeout.
  await page.clock.runFor(2_500);
  const pageTime = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageTime + 2_000);
  await page.waitForLoadState('networkidle');
  const before = (await devApi.clientEventBatches(request, player.id)).length;
  // Start-up work that ends late on a busy machine (the popup sequence waits for the remotes) may
  // still log an event of its own: the batches that matter are those with the visits' page views.
  const visitBatches = async () =>
    (await devApi.clientEventBatches(request, player.id))
      .slice(before)
      .filter((batch) => batch.some((event) => event.eventName === 'page_view'));

  const search = page.getByRole('link', { name: 'Search games' });
  const visitSearchAndBack = async () => {
    await search.click();
    await expect(page).toHaveURL(/\/game\/search$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  };
  // Each visit logs two page views.
  for (let visit = 0; visit < 10; visit += 1) await visitSearchAndBack();
  await expect.poll(async () => (await visitBatches()).map((batch) => batch.length)).toEqual([20]);

  await search.click();
  await expect(page).toHaveURL(/\/game\/search$/);
  await setVisibility(page, 'hidden');
  // The rest goes in one more batch, and no page view is lost on the way.
  const pageViews = async () =>
    (await visitBatches()).flat().filter((event) => event.eventName === 'page_view').length;
  await expect.poll(pageViews).toBe(21);
  const batches = await visitBatches();
  expect(batches).toHaveLength(2);
  expect(batches[0]).toHaveLength(20);
  expect(batches[1]?.at(-1)).toMatchObject({ eventName: 'page_view', eventInterfaceId: '/game/search' });
});

test('a malicious theme changes nothing but its own safe variables', async ({ page, request }) => {
  const previewId = 'dev-malicious';
  await devApi.setTheme(request, previewId, {
    '--color-primary': '#ff0000',
    '--color-bg': 'red;} body { display: none } :root {',
    '--color-surface': 'url(javascript:alert(1))',
    '--color-text': '</style><script>window.__pwned = true</script>',
    '--color-border': 'red; background-image: url(https://evil.example/track.png)',
    '--hero-image': 'javascript:alert(1)//x.png',
    'logo</style><script>window.__pwned = true</script>': 'https://evil.example/a.png',
  });
  try {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const pageStyle = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        return {
          inline: Array.from(root.style, (name) => name).sort(),
          // Counting sheets or scripts would race the lazy chunks; what matters is that none of
          // them carries the theme's payload.
          payloadInCss: Array.from(document.styleSheets)
            .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
            .filter((text) => /evil\.example|javascript:|__pwned/.test(text)),
          payloadInScripts: Array.from(document.scripts).filter((script) => script.text.includes('__pwned'))
            .length,
          bodyDisplay: getComputedStyle(document.body).display,
          background: getComputedStyle(root).getPropertyValue('--color-bg').trim(),
          primary: getComputedStyle(root).getPropertyValue('--color-primary').trim(),
          pwned: (window as Window & { __pwned?: boolean }).__pwned ?? false,
        };
      });
    // The built-in look, as a page without any theme shows it.
    await page.route('**/api/anonymous/appTheme', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    await waitForStartup(page);
    const builtIn = await pageStyle();
    await page.unroute('**/api/anonymous/appTheme');

    await page.goto(`/?themeViewId=${previewId}`);
    await waitForStartup(page);
    const themed = await pageStyle();
    expect(themed).toEqual({ ...builtIn, inline: ['--color-primary'], primary: '#ff0000' });
    expect(themed.bodyDisplay).not.toBe('none');
    expect(dialogs).toEqual([]);
  } finally {
    await devApi.removeTheme(request, previewId);
  }
});
