import { apiRoutes } from '@casino/contracts';
import { useClaim } from '../state/claimed';

/** Claims today's daily award of the player's level (`appVipUserReceiveDaily`); the reward modal shows what it granted. */
export const useAppVipUserReceiveDaily = () => useClaim(apiRoutes.appVipUserReceiveDaily);
