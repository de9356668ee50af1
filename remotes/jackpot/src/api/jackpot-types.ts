import type { apiRoutes } from '@casino/contracts';
import type { RouteResponse } from '@casino/platform/query';

// The jackpot's answers, typed from the contracts by route (the contracts' main entry names
// none of them).

/** What getJackpotDrawInfo answers. */
export type DrawInfo = RouteResponse<typeof apiRoutes.getJackpotDrawInfo>;
/** One chance spent: the winning cell (`id`), the prize, the new balance and the proof. */
export type JackpotResult = RouteResponse<typeof apiRoutes.jackpotDraw>;
/** How a draw can be recomputed (`jackpot-hmac-sha256-v1`). */
export type JackpotDrawProof = JackpotResult['proof'];
/** One row of the player's draw records. */
export type DrawRecord = RouteResponse<typeof apiRoutes.getPersonJackpotDrawAwardLog>['list'][number];
