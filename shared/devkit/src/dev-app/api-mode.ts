// Which API the dev app talks to: the real reference API (started or proxied by `casino-dev`) or
// the typed mocks in a service worker. Each mode keeps its own signed-in player: the switch puts
// the other mode's token back, so switching never sends a mock token to the real API.
import { storageKeys } from '@casino/contracts';
import { readStorage, removeStorage, writeStorage } from '@casino/platform';

export type ApiMode = 'real' | 'mock';

const modeKey = 'casino-dev:api';
const tokenKey = (mode: ApiMode) => `casino-dev:token:${mode}`;

function isApiMode(value: string | null): value is ApiMode {
  return value === 'real' || value === 'mock';
}

/**
 * The mode of this page load: `?api=mock` or `?api=real` in the address (remembered), else the
 * remembered one, else `fallback` (the dev server's default: mocks when it runs without an API).
 */
export function readApiMode(fallback: ApiMode): ApiMode {
  const asked = new URLSearchParams(location.search).get('api');
  const remembered = readStorage(modeKey);
  const current = isApiMode(remembered) ? remembered : fallback;
  if (isApiMode(asked) && asked !== current) {
    keepTokenOf(current, asked);
    return asked;
  }
  writeStorage(modeKey, current);
  return current;
}

function keepTokenOf(from: ApiMode, to: ApiMode): void {
  const token = readStorage(storageKeys.accessToken);
  if (token) writeStorage(tokenKey(from), token);
  else removeStorage(tokenKey(from));
  const other = readStorage(tokenKey(to));
  if (other) writeStorage(storageKeys.accessToken, other);
  else removeStorage(storageKeys.accessToken);
  writeStorage(modeKey, to);
}

/** Switches to `to` and reloads: the mocks' service worker must be in place before the first call. */
export function switchApiMode(from: ApiMode, to: ApiMode): void {
  if (from === to) return;
  keepTokenOf(from, to);
  const url = new URL(location.href);
  url.searchParams.delete('api');
  location.assign(url.toString());
}
