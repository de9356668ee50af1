import { apiRoutes, recordPageSize } from '@casino/contracts';
import { callApi, uploadToApi } from '@casino/platform';
import {
  apiQueryOptions,
  pagedQueryOptions,
  type RouteRequest,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@casino/platform/query';
import { useEffect } from 'react';
import { memberDomain } from './member-query-keys';

/** The player's feedback, newest first, 20 a page (`getFeedbackList`). */
export const useFeedbackList = () =>
  useInfiniteQuery(
    pagedQueryOptions(memberDomain, apiRoutes.getFeedbackList, {}, { pageSize: recordPageSize }),
  );

/**
 * One message with the operator's reply (`getFeedbackDetail`). Opening it marks the reply read, so
 * the record list is read again once it arrives.
 */
export function useFeedbackDetail(id: number) {
  const queryClient = useQueryClient();
  const detail = useQuery(apiQueryOptions(memberDomain, apiRoutes.getFeedbackDetail, { id }));
  useEffect(() => {
    if (detail.data) void queryClient.invalidateQueries({ queryKey: [memberDomain, 'getFeedbackList'] });
  }, [detail.data, queryClient]);
  return detail;
}

/** Uploads one picture for a message (`uploadFeedbackImage`, FormData). */
export function useUploadFeedbackImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadToApi(apiRoutes.uploadFeedbackImage, form);
    },
  });
}

/** Sends a message (`addFeedback`); the record list is read again. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.addFeedback>) => callApi(apiRoutes.addFeedback, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [memberDomain, 'getFeedbackList'] }),
  });
}
