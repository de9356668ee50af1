import { apiRoutes } from '@casino/contracts';
import { useClaim } from '../state/claimed';

/** Claims today's sign-in award (`appVipUserReceiveSignInAward`); the reward modal shows what it granted. */
export const useAppVipUserReceiveSignInAward = () => useClaim(apiRoutes.appVipUserReceiveSignInAward);
