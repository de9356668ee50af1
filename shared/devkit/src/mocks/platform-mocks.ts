// The calls every page's platform makes (app config, sign-in, the after-login info, activities,
// heartbeat, event log), answered from the fixtures: what a remote's own mocks build on.
import { type AppConfig, apiRoutes, type UserInfo } from '@casino/contracts';
import type { HttpHandler } from 'msw';
import {
  aLoginResponse,
  anActivityList,
  anAfterLoginInfo,
  anAppConfig,
  aPlayer,
  aStanding,
  rewardFlags,
} from './fixtures';
import { mockCall } from './mock-call';

export interface PlatformMockOptions {
  /** The signed-in player (sign-in calls answer with it, its account set to the one sent). */
  player?: UserInfo;
  appConfig?: AppConfig;
}

export function platformMocks({
  player = aPlayer(),
  appConfig = anAppConfig(),
}: PlatformMockOptions = {}): HttpHandler[] {
  const signIn = ({ body }: { body: { account: string } }) =>
    aLoginResponse({ user: { ...player, account: body.account } });
  return [
    mockCall(apiRoutes.appConfig, () => appConfig),
    mockCall(apiRoutes.accountRegist, signIn),
    mockCall(apiRoutes.accountLogin, signIn),
    mockCall(apiRoutes.getAfterLoginInfoWeb, () => anAfterLoginInfo({ user: player })),
    mockCall(apiRoutes.refreshData, () => aStanding(player)),
    mockCall(apiRoutes.getActivityIds, () => anActivityList()),
    mockCall(apiRoutes.activityGetStatusList, () => rewardFlags()),
    mockCall(apiRoutes.online, () => ({})),
    mockCall(apiRoutes.appEventLogClient, () => ({})),
    mockCall(apiRoutes.logout, () => ({})),
  ];
}
