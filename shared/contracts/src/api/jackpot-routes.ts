import type { ApiRoute } from './routes';

/** The lucky jackpot's calls (spec 7 "Jackpot"); their shapes are in `jackpot-calls.ts`. */
export const jackpotRoutes = {
  // Public: the modal shows the pool to logged-out visitors too; the player's fields come with a session.
  getJackpotDrawInfo: { path: '/app/v1/getJackpotDrawInfo', public: true },
  receiveDrawChance: { path: '/app/v1/receiveDrawChance', public: false },
  jackpotDraw: { path: '/app/v1/jackpotDraw', public: false },
  getPersonJackpotDrawAwardLog: { path: '/app/v1/getPersonJackpotDrawAwardLog', public: false },
  getJackpotRank: { path: '/app/v1/getJackpotRank', public: false },
  rotateJackpotSeed: { path: '/app/v1/rotateJackpotSeed', public: false },
} as const satisfies Record<string, ApiRoute>;
