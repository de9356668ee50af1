import { apiRoutes } from '@casino/contracts';
import { callApi, configurePlatform, sessionStore } from '@casino/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAppConfig, aPlayer } from '../fixtures';
import { setUpMockApi } from '../node';
import { platformMocks } from '../platform-mocks';

const player = aPlayer({ id: 77, coin: 12_345 });
setUpMockApi(...platformMocks({ player, appConfig: anAppConfig({ gameShowNum: 9 }) }));

beforeEach(() => {
  configurePlatform({ apiBase: '/api', appVersion: 'test', onTimeoutTip: () => {} });
  sessionStore.getState().setToken(null);
});

describe('the platform mocks', () => {
  it('answer the app config they were given', async () => {
    await expect(callApi(apiRoutes.appConfig, {})).resolves.toMatchObject({ gameShowNum: 9 });
  });

  it('sign in the player under the account sent, then restore it by its token', async () => {
    const { token, user } = await callApi(apiRoutes.accountRegist, {
      account: 'tester01',
      password: 'secret1',
    });
    expect(user).toMatchObject({ id: 77, account: 'tester01' });
    sessionStore.getState().setToken(token);
    const restored = await callApi(apiRoutes.getAfterLoginInfoWeb, {});
    expect(restored.user.coin).toBe(12_345);
    await expect(callApi(apiRoutes.refreshData, {})).resolves.toMatchObject({ coin: 12_345 });
  });

  it('answer the start-up calls of every page: activities, red dots, heartbeat, event log', async () => {
    sessionStore.getState().setToken('mock-token');
    await expect(callApi(apiRoutes.getActivityIds, {})).resolves.toMatchObject({ activityIds: [] });
    await expect(callApi(apiRoutes.activityGetStatusList, {})).resolves.toMatchObject({ hasMail: false });
    await expect(callApi(apiRoutes.online, {})).resolves.toEqual({});
  });
});
