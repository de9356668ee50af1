// Renders wallet pages the way the host would, with the platform's real API client talking to the
// dev kit's mocked API (msw): each scripted answer is a `mockCall` of the call's contract, so an
// answer the contract refuses fails the test, and so does a call no test scripted.
import { type ApiPath, apiCalls } from '@casino/contracts';
import { callError, type MockableRoute, mockCall } from '@casino/devkit/mocks';
import { setUpMockApi } from '@casino/devkit/mocks/node';
import { addNamespace, configurePlatform, initI18n, sessionStore } from '@casino/platform';
import { queryClient } from '@casino/platform/query';
import { uiEnUs, uiNamespace } from '@casino/ui';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import walletEnUs from '../../i18n/en-us';

/** What the scripted API answers for one call: data (errcode 0) or an error code. */
export type ScriptedAnswer = { data: unknown } | { errcode: number; msg?: string };

export interface ScriptedApi {
  /** Every call made, in order, by path without the API base (`/app/v1/exchange`). */
  calls: readonly { path: string; body: Record<string, unknown> }[];
  /** Sets (or replaces) the answer for a path: always the same, or worked out from each call's body. */
  answer: (
    path: string,
    answer: ScriptedAnswer | ((body: Record<string, unknown>) => ScriptedAnswer),
  ) => void;
  bodiesOf: (path: string) => Record<string, unknown>[];
}

// The machine runs builds beside the tests (2 cores, several jobs): a page may take seconds to
// render, so waits and tests get room; a wait that passes returns as soon as it does.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

// Started for every test file that imports this kit; handlers and the call log reset after each test.
const mockApi = setUpMockApi();
// Each test starts from an empty cache, as a fresh page load does (after the test's own clean-up).
afterEach(() => queryClient.clear());

/** Unmounts what the test rendered and empties the cache: the next render is a fresh page load. */
export function reloadPage(): void {
  cleanup();
  queryClient.clear();
}

function routeOf(path: string): MockableRoute {
  const call = Object.values(apiCalls).find((candidate) => candidate.path === (path as ApiPath));
  if (!call) throw new Error(`No call of the contracts is at ${path}`);
  return { path: call.path, public: call.public } as MockableRoute;
}

export async function setUpWallet(): Promise<ScriptedApi> {
  configurePlatform({ apiBase: '/api', appVersion: 'test', onTimeoutTip: () => {} });
  await initI18n({ locale: 'en-US' });
  addNamespace(uiNamespace, 'en-US', uiEnUs);
  addNamespace('wallet', 'en-US', walletEnUs);
  // Every wallet route is behind the host's `auth` guard: its pages only ever run signed in.
  sessionStore.getState().setToken('token');
  return {
    get calls() {
      return mockApi.calls;
    },
    answer: (path, script) =>
      mockApi.use(
        mockCall(routeOf(path), ({ body }) => {
          const answer = typeof script === 'function' ? script(body as Record<string, unknown>) : script;
          // The scripted data is checked against the call's contract when it is answered.
          return 'data' in answer ? (answer.data as never) : callError(answer.errcode, answer.msg ?? 'error');
        }),
      ),
    bodiesOf: (path) => mockApi.calls.filter((call) => call.path === path).map((call) => call.body),
  };
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
