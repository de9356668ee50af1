import { apiRoutes } from '@casino/contracts';
import { callApi } from '@casino/platform';
import type { JackpotResult } from './jackpot-types';

/** Spends one chance (`jackpotDraw`); the answer names the winning cell and carries its proof. */
export const jackpotDraw = (): Promise<JackpotResult> => callApi(apiRoutes.jackpotDraw, {});
