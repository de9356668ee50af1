import { apiRoutes } from '@casino/contracts';
import { useClaim } from '../state/claimed';

/** Claims every claimable rebate (`betBonusReceive`); the reward modal shows what it granted. */
export const useBetBonusReceive = () => useClaim(apiRoutes.betBonusReceive);
