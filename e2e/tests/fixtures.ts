import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
