import { apiRoutes } from '@casino/contracts';
import { apiQueryOptions, useQuery } from '@casino/platform/query';
import { memberDomain } from './member-query-keys';

/** Settled rounds summed per day and per game over a range (`betRecordReport`). */
export const useBetReport = (range: { startDate: string; endDate: string }) =>
  useQuery(apiQueryOptions(memberDomain, apiRoutes.betRecordReport, range));
