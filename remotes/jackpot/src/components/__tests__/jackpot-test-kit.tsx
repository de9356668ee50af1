// Renders the jackpot as the host would: the platform's real API client and query cache, talking
// to the dev kit's typed mocks (msw); an answer the contract refuses fails the test.
import type { apiRoutes, JackpotAwardConfig, UserInfo } from '@casino/contracts';
import { type AnswerOf, aPlayer } from '@casino/devkit/mocks';
import { setUpMockApi } from '@casino/devkit/mocks/node';
import { addNamespace, configurePlatform, initI18n, mergeAppConfig, sessionStore } from '@casino/platform';
import { queryClient } from '@casino/platform/query';
import { uiEnUs, uiNamespace } from '@casino/ui/core';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import jackpotEnUs from '../../i18n/en-us';

// Builds run beside the tests on this 2-core machine: waits get room, and return as soon as they pass.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

export const api = setUpMockApi();
afterEach(() => queryClient.clear());

/** The seeded grid (api/seed/settings.json): coin, points, a coupon and the four jackpot tiers. */
export const cells: JackpotAwardConfig[] = [
  { id: 1, propId: 2001, count: 10_000, type: 1, showNum: 100 },
  { id: 2, propId: 2002, count: 10, type: 1, showNum: 10 },
  { id: 3, propId: 50004, count: 1, type: 2, showNum: 5000 },
  { id: 4, propId: 2001, count: 50_000, type: 1, showNum: 500 },
  { id: 5, propId: 1301, count: 1, type: 1, showNum: 1000 },
  { id: 6, propId: 50003, count: 1, type: 2, showNum: 50000 },
  { id: 7, propId: 2001, count: 100_000, type: 1, showNum: 1000 },
  { id: 8, propId: 50002, count: 1, type: 2, showNum: 500000 },
  { id: 9, propId: 2002, count: 50, type: 1, showNum: 50 },
  { id: 10, propId: 50001, count: 1, type: 2, showNum: 5000000 },
];

export const weights = cells.map((cell) => ({ id: cell.id, weight: 100 }));

type Routes = typeof apiRoutes;

export function aDrawInfo(
  changes: Partial<AnswerOf<Routes['getJackpotDrawInfo']>> = {},
): AnswerOf<Routes['getJackpotDrawInfo']> {
  return {
    total: 111_100_000,
    megaJackpot: 100_000_000,
    majorJackpot: 10_000_000,
    minorJackpot: 1_000_000,
    miniJackpot: 100_000,
    megaSection: [98_000_000, 102_000_000],
    majorSection: [9_800_000, 10_200_000],
    minorSection: [980_000, 1_020_000],
    miniSection: [98_000, 102_000],
    canReceiveDrawChance: false,
    needDeposit: 10_000,
    needTyping: 50_000,
    jackpotWinnerList: [
      {
        id: 11,
        nickname: 'Ma***',
        avatar: '',
        amountSection: '1,000.00',
        createTime: '2026-11-28T10:00:00.000Z',
      },
      {
        id: 12,
        nickname: 'Jo***',
        avatar: '',
        amountSection: 'Points x 50',
        createTime: '2026-11-28T09:00:00.000Z',
      },
      {
        id: 13,
        nickname: 'Li***',
        avatar: '',
        amountSection: '5.00',
        createTime: '2026-11-28T08:00:00.000Z',
      },
    ],
    drawChances: 1,
    chancesEarnedToday: 1,
    dailyChanceLimit: 5,
    activityOn: true,
    fairness: { serverSeedHash: 'ab'.repeat(32), clientSeed: 'client-seed', nonce: 0 },
    ...changes,
  };
}

export function aDrawResult(
  cellId: number,
  changes: Partial<AnswerOf<Routes['jackpotDraw']>> = {},
): AnswerOf<Routes['jackpotDraw']> {
  const cell = cells.find((candidate) => candidate.id === cellId) ?? cells[0];
  return {
    id: cellId,
    propId: cell?.propId ?? 2001,
    count: cell?.count ?? 100,
    type: cell?.type ?? 1,
    bonus: cell?.propId === 2001 ? cell.count : 0,
    amountSection: '5.00',
    drawId: 501,
    drawChances: 0,
    coin: 100_500,
    proof: {
      scheme: 'jackpot-hmac-sha256-v1',
      serverSeedHash: 'ab'.repeat(32),
      serverSeed: null,
      clientSeed: 'client-seed',
      nonce: 0,
      weights,
    },
    ...changes,
  };
}

/** The platform and translations as the host sets them up, the grid in the app config. */
export async function setUpJackpot({ loggedIn = true }: { loggedIn?: boolean } = {}): Promise<void> {
  configurePlatform({ apiBase: '/api', appVersion: 'test', onTimeoutTip: () => {} });
  await initI18n({ locale: 'en-US' });
  addNamespace(uiNamespace, 'en-US', uiEnUs);
  addNamespace('jackpot', 'en-US', jackpotEnUs);
  mergeAppConfig({ jackpotConfigList: cells });
  if (loggedIn) {
    sessionStore.setState({ token: 'token', user: aPlayer({ id: 7, coin: 100_000 }) as UserInfo });
  } else {
    sessionStore.setState({ token: null, user: null });
  }
}

export function renderInRouter(element: ReactElement) {
  return render(<MemoryRouter>{element}</MemoryRouter>);
}
