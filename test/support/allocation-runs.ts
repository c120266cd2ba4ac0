import type { WorkspaceTestSetup } from './workspace-test-setup';

export interface RunView {
  runId: string;
  state: 'queued' | 'running' | 'completed' | 'failed';
  progress: number;
  result: null | {
    considered: number;
    allocated: number;
    failed: number;
    applied: boolean;
    placements: Array<{ delegateId: string; committeeId: string; countryId: string | null }>;
  };
  error: string | null;
}

/** What starts a run: the spec's two fields, and the organiser's rules when a test chooses them. */
export interface RunBody {
  strategy: 'spec' | 'optimal';
  dryRun: boolean;
  objective?: 'coverage' | 'rank_maximal';
  tieRule?: 'first_come' | 'lottery';
  seed?: number;
}

/** Starts a global allocation run as the organiser and follows it (as the browser does) until it has finished. */
export const finishedRun = async (
  { fx, organiser }: Pick<WorkspaceTestSetup, 'fx' | 'organiser'>,
  eventId: string,
  body: RunBody,
  timeoutMs = 30_000,
): Promise<RunView> => {
  const runId = await startRun({ fx, organiser }, eventId, body);
  return followRun({ fx, organiser }, eventId, runId, timeoutMs);
};

export const startRun = async (
  { fx, organiser }: Pick<WorkspaceTestSetup, 'fx' | 'organiser'>,
  eventId: string,
  body: RunBody,
): Promise<string> => {
  const started = await fx.call('POST', `/api/v1/allocation/${eventId}/runs`, organiser, body);
  if (started.statusCode !== 202) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  return started.json().data.runId as string;
};

/** Polls a run until it has finished. */
export const followRun = async (
  { fx, organiser }: Pick<WorkspaceTestSetup, 'fx' | 'organiser'>,
  eventId: string,
  runId: string,
  timeoutMs = 30_000,
): Promise<RunView> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = (await fx.call('GET', `/api/v1/allocation/${eventId}/runs/${runId}`, organiser)).json().data as RunView;
    if (run.state === 'completed' || run.state === 'failed') return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.state} at ${run.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
