// The signed-in test player: created through the API on the first start (accountRegist), then
// kept across reloads by its token; when the token no longer works (the API restarted with a new
// in-memory database, or a logout), signed in again with the saved account, or created anew.
import { apiRoutes, type UserInfo } from '@casino/contracts';
import { ApiError, callApi, navigation, readStorage, sessionStore, writeStorage } from '@casino/platform';
import { loadAfterLoginInfo } from '@casino/platform/host';
import type { ApiMode } from './api-mode';

interface SavedPlayer {
  account: string;
  password: string;
}

const playerKey = (mode: ApiMode) => `casino-dev:test-player:${mode}`;

/** A password the API's seeded length limits accept (6 to 20). */
const testPassword = 'dev-pass-1';

function savedPlayer(mode: ApiMode): SavedPlayer | null {
  try {
    const saved = JSON.parse(readStorage(playerKey(mode)) ?? 'null') as SavedPlayer | null;
    return saved && typeof saved.account === 'string' && typeof saved.password === 'string' ? saved : null;
  } catch {
    return null;
  }
}

/** `dev` and 8 random letters or digits: 11 characters, inside the seeded account limits (6 to 16). */
function newAccountName(): string {
  const digits = crypto.getRandomValues(new Uint8Array(8));
  return `dev${Array.from(digits, (value) => (value % 36).toString(36)).join('')}`;
}

async function restoreByToken(): Promise<boolean> {
  if (!sessionStore.getState().token) return false;
  try {
    await loadAfterLoginInfo();
    return true;
  } catch (error) {
    // A 401 has already logged the kept token out; anything else is a real problem.
    if (error instanceof ApiError && error.code === 401) return false;
    throw error;
  }
}

function signedIn(token: string, user: UserInfo): void {
  const session = sessionStore.getState();
  session.setToken(token);
  session.setUser(user);
}

async function signInWithSavedAccount(mode: ApiMode): Promise<boolean> {
  const saved = savedPlayer(mode);
  if (!saved) return false;
  try {
    const { token, user } = await callApi(apiRoutes.accountLogin, saved);
    signedIn(token, user);
    return true;
  } catch (error) {
    // 1102: the account is unknown here (a fresh in-memory database): make a new one.
    if (error instanceof ApiError && error.code === 1102) return false;
    throw error;
  }
}

/** Creates a new test player through the API and signs it in; later starts reuse it. */
export async function signInNewTestPlayer(mode: ApiMode): Promise<void> {
  const player = { account: newAccountName(), password: testPassword };
  const { token, user } = await callApi(apiRoutes.accountRegist, player);
  writeStorage(playerKey(mode), JSON.stringify(player));
  signedIn(token, user);
}

/** Signs the saved test player in again (after a sign-out), or a new one when there is none. */
export async function signInTestPlayer(mode: ApiMode): Promise<void> {
  if (!(await signInWithSavedAccount(mode))) await signInNewTestPlayer(mode);
}

/**
 * Start-up: the kept session, else the saved test player, else a new one. While it runs, guards
 * wait (`restoring`) instead of sending the visitor to sign in; if the kept token was refused,
 * the platform's logout went to the login page, so this returns to the page the app opened on.
 */
export async function startTestSession(mode: ApiMode): Promise<void> {
  const openedOn = navigation.currentPath();
  sessionStore.getState().setRestoring(true);
  try {
    if (await restoreByToken()) return;
    await signInTestPlayer(mode);
    if (navigation.currentPath() !== openedOn) navigation.navigate(openedOn, { replace: true });
  } finally {
    sessionStore.getState().setRestoring(false);
  }
}
