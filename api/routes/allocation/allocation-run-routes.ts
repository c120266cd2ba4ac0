import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyAllocation, loadCommitteesState } from '../../../commands/allocation/allocation-commands';
import {
  ALLOCATION_QUEUE,
  allocationJobData,
  allocationJobOptions,
  allocationJobResult,
  allocationRunId,
  RUN_ALLOCATION,
} from '../../../commands/allocation/allocation-jobs';
import { allocationStrategies, fairnessReportSchema } from '@domain/allocation/run-report';
import { DomainError } from '@domain/shared/errors';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent } from '../../lib/event-access';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { jobProgressOf, jobWithState, queueFor } from '../../lib/job-queue';
import { allocationReadModels } from './allocation-read-models';

const eventParams = z.object({ eventId: z.string().min(1).max(100) });
const runParams = eventParams.extend({ runId: z.string().min(1).max(200) });

const runView = z.object({
  runId: z.string(),
  strategy: z.enum(allocationStrategies),
  dryRun: z.boolean(),
  state: z.enum(['queued', 'running', 'completed', 'failed']),
  progress: z.number(),
  result: z
    .object({
      considered: z.number(),
      allocated: z.number(),
      failed: z.number(),
      applied: z.boolean(),
      /** A dry run not applied whose delegates or committees changed since: Apply would be refused. */
      stale: z.boolean(),
      report: fairnessReportSchema,
      placements: z.array(z.object({ delegateId: z.string(), committeeId: z.string(), countryId: z.string().nullable() })),
    })
    .nullable(),
  error: z.string().nullable(),
});

const runNotFound = () => new DomainError('not_found', 'ALLOCATION_RUN_NOT_FOUND', 'Allocation run not found');
const notADryRun = () => new DomainError('conflict', 'ALLOCATION_NOT_DRY_RUN', 'Only a finished dry run can be applied');

/**
 * Global allocation (spec §9) as background runs on the `global-allocation` queue: start one
 * (a dry run appends nothing), follow its progress, apply a dry run. The event's organiser
 * or a super user only.
 */
export const allocationRunRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const queue = queueFor(app, deps, ALLOCATION_QUEUE);

  /** The run, if it belongs to this event and the caller manages the event. */
  const managedRun = async (request: FastifyRequest, eventId: string, runId: string) => {
    await assertManagesEvent(deps.db, request.account!, eventId);
    const job = await queue.getJob(runId);
    const data = allocationJobData.safeParse(job?.data);
    if (!job || !data.success || data.data.eventId !== eventId) throw runNotFound();
    return { job, data: data.data };
  };

  api.post(
    '/api/v1/allocation/:eventId/runs',
    {
      schema: {
        tags: ['allocation'],
        summary: "Start a global allocation of the event's unlocked, unassigned delegates (strategy spec by default; a dry run appends nothing)",
        params: eventParams,
        body: z.object({ strategy: z.enum(allocationStrategies).optional().default('spec'), dryRun: z.boolean().optional().default(false) }),
        response: { 202: envelope(z.object({ runId: z.string() })), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request, reply) => {
      const { eventId } = request.params;
      await assertManagesEvent(deps.db, request.account!, eventId);
      const runId = allocationRunId(commandContextOf(request).commandId);
      // The same start request again finds its run: BullMQ ignores an add whose id it holds.
      await queue.add(RUN_ALLOCATION, { eventId, strategy: request.body.strategy, dryRun: request.body.dryRun, by: request.account!.id }, { ...allocationJobOptions, jobId: runId });
      reply.status(202);
      return ok('Allocation started', { runId });
    },
  );

  api.get(
    '/api/v1/allocation/:eventId/runs/:runId',
    {
      schema: {
        tags: ['allocation'],
        summary: 'A global allocation run: its progress, then its placements and fairness report',
        params: runParams,
        response: { 200: envelope(runView), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const { eventId, runId } = request.params;
      const managed = await managedRun(request, eventId, runId);
      const { job, state } = await jobWithState(queue, managed.job);
      const { data } = managed;
      const result = state === 'completed' ? allocationJobResult.safeParse(job.returnvalue) : null;
      // Only a dry run is applied later, by the Apply call: then the stream knows it, and whether it still could be.
      const allocation = result?.success && data.dryRun && !result.data.applied ? (await loadCommitteesState(deps.store, eventId)).allocation : null;
      const applied = result?.success ? result.data.applied || (allocation?.appliedRuns.has(runId) ?? false) : false;
      const stale = !applied && allocation !== null && result?.success === true && allocation.version !== result.data.basis;
      // A finished run is reported once the Delegates tab can show its placements.
      if (result?.success && result.data.position) await deps.readModels.waitFor(result.data.position, { projections: allocationReadModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
      return ok('Allocation run fetched successfully', {
        runId,
        strategy: data.strategy,
        dryRun: data.dryRun,
        state,
        progress: jobProgressOf(job, state),
        result: result?.success
          ? {
              considered: result.data.considered,
              allocated: result.data.allocated,
              failed: result.data.failed,
              report: result.data.report,
              applied,
              stale,
              placements: result.data.placements.map((p) => ({ delegateId: p.registrationId, committeeId: p.eventCommitteeId, countryId: p.countryId })),
            }
          : null,
        error: state === 'failed' ? (job.failedReason ?? 'Failed to perform global allocation') : null,
      });
    },
  );

  api.post(
    '/api/v1/allocation/:eventId/runs/:runId/apply',
    {
      schema: {
        tags: ['allocation'],
        summary: "Apply a finished dry run's placements, all or none, if nothing changed since it was computed",
        params: runParams,
        body: z.object({}).nullish(),
        response: { 200: envelope(z.object({ allocated: z.number() })), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const { eventId, runId } = request.params;
      const managed = await managedRun(request, eventId, runId);
      const { job, state } = await jobWithState(queue, managed.job);
      const { data } = managed;
      const result = allocationJobResult.safeParse(job.returnvalue);
      if (!data.dryRun || state !== 'completed' || !result.success) throw notADryRun();
      const { basis, placements } = result.data;
      const context = { ...commandContextOf(request), commandId: runId };
      const applied = await applyAllocation(
        { store: deps.store, now: deps.clock() },
        { eventId, runId, strategy: data.strategy, basis, placements, by: request.account!.id },
        context,
      );
      if (applied.position) await deps.readModels.waitFor(applied.position, { projections: allocationReadModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
      return ok(`Successfully allocated ${placements.length} delegates`, { allocated: placements.length });
    },
  );
};
