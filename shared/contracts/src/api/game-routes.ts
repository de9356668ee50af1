import type { ApiRoute } from './routes';

/** The game calls' addresses; their shapes are in `game-calls.ts`. */
export const gameRoutes = {
  startGame: { path: '/app/v1/startGame', public: false },
  exitGame: { path: '/app/v1/exitGame', public: false },
  gameLike: { path: '/app/v1/gameLike', public: false },
  betRecord: { path: '/app/v1/betRecord', public: false },
  betRecordReport: { path: '/app/v1/betRecordReport', public: false },
} as const satisfies Record<string, ApiRoute>;
