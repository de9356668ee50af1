import { apiRoutes } from '@casino/contracts';
import { useClaim } from '../state/claimed';

/** Claims a finished daily or weekly task (`receiveTaskAward`); the reward modal shows it. */
export const useReceiveTaskAward = () => useClaim(apiRoutes.receiveTaskAward);
