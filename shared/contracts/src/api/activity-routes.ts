import type { ApiRoute } from './routes';

/** The activity calls' addresses; their shapes are in `activity-calls.ts`. */
export const activityRoutes = {
  getActivityIds: { path: '/app/v1/getActivityIds', public: true },
  activityGetStatusList: { path: '/app/v1/activityGetStatusList', public: true },
} as const satisfies Record<string, ApiRoute>;
