import type { FastifyInstance } from 'fastify';
import { publishAllocation, setPublishMode } from '../../../commands/allocation/publication-commands';
import type { Position } from '../../../commands/event-store/port';
import { allocationEndpoints } from '@contract/allocation';
import { loadCommitteesState } from '../../../commands/allocation/allocation-commands';
import { pendingChanges, publicationMessages } from '@domain/allocation/publication';
import { findPublication } from '../../../projections/allocation/delegate-allocations';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent } from '../../lib/event-access';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { allocationReadModels } from './allocation-read-models';

/**
 * Publishing the allocation: delegates see (and are told of) only the seats the organiser
 * published. The event's organiser or a super user only.
 */
export const publicationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const environment = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (position: Position | null) => {
    if (position) await deps.readModels.waitFor(position, { projections: allocationReadModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
  };
  const viewOf = async (eventId: string) => {
    const { mode, published_at, pending } = await findPublication(deps.db, eventId);
    return { mode, published_at, pending };
  };
  /** A write's answer: the setting and what waits, as the committees stream holds them now (a read model catching up shows them stale). */
  const storedViewOf = async (eventId: string) => {
    const { allocation, publication } = await loadCommitteesState(deps.store, eventId);
    return {
      mode: publication.mode,
      published_at: publication.lastPublished?.at ?? null,
      pending: pendingChanges(allocation, publication).length,
    };
  };

  route(app, allocationEndpoints.publication, async (request) => {
    await assertManagesEvent(deps.db, request.account!, request.params.eventId);
    return ok('Publication fetched successfully', await viewOf(request.params.eventId));
  });

  route(app, allocationEndpoints.publish, async (request) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const result = await publishAllocation(environment(), { eventId, by: request.account!.id }, commandContextOf(request));
    await settle(result.position ?? result.basedOn);
    const event = result.events.find((stored) => stored.type === 'AllocationPublished');
    const published = event?.type === 'AllocationPublished' ? event.data.changes.length : 0;
    return ok(published > 0 ? publicationMessages.published(published) : publicationMessages.nothingToPublish, {
      ...(await storedViewOf(eventId)),
      published,
    });
  });

  route(app, allocationEndpoints.publicationMode, async (request) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const result = await setPublishMode(
      environment(),
      { eventId, mode: request.body.mode, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position ?? result.basedOn);
    return ok(publicationMessages.modeSet(request.body.mode), await storedViewOf(eventId));
  });
};
