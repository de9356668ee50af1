import { bus } from '@casino/bus';
import type { LoginResponse } from '@casino/contracts';
import { navigation, sessionStore } from '@casino/platform';
import { safeRedirectTarget } from '../../app/route-guard';

/**
 * After any successful sign-in: keep the session, tell the remotes, go back where the player was
 * (or to `next`, a sign-in page that carries the `redirect` on, e.g. the bind prompt).
 */
export function completeLogin(result: LoginResponse, search: string, next?: string): void {
  const session = sessionStore.getState();
  session.setToken(result.token);
  session.setUser(result.user);
  bus.emit('session.loggedIn', { userId: result.user.id });
  const target = next ?? safeRedirectTarget(new URLSearchParams(search).get('redirect'));
  navigation.navigate(target, { replace: true });
}

/** Navigation state of the login page after `/auth/forget`: says so, and fills the account. */
export interface PasswordResetNotice {
  passwordResetFor: string;
}

export function passwordResetNoticeOf(state: unknown): PasswordResetNotice | null {
  const value = (state as Partial<PasswordResetNotice> | null)?.passwordResetFor;
  return typeof value === 'string' ? { passwordResetFor: value } : null;
}

/** Keeps `redirect` when moving between the sign-in pages. */
export function withRedirect(path: string, search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect ? `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}` : path;
}
