import { apiRoutes } from '@casino/contracts';
import { useClaim } from '../state/claimed';

/** Claims every finished VIP task of the week at once (`receiveVipTaskUnReceiveBonus`). */
export const useReceiveVipTaskUnReceiveBonus = () => useClaim(apiRoutes.receiveVipTaskUnReceiveBonus);
