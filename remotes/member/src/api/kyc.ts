import { apiRoutes, type KycImageSide } from '@casino/contracts';
import { callApi, uploadToApi } from '@casino/platform';
import {
  apiQueryOptions,
  type RouteRequest,
  useMutation,
  useQuery,
  useQueryClient,
} from '@casino/platform/query';
import { memberDomain } from './member-query-keys';

const kycQuery = () => apiQueryOptions(memberDomain, apiRoutes.kyc, {});

/** The player's identity verification as it stands (`kyc`). */
export const useKycStatus = () => useQuery(kycQuery());

/** Uploads one picture of the ID (`uploadKyc`, FormData); answers its file id. */
export function useUploadKycImage() {
  return useMutation({
    mutationFn: ({ side, file }: { side: KycImageSide; file: File }) => {
      const form = new FormData();
      form.append('side', side);
      form.append('file', file);
      return uploadToApi(apiRoutes.uploadKyc, form);
    },
  });
}

/** Submits the ID for review (`addKyc`); the status query becomes the answer. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteRequest<typeof apiRoutes.addKyc>) => callApi(apiRoutes.addKyc, body),
    onSuccess: (status) => queryClient.setQueryData(kycQuery().queryKey, status),
  });
}
