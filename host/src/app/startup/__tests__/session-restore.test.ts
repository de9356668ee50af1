import type { UserInfo } from '@casino/contracts';
import { configurePlatform, sessionStore } from '@casino/platform';
import { keepSessionSnapshot } from '@casino/platform/host';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../session-restore';

const keptPlayer = { id: 7, nickname: 'Maria', coin: 12_345 } as UserInfo;
let offline: boolean;
let calls: string[];

beforeEach(() => {
  localStorage.clear();
  offline = true;
  calls = [];
  configurePlatform({
    apiBase: '/api',
    appVersion: '1.0.0',
    onTimeoutTip: () => undefined,
    fetch: async (input: RequestInfo | URL) => {
      const path = String(input).replace('/api', '');
      calls.push(path);
      if (offline) throw new TypeError('Failed to fetch');
      const data =
        path === '/app/v1/getAfterLoginInfoWeb'
          ? { user: { ...keptPlayer, coin: 20_000 }, activities: { activityIds: [], activityMap: {} } }
          : { maintenance: { status: 0 } };
      return new Response(JSON.stringify({ errcode: 0, msg: 'ok', data }));
    },
  });
  // The last visit: the server confirmed the player, and the snapshot was kept.
  sessionStore.getState().setToken('token-1');
  const stopKeeping = keepSessionSnapshot();
  sessionStore.getState().setUser(keptPlayer);
  stopKeeping();
  // This start: the token from storage, nobody confirmed yet.
  sessionStore.setState({ user: null, extras: null, restoring: true });
});
afterEach(() => {
  sessionStore.setState({ token: null, user: null, extras: null, restoring: false });
});

describe('an offline start of a signed-in player', () => {
  it('shows the kept player signed in, then the server’s answer once the network returns, without a tap', async () => {
    await restoreSession();
    expect(sessionStore.getState()).toMatchObject({ token: 'token-1', user: keptPlayer, restoring: false });

    offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sessionStore.getState().user?.coin).toBe(20_000));
    expect(calls.slice(-2)).toEqual(['/app/v1/preLogin', '/app/v1/getAfterLoginInfoWeb']);
  });

  it('never shows a snapshot kept for another token, and drops it on logout', async () => {
    sessionStore.getState().setToken('token-2');
    await restoreSession();
    expect(sessionStore.getState().user).toBeNull();

    const stopKeeping = keepSessionSnapshot();
    sessionStore.getState().setToken(null);
    stopKeeping();
    expect(localStorage.getItem('session_snapshot')).toBeNull();
  });
});
