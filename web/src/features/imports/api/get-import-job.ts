import { queryOptions, useQuery } from '@tanstack/react-query';
import { importsEndpoints } from '@contract/imports';
import { call, keyOf } from '../../../lib/call';
import type { JobView } from './import-types';

/** How often a job's progress is asked for while it works. */
export const JOB_POLL_MS = 300;

export const isJobSettled = (job: Pick<JobView, 'state'> | null | undefined): boolean =>
  job?.state === 'completed' || job?.state === 'failed';

/** A preview's or an import's state, progress and report. */
export const getImportJob = async (importId: string, jobId: string, signal?: AbortSignal): Promise<JobView | null> =>
  (await call(importsEndpoints.job, { params: { importId, jobId } }, { signal })) ?? null;

/** A job, asked for again every 300 ms until it has completed or failed; `job` null follows nothing. */
export const useImportJob = (job: { importId: string; jobId: string } | null) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(importsEndpoints.job, { params: { importId: job?.importId ?? '', jobId: job?.jobId ?? '' } }),
      queryFn: ({ signal }) => getImportJob(job!.importId, job!.jobId, signal),
      enabled: job !== null,
      staleTime: 0,
      gcTime: 0,
      // A job that could not be read at all is not asked for again; one read before keeps being followed.
      refetchInterval: ({ state }) => (isJobSettled(state.data) || (state.status === 'error' && !state.data) ? false : JOB_POLL_MS),
    }),
  );
