// Where each call goes and whether it is public: plain data with no schema library, so the
// frontend can route calls without shipping zod. Each domain keeps its own table beside its call
// definitions (`<domain>-routes.ts` and `<domain>-calls.ts`), so a squad adds a call without
// editing a file another squad edits; `defineCall` spreads these into each definition.
import { accountRoutes } from './account-routes';
import { activityRoutes } from './activity-routes';
import { authRoutes } from './auth-routes';
import { configRoutes } from './config-routes';
import { gameRoutes } from './game-routes';
import { jackpotRoutes } from './jackpot-routes';
import { kycRoutes } from './kyc-routes';
import { mailRoutes } from './mail-routes';
import { protectionRoutes } from './protection-routes';
import { safeboxRoutes } from './safebox-routes';
import { sessionRoutes } from './session-routes';
import { taskRoutes } from './task-routes';
import { vipRoutes } from './vip-routes';
import { walletRoutes } from './wallet-routes';

/** Business calls live under /app/v1/, calls that never need a session under /anonymous/. */
export type ApiPath = `/app/v1/${string}` | `/anonymous/${string}`;

/** A call's address and whether its 401 may log the player out (spec 6). */
export interface ApiRoute {
  path: ApiPath;
  public: boolean;
}

/** Every call's route, keyed by the last segment of its path. */
export const apiRoutes = {
  ...accountRoutes,
  ...activityRoutes,
  ...authRoutes,
  ...configRoutes,
  ...gameRoutes,
  ...jackpotRoutes,
  ...kycRoutes,
  ...mailRoutes,
  ...protectionRoutes,
  ...safeboxRoutes,
  ...sessionRoutes,
  ...taskRoutes,
  ...vipRoutes,
  ...walletRoutes,
};
