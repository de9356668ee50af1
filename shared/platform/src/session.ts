import { bus } from '@casino/bus';
import {
  apiRoutes,
  appPaths,
  type BusEventMap,
  type RewardFlags,
  storageKeys,
  type UserInfo,
  type UserStoreExtras,
} from '@casino/contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { apiClient } from './api-client';
import { readStorage, removeStorage, writeStorage } from './browser-storage';
import { navigation } from './navigation';
import { platformConfig } from './platform-config';
import { savedAccountCredentials } from './saved-account-credentials';

/** The player's VIP standing, as the VIP pages load it. */
export interface VipInfo {
  /** Current level: a key of the app config's `appVipMap`. */
  level: number;
  /** VIP experience earned so far. */
  experience: number;
}

export interface SessionState {
  /** Kept in memory and in localStorage `access_token` (spec 4). */
  token: string | null;
  user: UserInfo | null;
  vip: VipInfo | null;
  /** The red dots. */
  rewardFlags: RewardFlags | null;
  /** What getAfterLoginInfoWeb restores besides the user: likes, history, invite code, aid, ... */
  extras: Partial<UserStoreExtras> | null;
  /**
   * True while a token kept from an earlier visit is being checked (after-login info in flight):
   * guards wait instead of sending a returning player to the login page.
   */
  restoring: boolean;
  /** Sets the token in memory and localStorage; `null` removes it from both. */
  setToken: (token: string | null) => void;
  setUser: (user: UserInfo | null) => void;
  /** Updates fields of the current user; does nothing while there is none. */
  patchUser: (changes: Partial<UserInfo>) => void;
  setVip: (vip: VipInfo | null) => void;
  setRewardFlags: (rewardFlags: RewardFlags | null) => void;
  /** Merges what arrived (after-login info, likes, bank cards) into the extras. */
  patchExtras: (changes: Partial<UserStoreExtras>) => void;
  setRestoring: (restoring: boolean) => void;
}

type SessionData = Omit<SessionState, `set${string}` | `patch${string}`>;

const loggedOutData: Omit<SessionData, 'token'> = {
  user: null,
  vip: null,
  rewardFlags: null,
  extras: null,
  restoring: false,
};

/** The shared session store; its token is restored from localStorage when the module loads. */
export const sessionStore = createStore<SessionState>()((set) => ({
  ...loggedOutData,
  token: readStorage(storageKeys.accessToken),
  restoring: readStorage(storageKeys.accessToken) !== null,
  setToken: (token) => {
    if (token === null) {
      removeStorage(storageKeys.accessToken);
    } else {
      writeStorage(storageKeys.accessToken, token);
    }
    set({ token });
  },
  setUser: (user) => set({ user }),
  patchUser: (changes) => set(({ user }) => (user ? { user: { ...user, ...changes } } : {})),
  setVip: (vip) => set({ vip }),
  setRewardFlags: (rewardFlags) => set({ rewardFlags }),
  patchExtras: (changes) => set(({ extras }) => ({ extras: { ...extras, ...changes } })),
  setRestoring: (restoring) => set({ restoring }),
}));

/** Logged in means a user with a non-zero id (spec 6). */
export function isLoggedIn(state: Pick<SessionState, 'user'>): boolean {
  return state.user !== null && state.user.id !== 0;
}

/** Reads the session in a component; re-renders when the selected value changes. */
export function useSession<Selected>(selector: (state: SessionState) => Selected): Selected {
  return useStore(sessionStore, selector);
}

function hasSession(state: SessionState): boolean {
  return state.token !== null || isLoggedIn(state);
}

// Surfaces the error to window.onerror and the console, like reportError (which not every
// runtime has), without interrupting the logout.
function reportWithoutInterrupting(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

const logoutResetters = new Set<() => void>();

/**
 * Registers a function that clears some state when the session ends (home, UI and remotes'
 * stores). Returns a function that unregisters it.
 */
export function onLogoutReset(reset: () => void): () => void {
  logoutResetters.add(reset);
  return () => {
    logoutResetters.delete(reset);
  };
}

export type LogoutReason = BusEventMap['session.loggedOut']['reason'];

function loginPath(): string {
  return appPaths.login({ account: savedAccountCredentials.load() !== null });
}

/**
 * Ends the token on the server too, so a copy of it (another tab's memory, a leaked log) is dead at
 * once. Best effort: offline or failing, the local logout has happened all the same, and the token
 * ends with its lifetime. `keepalive`: the login page may replace this one before the answer.
 */
function revokeOnServer(token: string): void {
  apiClient
    .call(apiRoutes.logout.path, {}, { public: true, token, keepalive: true, timeoutTip: false })
    .catch(() => {});
}

/**
 * Ends the session (spec 4): clears the token (memory and localStorage), user, VIP, red dots and
 * after-login extras, runs every `onLogoutReset` resetter (the wallet, home and UI stores register theirs), signs out of the social login, emits
 * `session.loggedOut` and goes to the login page. A player's own logout (`user`) also revokes the
 * token on the server; the other reasons mean the server refused it already, or another tab's
 * logout did. Logging out again is harmless: without a session there is no second social sign-out
 * or event, and no navigation to the page already shown.
 */
export function logout({ reason }: { reason: LogoutReason }): void {
  const { token } = sessionStore.getState();
  const endsASession = hasSession(sessionStore.getState());
  removeStorage(storageKeys.accessToken);
  // One update, so no listener sees a half-cleared session.
  sessionStore.setState({ ...loggedOutData, token: null });
  for (const reset of logoutResetters) {
    // One broken store (a remote's, say) must not keep the rest of the session alive.
    try {
      reset();
    } catch (error) {
      reportWithoutInterrupting(error);
    }
  }
  if (token && reason === 'user') revokeOnServer(token);
  if (endsASession) {
    Promise.resolve()
      .then(() => platformConfig()?.signOutSocial?.())
      .catch(reportWithoutInterrupting);
    bus.emit('session.loggedOut', { reason });
  }
  const target = loginPath();
  // Replace: going back must not return to a page that needed the session that just ended.
  if (navigation.currentPath() !== target) navigation.navigate(target, { replace: true });
}

/**
 * Logs this tab out (reason `otherTab`) when another tab removes `access_token` from
 * localStorage while this tab has a session. The host calls it once at start; returns a
 * function that stops watching.
 */
export function watchCrossTabLogout(): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared the whole storage.
    const tokenRemoved =
      (event.key === storageKeys.accessToken || event.key === null) && event.newValue === null;
    if (tokenRemoved && hasSession(sessionStore.getState())) logout({ reason: 'otherTab' });
  };
  addEventListener('storage', onStorage);
  return () => removeEventListener('storage', onStorage);
}
