// Renders a remote's pages in vitest the way the host would: the platform's real API client and
// query cache talking to the mocked API (`setUpMockApi`), the `ui` namespace and the remote's own
// bundle in en-US, for a signed-in player. Each test starts from an empty cache, as a page load does.
import { addNamespace, configurePlatform, initI18n, sessionStore } from '@casino/platform';
import { queryClient } from '@casino/platform/query';
import { uiEnUs, uiNamespace } from '@casino/ui/core';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';

// Builds run beside the tests on a 2-core machine: a page may take seconds to render, so waits
// and tests get room; a wait that passes returns as soon as it does.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => queryClient.clear());

/** The platform and translations as the host sets them up, for a signed-in player. */
export async function setUpRemotePage(namespace: string, bundle: Record<string, unknown>): Promise<void> {
  configurePlatform({ apiBase: '/api', appVersion: 'test', onTimeoutTip: () => {} });
  await initI18n({ locale: 'en-US' });
  addNamespace(uiNamespace, 'en-US', uiEnUs);
  addNamespace(namespace, 'en-US', bundle);
  // Remote pages behind the host's `auth` guard only ever run signed in.
  sessionStore.getState().setToken('token');
}

/** Unmounts what the test rendered and empties the cache: the next render is a fresh page load. */
export function reloadPage(): void {
  cleanup();
  queryClient.clear();
}

function CurrentPath() {
  const location = useLocation();
  return <span data-current-path={location.pathname + location.search} hidden />;
}

/** Where the router is now (after the page navigated). */
export function currentPath(): string | null {
  return document.querySelector('[data-current-path]')?.getAttribute('data-current-path') ?? null;
}

/** Renders a page at `path` (matched by `routePath`) with a router that shows where it navigates. */
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
