// Renders vip-bonus pages as the host would: the platform's real API client and query cache,
// talking to the dev kit's typed mocks (msw); an answer the contract refuses fails the test.
import { setUpMockApi } from '@casino/devkit/mocks/node';
import { addNamespace, configurePlatform, initI18n, sessionStore } from '@casino/platform';
import { queryClient } from '@casino/platform/query';
import { uiEnUs, uiNamespace } from '@casino/ui/core';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import vipBonusEnUs from '../../i18n/en-us';

// Builds run beside the tests on this 2-core machine: waits get room, and return as soon as they pass.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

export const api = setUpMockApi();
afterEach(() => queryClient.clear());

/** The platform and translations as the host sets them up, for a signed-in player. */
export async function setUpVipBonus(): Promise<void> {
  configurePlatform({ apiBase: '/api', appVersion: 'test', onTimeoutTip: () => {} });
  await initI18n({ locale: 'en-US' });
  addNamespace(uiNamespace, 'en-US', uiEnUs);
  addNamespace('vipBonus', 'en-US', vipBonusEnUs);
  sessionStore.getState().setToken('token');
}

export function renderAt(path: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}
