// Renders wallet pages the way the host would: the platform's real API client and query cache,
// talking to the dev kit's typed mocks (msw). A test answers a call with \`api.use(mockCall(apiRoutes.x,
// ...))\`, typed by the call's contract; an answer the contract refuses fails the test, and so does
// a call no test answered.
import { setUpMockApi } from '@casino/devkit/mocks/node';
import { addNamespace, configurePlatform, initI18n, sessionStore } from '@casino/platform';
import { queryClient } from '@casino/platform/query';
import { uiEnUs, uiNamespace } from '@casino/ui/core';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import walletEnUs from '../../i18n/en-us';

// The machine runs builds beside the tests (2 cores, several jobs): a page may take seconds to
// render, so waits and tests get room; a wait that passes returns as soon as it does.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

/** The mocked API of every test file that imports this kit; handlers and calls reset after each test. */
export const api = setUpMockApi();
// Each test starts from an empty cache, as a fresh page load does (after the test's own clean-up).
afterEach(() => queryClient.clear());

/** Unmounts what the test rendered and empties the cache: the next render is a fresh page load. */
export function reloadPage(): void {
  cleanup();
  queryClient.clear();
}

/** The platform and the translations as the host sets them up, for a signed-in player. */
export async function setUpWallet(): Promise<void> {
  configurePlatform({ apiBase: '/api', appVersion: 'test', onTimeoutTip: () => {} });
  await initI18n({ locale: 'en-US' });
  addNamespace(uiNamespace, 'en-US', uiEnUs);
  addNamespace('wallet', 'en-US', walletEnUs);
  // Every wallet route is behind the host's `auth` guard: its pages only ever run signed in.
  sessionStore.getState().setToken('token');
}

function CurrentPath() {
  const location = useLocation();
  return <span data-current-path={location.pathname + location.search} hidden />;
}

/** Where the router is now (after the page navigated). */
export function currentPath(): string | null {
  return document.querySelector('[data-current-path]')?.getAttribute('data-current-path') ?? null;
}

/** Renders a page at `path` with a router, showing the current path for navigation checks. */
export function renderAt(path: string, routePath: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}
