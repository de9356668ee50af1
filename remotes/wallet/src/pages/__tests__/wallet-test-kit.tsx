// Renders wallet pages the way the host would, with the platform's real API client talking to a
// scripted API (per call path), so the tests see what a player sees and what the API receives.
import { addNamespace, configurePlatform, initI18n } from '@casino/platform';
import { uiEnUs, uiNamespace } from '@casino/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import walletEnUs from '../../i18n/en-us';

/** What the scripted API answers for one call: data (errcode 0) or an error code. */
export type ScriptedAnswer = { data: unknown } | { errcode: number; msg?: string };

export interface ScriptedApi {
  /** Every call made, in order, by path without the API base (`/app/v1/exchange`). */
  calls: { path: string; body: Record<string, unknown> }[];
  /** Sets (or replaces) the answer for a path. */
  answer: (path: string, answer: ScriptedAnswer) => void;
  bodiesOf: (path: string) => Record<string, unknown>[];
}

export async function setUpWallet(): Promise<ScriptedApi> {
  const answers = new Map<string, ScriptedAnswer>();
  const calls: ScriptedApi['calls'] = [];
  configurePlatform({
    apiBase: '/api',
    appVersion: 'test',
    onTimeoutTip: () => {},
    fetch: async (input, init) => {
      const path = String(input).replace(/^\/api/, '');
      calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      const answer = answers.get(path);
      if (!answer) return new Response('not scripted', { status: 404 });
      const envelope =
        'data' in answer ? { errcode: 0, msg: 'ok', data: answer.data } : { msg: 'error', ...answer };
      return Response.json(envelope);
    },
  });
  await initI18n({ locale: 'en-US' });
  addNamespace(uiNamespace, 'en-US', uiEnUs);
  addNamespace('wallet', 'en-US', walletEnUs);
  return {
    calls,
    answer: (path, answer) => answers.set(path, answer),
    bodiesOf: (path) => calls.filter((call) => call.path === path).map((call) => call.body),
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
