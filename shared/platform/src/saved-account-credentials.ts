import { readStorage, removeStorage, writeStorage } from './browser-storage';

const savedAccountKey = 'saved_account';

/** What "remember me" keeps of an account login. */
export interface SavedAccount {
  account: string;
}

function parseSavedAccount(stored: string | null): SavedAccount | null {
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    const account = (parsed as Partial<SavedAccount> | null)?.account;
    return typeof account === 'string' && account !== '' ? { account } : null;
  } catch {
    return null;
  }
}

/**
 * The account login the player asked to remember (localStorage `saved_account`); its presence
 * sends a logged-out player to `/auth/login?type=account`. Only the account name is kept, never
 * the password: anything in localStorage is readable by any script on the origin and outlives
 * the session on shared phones. The browser's password manager fills the password instead.
 */
export const savedAccountCredentials = {
  save({ account }: SavedAccount): void {
    writeStorage(savedAccountKey, JSON.stringify({ account }));
  },
  load(): SavedAccount | null {
    return parseSavedAccount(readStorage(savedAccountKey));
  },
  clear(): void {
    removeStorage(savedAccountKey);
  },
};
