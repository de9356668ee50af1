import { apiRoutes } from '@casino/contracts';
import { useClaim } from '../state/claimed';

/** Claims the level-up bonus of a reached level (`receiveVipBonusUser`); the reward modal shows what it granted. */
export const useReceiveVipBonusUser = () => useClaim(apiRoutes.receiveVipBonusUser);
