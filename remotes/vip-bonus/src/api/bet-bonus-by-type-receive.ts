import { apiRoutes } from '@casino/contracts';
import { useClaim } from '../state/claimed';

/** Claims the rebate of one game type (`betBonusByTypeReceive`); the reward modal shows what it granted. */
export const useBetBonusByTypeReceive = () => useClaim(apiRoutes.betBonusByTypeReceive);
