import { bus } from '@casino/bus';
import type { RewardFlags, UserInfo, UserStoreExtras } from '@casino/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../navigation';
import { configurePlatform } from '../platform-config';
import { type SavedAccount, savedAccountCredentials } from '../saved-account-credentials';
import {
  isLoggedIn,
  type LogoutReason,
  logout,
  onLogoutReset,
  sessionStore,
  useSession,
  watchCrossTabLogout,
} from '../session';

const player = { id: 7, nickname: 'Alice', coin: 1500 } as UserInfo;
const someRewardFlags = { hasMail: true } as RewardFlags;
const someExtras = { inviteCode: 'ROYAL42', aid: 0 } as UserStoreExtras;

let navigations: { path: string; replace: boolean }[];
let loggedOutReasons: LogoutReason[];
let signOutSocial: ReturnType<typeof vi.fn<() => void>>;
let unregisterResetters: (() => void)[] = [];

function registerResetter(reset: () => void): void {
  unregisterResetters.push(onLogoutReset(reset));
}

function logIn(): void {
  const state = sessionStore.getState();
  state.setToken('token-abc');
  state.setUser(player);
  state.setVip({ level: 3, experience: 1200 });
  state.setRewardFlags(someRewardFlags);
  state.patchExtras(someExtras);
}

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/member');
  sessionStore.setState({ token: null, user: null, vip: null, rewardFlags: null, extras: null });
  navigations = [];
  loggedOutReasons = [];
  signOutSocial = vi.fn<() => void>();
  configurePlatform({ apiBase: '/api', appVersion: '1.0.0', onTimeoutTip: () => {}, signOutSocial });
  const unregisterNavigator = setNavigator((path, { replace }) => {
    navigations.push({ path, replace });
    history.replaceState(null, '', path);
  });
  const subscription = bus.on('session.loggedOut').subscribe(({ reason }) => loggedOutReasons.push(reason));
  return () => {
    unregisterNavigator();
    subscription.unsubscribe();
  };
});

afterEach(() => {
  for (const unregister of unregisterResetters) unregister();
  unregisterResetters = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the session store', () => {
  it('restores the token from localStorage when it is created', async () => {
    localStorage.setItem('access_token', 'stored-token');
    vi.resetModules();

    const { sessionStore: freshStore } = await import('../session');

    expect(freshStore.getState().token).toBe('stored-token');
  });

  it('keeps a token set with setToken in memory and in localStorage', () => {
    sessionStore.getState().setToken('token-abc');

    expect(sessionStore.getState().token).toBe('token-abc');
    expect(localStorage.getItem('access_token')).toBe('token-abc');
  });

  it('removes the token from memory and localStorage when it is set to null', () => {
    sessionStore.getState().setToken('token-abc');

    sessionStore.getState().setToken(null);

    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('patches fields of the current user and keeps the others', () => {
    sessionStore.getState().setUser(player);

    sessionStore.getState().patchUser({ coin: 900 });

    expect(sessionStore.getState().user).toEqual({ ...player, coin: 900 });
  });

  it('ignores a patch while there is no user', () => {
    sessionStore.getState().patchUser({ coin: 900 });

    expect(sessionStore.getState().user).toBeNull();
  });

  it('counts as logged in only with a user whose id is not zero', () => {
    expect(isLoggedIn({ user: null })).toBe(false);
    expect(isLoggedIn({ user: { ...player, id: 0 } })).toBe(false);
    expect(isLoggedIn({ user: player })).toBe(true);
  });

  it('re-renders a component reading it through useSession when the selected value changes', () => {
    const { result } = renderHook(() => useSession((state) => state.token));
    expect(result.current).toBeNull();

    act(() => sessionStore.getState().setToken('token-abc'));

    expect(result.current).toBe('token-abc');
  });
});

describe('logout', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(async () => Response.json({ errcode: 0, msg: 'ok', data: {} }));
    vi.stubGlobal('fetch', fetchMock);
  });

  it("ends the session on the server too: posts the API's logout with the token it ends", async () => {
    logIn();

    logout({ reason: 'user' });

    // Local first: nothing waits for the server.
    expect(sessionStore.getState().token).toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/app/v1/logout');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { authorization: 'token-abc' } });
  });

  it('logs out locally all the same when the server cannot be reached', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    logIn();

    logout({ reason: 'user' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await Promise.resolve();

    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(navigations).toEqual([{ path: '/auth/login', replace: true }]);
    // Nothing to report: the call was best effort.
    expect(() => vi.runAllTimers()).not.toThrow();
  });

  it('calls no server when the server refused the token already or another tab ended it', async () => {
    for (const reason of ['unauthorized', 'preLogin', 'otherTab'] as const) {
      logIn();
      logout({ reason });
    }
    await Promise.resolve();

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the token in memory and localStorage, the user, VIP, red dots and the after-login extras', () => {
    logIn();

    logout({ reason: 'user' });

    expect(sessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      vip: null,
      rewardFlags: null,
      extras: null,
    });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('runs every registered resetter, and no longer one that was unregistered', () => {
    logIn();
    const resetHome = vi.fn();
    const resetWalletRemote = vi.fn();
    registerResetter(resetHome);
    onLogoutReset(resetWalletRemote)();

    logout({ reason: 'user' });

    expect(resetHome).toHaveBeenCalledOnce();
    expect(resetWalletRemote).not.toHaveBeenCalled();
  });

  it('still runs the other resetters and finishes the logout when one resetter throws', () => {
    vi.useFakeTimers();
    logIn();
    const resetAfterBrokenOne = vi.fn();
    registerResetter(() => {
      throw new Error('broken remote store');
    });
    registerResetter(resetAfterBrokenOne);

    logout({ reason: 'user' });

    expect(resetAfterBrokenOne).toHaveBeenCalledOnce();
    expect(navigations).toEqual([{ path: '/auth/login', replace: true }]);
    // The error is reported afterwards, outside the logout.
    expect(() => vi.runAllTimers()).toThrow('broken remote store');
  });

  it('signs out of the social login', async () => {
    logIn();

    logout({ reason: 'user' });
    await Promise.resolve();

    expect(signOutSocial).toHaveBeenCalledOnce();
  });

  it('emits session.loggedOut with its reason', () => {
    logIn();

    logout({ reason: 'unauthorized' });

    expect(loggedOutReasons).toEqual(['unauthorized']);
  });

  it('goes to /auth/login, replacing the page that needed the session', () => {
    logIn();

    logout({ reason: 'user' });

    expect(navigations).toEqual([{ path: '/auth/login', replace: true }]);
  });

  it('goes to /auth/login?type=account when account credentials were saved', () => {
    savedAccountCredentials.save({ account: 'alice' });
    logIn();

    logout({ reason: 'user' });

    expect(navigations).toEqual([{ path: '/auth/login?type=account', replace: true }]);
  });

  it('is harmless the second time: no second event, social sign-out or navigation', async () => {
    logIn();

    logout({ reason: 'user' });
    logout({ reason: 'user' });
    await Promise.resolve();

    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(loggedOutReasons).toEqual(['user']);
    expect(signOutSocial).toHaveBeenCalledOnce();
    expect(navigations).toHaveLength(1);
  });
});

describe('watchCrossTabLogout', () => {
  function tokenRemovedInAnotherTab(): void {
    localStorage.removeItem('access_token');
    dispatchEvent(
      new StorageEvent('storage', { key: 'access_token', oldValue: 'token-abc', newValue: null }),
    );
  }

  it('logs this tab out when another tab removes the token', () => {
    logIn();
    const stopWatching = watchCrossTabLogout();

    tokenRemovedInAnotherTab();
    stopWatching();

    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(loggedOutReasons).toEqual(['otherTab']);
    expect(navigations).toEqual([{ path: '/auth/login', replace: true }]);
  });

  it('logs this tab out when another tab clears the whole storage', () => {
    logIn();
    const stopWatching = watchCrossTabLogout();

    dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    stopWatching();

    expect(loggedOutReasons).toEqual(['otherTab']);
  });

  it('leaves a logged-out tab where it is', () => {
    const stopWatching = watchCrossTabLogout();

    tokenRemovedInAnotherTab();
    stopWatching();

    expect(loggedOutReasons).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('ignores a token written by another tab and changes to other keys', () => {
    logIn();
    const stopWatching = watchCrossTabLogout();

    dispatchEvent(
      new StorageEvent('storage', { key: 'access_token', oldValue: 'token-abc', newValue: 'token-new' }),
    );
    dispatchEvent(new StorageEvent('storage', { key: 'first_loading', oldValue: '1', newValue: null }));
    stopWatching();

    expect(sessionStore.getState().token).toBe('token-abc');
    expect(loggedOutReasons).toEqual([]);
  });

  it('stops watching once unsubscribed', () => {
    logIn();
    watchCrossTabLogout()();

    tokenRemovedInAnotherTab();

    expect(sessionStore.getState().user).toEqual(player);
  });
});

describe('savedAccountCredentials', () => {
  it('loads the account that was saved, until it is cleared', () => {
    savedAccountCredentials.save({ account: 'alice' });
    expect(savedAccountCredentials.load()).toEqual({ account: 'alice' });

    savedAccountCredentials.clear();

    expect(savedAccountCredentials.load()).toBeNull();
  });

  it('never stores a password, even when handed one', () => {
    savedAccountCredentials.save({ account: 'alice', password: 'hunter2' } as SavedAccount);

    expect(localStorage.getItem('saved_account')).not.toContain('hunter2');
    expect(savedAccountCredentials.load()).toEqual({ account: 'alice' });
  });

  it('loads nothing from a corrupted entry', () => {
    localStorage.setItem('saved_account', '{not json');

    expect(savedAccountCredentials.load()).toBeNull();
  });
});

describe('restoring a session from an earlier visit', () => {
  it('marks the session as restoring when a token was kept, so guards wait for the player', async () => {
    vi.resetModules();
    localStorage.setItem('access_token', 'kept-token');
    const fresh = await import('../session');
    expect(fresh.sessionStore.getState()).toMatchObject({ token: 'kept-token', user: null, restoring: true });
    fresh.logout({ reason: 'unauthorized' });
    expect(fresh.sessionStore.getState().restoring).toBe(false);
  });

  it('is not restoring when no token was kept', async () => {
    vi.resetModules();
    localStorage.removeItem('access_token');
    const fresh = await import('../session');
    expect(fresh.sessionStore.getState().restoring).toBe(false);
  });
});
