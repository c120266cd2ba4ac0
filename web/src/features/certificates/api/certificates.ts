import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { certificatesEndpoints } from '@contract/certificates';
import { fetchProtectedFile } from '../../../lib/api-client';
import { call, callAnswer, fileUrlOf, keyOf } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';

/** GET /api/v1/certificates/{eventId}: the organiser's overview (settings, counts, every certificate). */
export const useCertificates = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(certificatesEndpoints.overview, { params: { eventId } }),
      queryFn: ({ signal }) => call(certificatesEndpoints.overview, { params: { eventId } }, { signal }),
    }),
  );

const useRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keyOf(certificatesEndpoints.overview) });
};

/** PATCH /api/v1/certificates/{eventId}/settings. */
export const useSaveThreshold = (eventId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (threshold: number) => callAnswer(certificatesEndpoints.settings, { params: { eventId }, body: { threshold } }),
    onSettled: refresh,
  });
};

/** POST /api/v1/certificates/{eventId}/issue: answers the job to follow. */
export const useIssueCertificates = (eventId: string) =>
  useMutation({ mutationFn: () => call(certificatesEndpoints.issue, { params: { eventId }, body: {} }) });

/** GET /api/v1/certificates/{eventId}/jobs/{jobId}, polled until the job ends. */
export const useCertificateJob = (eventId: string, jobId: string | null) =>
  useQuery({
    queryKey: keyOf(certificatesEndpoints.job, { params: { eventId, jobId: jobId ?? '' } }),
    queryFn: ({ signal }) => call(certificatesEndpoints.job, { params: { eventId, jobId: jobId! } }, { signal }),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : 500;
    },
  });

/** POST /api/v1/certificates/{eventId}/{certificateId}/revoke. */
export const useRevokeCertificate = (eventId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ certificateId, reason }: { certificateId: string; reason: string }) =>
      callAnswer(certificatesEndpoints.revoke, { params: { eventId, certificateId }, body: { reason } }),
    onSettled: refresh,
  });
};

/** GET /api/v1/certificates/{eventId}/certificates.zip, saved as a file. False when there is none or it is refused. */
export const downloadArchive = async (eventId: string): Promise<boolean> => {
  const blob = await fetchProtectedFile(fileUrlOf(certificatesEndpoints.archive, { params: { eventId } }));
  if (!blob) return false;
  saveFile(blob, 'certificates.zip', 'application/zip');
  return true;
};
