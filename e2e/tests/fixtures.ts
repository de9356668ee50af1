import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { devApi } from './dev-api';

export interface Player {
  account: string;
  password: string;
  token: string;
  id: number;
}

/** Registers a fresh player through the real API. */
export async function registerPlayer(request: APIRequestContext): Promise<Player> {
  const account = `e2e${randomBytes(5).toString('hex')}`;
  const password = 'Secret123!';
  const response = await request.post('/api/app/v1/accountRegist', { data: { account, password } });
  const body = await response.json();
  expect(body.errcode, JSON.stringify(body)).toBe(0);
  return { account, password, token: body.data.token, id: body.data.user.id };
}

/** Starts the page with the player's token in storage, as after a login in an earlier visit. */
export async function signInWithToken(page: Page, player: Player): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('access_token', token), player.token);
}

/** The app frame is on screen: the player never sees a white page. */
export async function expectAppFrame(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/**
 * Signs in a fresh player holding 500.00 at the given VIP level, then lets the balance run out
 * while they are away from home: returning home refreshes their data (spec 4) and the
 * bankruptcy modal it opens is returned.
 */
export async function runOutOfCoinsAwayFromHome(
  page: Page,
  request: APIRequestContext,
  vip: number,
): Promise<Locator> {
  const player = await registerPlayer(request);
  await devApi.setPlayer(request, player.id, { vip, coin: 50_000 });
  await signInWithToken(page, player);
  // The home page's own refresh must have answered before the balance changes under it.
  const homeRefreshed = page.waitForResponse((response) => response.url().endsWith('/app/v1/refreshData'));
  await page.goto('/');
  await homeRefreshed;
  await expect(page.getByTestId('top-bar-balance')).toHaveText('₱500.00');
  await devApi.setPlayer(request, player.id, { coin: 0 });
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await tabs.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/bonus$/);
  await tabs.getByRole('link', { name: 'Home' }).click();
  return page.getByRole('dialog', { name: 'Out of coins' });
}

/** The page's visibility as the browser reports it when the tab goes to the background and back. */
export async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** A player's call through the real API; fails the test unless it succeeds. */
export async function api(
  request: APIRequestContext,
  player: Player,
  call: string,
  data: Record<string, unknown>,
) {
  const response = await request.post(`/api/app/v1/${call}`, {
    data,
    headers: { authorization: player.token },
  });
  const body = await response.json();
  expect(body.errcode, `${call}: ${JSON.stringify(body)}`).toBe(0);
  return body.data;
}

/** A paid deposit without the browser: open the order, press Pay on the provider's page. */
export async function depositThroughApi(request: APIRequestContext, player: Player, amount: number) {
  const order = await api(request, player, 'createRechargeOrder', { channelId: 1, amount });
  const paid = await request.post(`${order.paymentUrl}/pay`, { form: {}, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** What the browser reported as blocked by the policy on this page, since the last call. */
export interface Violations {
  events: () => Promise<string[]>;
  console: string[];
}

/**
 * Records `securitypolicyviolation` events in every document (an init script runs before the
 * page's own) and the console's CSP errors (those of the document's own load included).
 */
export async function recordViolations(page: Page): Promise<Violations> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || event.sample} in ${event.sourceFile}:${event.lineNumber}`,
        ),
      true,
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    console: consoleErrors,
    events: () =>
      page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}

/** Plays rounds through the dev route (each bet won back) until nothing is left to wager. */
export async function meetWagering(request: APIRequestContext, player: Player) {
  for (;;) {
    const { wageringRemaining, coin } = await api(request, player, 'getExchange', {});
    if (wageringRemaining === 0) return;
    const bet = Math.min(wageringRemaining, coin);
    const round = await request.post('/api/dev/wallet/play-round', {
      data: { bet, win: bet },
      headers: { authorization: player.token },
    });
    expect(round.ok()).toBe(true);
  }
}

/** A small photo as the phone's camera would hand it over: a JPEG drawn on a canvas. */
export async function photo(page: Page, name: string) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#2f7fd6';
    context.fillRect(0, 0, 64, 40);
    context.fillStyle = '#ffffff';
    context.fillRect(6, 6, 20, 26);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}
