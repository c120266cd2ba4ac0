import type { FastifyInstance } from 'fastify';
import { allocationEndpoints } from '@contract/allocation';
import { delegationModeMessages } from '@domain/allocation/delegation-mode';
import { loadCommitteesState } from '../../../commands/allocation/allocation-commands';
import { setDelegationMode } from '../../../commands/allocation/delegation-mode-commands';
import { delegateAllocationsProjection, findDelegationMode } from '../../../projections/allocation/delegate-allocations';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { assertManagesEvent } from '../../lib/event-access';
import { route } from '../../lib/route';

/**
 * Delegation mode: whether global allocation keeps each school's delegates on one country
 * across committees. The event's organiser or a super user only.
 */
export const delegationModeRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, allocationEndpoints.delegationMode, async (request) => {
    await assertManagesEvent(deps.db, request.account!, request.params.eventId);
    return ok('Delegation mode fetched successfully', { enabled: await findDelegationMode(deps.db, request.params.eventId) });
  });

  route(app, allocationEndpoints.setDelegationMode, async (request) => {
    const { eventId } = request.params;
    const { enabled } = request.body;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const result = await setDelegationMode(
      { store: deps.store, now: deps.clock() },
      { eventId, enabled, by: request.account!.id },
      commandContextOf(request),
    );
    const position = result.position ?? result.basedOn;
    if (position)
      await deps.readModels.waitFor(position, {
        projections: [delegateAllocationsProjection.name],
        timeoutMs: deps.config.PROJECTION_WAIT_MS,
      });
    // The answer is what the committees stream holds now (a read model catching up would show it stale).
    const stored = (await loadCommitteesState(deps.store, eventId)).delegationMode;
    const changed = result.events.length > 0;
    return ok(changed ? delegationModeMessages.set(stored) : delegationModeMessages.unchanged(stored), { enabled: stored });
  });
};
