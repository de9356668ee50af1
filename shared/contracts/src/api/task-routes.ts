import type { ApiRoute } from './routes';

/** The task calls' addresses; their shapes are in `task-calls.ts`. */
export const taskRoutes = {
  getTaskUser: { path: '/app/v1/getTaskUser', public: false },
  finishTask: { path: '/app/v1/finishTask', public: false },
  receiveTaskAward: { path: '/app/v1/receiveTaskAward', public: false },
  receiveVipTask: { path: '/app/v1/receiveVipTask', public: false },
  receiveVipTaskUnReceiveBonus: { path: '/app/v1/receiveVipTaskUnReceiveBonus', public: false },
} as const satisfies Record<string, ApiRoute>;
