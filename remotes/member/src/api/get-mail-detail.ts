import { apiRoutes } from '@casino/contracts';
import { refreshRewardFlags } from '@casino/platform';
import { apiQueryOptions, useQuery, useQueryClient } from '@casino/platform/query';
import { useEffect } from 'react';
import { memberDomain } from './member-query-keys';

/**
 * One mail in full (`getMailDetail`). The server marks it read as it answers, so the inbox and its
 * red dot are read again once it arrives.
 */
export function useMailDetail(id: number) {
  const queryClient = useQueryClient();
  const mail = useQuery({
    ...apiQueryOptions(memberDomain, apiRoutes.getMailDetail, { id }),
    enabled: id > 0,
  });
  useEffect(() => {
    if (!mail.data) return;
    void queryClient.invalidateQueries({ queryKey: [memberDomain, 'getMail3'] });
    void refreshRewardFlags();
  }, [mail.data, queryClient]);
  return mail;
}
