import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyAllocation, loadCommitteesState } from '../../../commands/allocation/allocation-commands';
import {
  ALLOCATION_QUEUE,
  allocationJobData,
  allocationJobOptions,
  allocationJobResult,
  allocationRunId,
  rulesOfJob,
  RUN_ALLOCATION,
} from '../../../commands/allocation/allocation-jobs';
import { allocationEndpoints } from '@contract/allocation';
import { MAX_LOTTERY_SEED } from '@domain/allocation/run-report';
import { DomainError } from '@domain/shared/errors';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent } from '../../lib/event-access';
import { ok } from '../../lib/envelope';
import { jobProgressOf, jobWithState, queueFor } from '../../lib/job-queue';
import { route } from '../../lib/route';
import { allocationReadModels } from './allocation-read-models';

const runNotFound = () => new DomainError('not_found', 'ALLOCATION_RUN_NOT_FOUND', 'Allocation run not found');
const notADryRun = () => new DomainError('conflict', 'ALLOCATION_NOT_DRY_RUN', 'Only a finished dry run can be applied');

/** A lottery's seed when the organiser gave none: drawn from the run id, so a retried start request draws the same one. */
const seedOf = (runId: string) => createHash('sha256').update(runId).digest().readUInt32BE(0) % (MAX_LOTTERY_SEED + 1);

/**
 * Global allocation (spec §9) as background runs on the `global-allocation` queue: start one
 * (a dry run appends nothing), follow its progress, apply a dry run. The event's organiser
 * or a super user only.
 */
export const allocationRunRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const queue = queueFor(app, deps, ALLOCATION_QUEUE);

  /** The run, if it belongs to this event and the caller manages the event. */
  const managedRun = async (request: Pick<FastifyRequest, 'account'>, eventId: string, runId: string) => {
    await assertManagesEvent(deps.db, request.account!, eventId);
    const job = await queue.getJob(runId);
    const data = allocationJobData.safeParse(job?.data);
    if (!job || !data.success || data.data.eventId !== eventId) throw runNotFound();
    return { job, data: data.data };
  };

  route(app, allocationEndpoints.startRun, async (request, reply) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const runId = allocationRunId(commandContextOf(request).commandId);
    const { strategy, dryRun, objective, tieRule, seed } = request.body;
    // The same start request again finds its run: BullMQ ignores an add whose id it holds.
    await queue.add(
      RUN_ALLOCATION,
      {
        eventId,
        strategy,
        dryRun,
        by: request.account!.id,
        objective,
        tieRule,
        ...(tieRule === 'lottery' ? { seed: seed ?? seedOf(runId) } : {}),
      },
      { ...allocationJobOptions, jobId: runId },
    );
    reply.status(202);
    return ok('Allocation started', { runId });
  });

  route(app, allocationEndpoints.run, async (request) => {
    const { eventId, runId } = request.params;
    const managed = await managedRun(request, eventId, runId);
    const { job, state } = await jobWithState(queue, managed.job);
    const { data } = managed;
    const result = state === 'completed' ? allocationJobResult.safeParse(job.returnvalue) : null;
    // Only a dry run is applied later, by the Apply call: then the stream knows it, and whether it still could be.
    const allocation =
      result?.success && data.dryRun && !result.data.applied ? (await loadCommitteesState(deps.store, eventId)).allocation : null;
    const applied = result?.success ? result.data.applied || (allocation?.appliedRuns.has(runId) ?? false) : false;
    const stale = !applied && allocation !== null && result?.success === true && allocation.version !== result.data.basis;
    // A finished run is reported once the Delegates tab can show its placements.
    if (result?.success && result.data.position)
      await deps.readModels.waitFor(result.data.position, { projections: allocationReadModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
    return ok('Allocation run fetched successfully', {
      runId,
      strategy: data.strategy,
      dryRun: data.dryRun,
      objective: data.objective ?? null,
      tieRule: data.tieRule ?? null,
      seed: data.tieRule === 'lottery' ? (data.seed ?? null) : null,
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
            placements: result.data.placements.map((p) => ({
              delegateId: p.registrationId,
              committeeId: p.eventCommitteeId,
              countryId: p.countryId,
            })),
            unplaced: result.data.unplaced ?? null,
            otherObjective: result.data.otherObjective ?? null,
          }
        : null,
      error: state === 'failed' ? (job.failedReason ?? 'Failed to perform global allocation') : null,
    });
  });

  route(app, allocationEndpoints.applyRun, async (request) => {
    const { eventId, runId } = request.params;
    const managed = await managedRun(request, eventId, runId);
    const { job, state } = await jobWithState(queue, managed.job);
    const { data } = managed;
    const result = allocationJobResult.safeParse(job.returnvalue);
    if (!data.dryRun || state !== 'completed' || !result.success) throw notADryRun();
    const { basis, placements, delegationMode } = result.data;
    const context = { ...commandContextOf(request), commandId: runId };
    const applied = await applyAllocation(
      { store: deps.store, now: deps.clock() },
      { eventId, runId, strategy: data.strategy, rules: rulesOfJob(data), delegationMode, basis, placements, by: request.account!.id },
      context,
    );
    if (applied.position)
      await deps.readModels.waitFor(applied.position, { projections: allocationReadModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
    return ok(`Successfully allocated ${placements.length} delegates`, { allocated: placements.length });
  });
};
