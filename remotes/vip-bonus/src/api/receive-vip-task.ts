import { apiRoutes } from '@casino/contracts';
import { useClaim } from '../state/claimed';

/** Claims a finished VIP task (`receiveVipTask`); the reward modal shows it. */
export const useReceiveVipTask = () => useClaim(apiRoutes.receiveVipTask);
