import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allocationEndpoints } from '@contract/allocation';
import { assignDelegate, setDelegateFlag, setDelegateLocks, unassignDelegate } from '../../../commands/allocation/allocation-commands';
import type { Position } from '../../../commands/event-store/port';
import { removeDelegate } from '../../../commands/registrations/registration-commands';
import { DomainError } from '@domain/shared/errors';
import { findRegistration, type RegistrationRow } from '../../../projections/registrations/registrations-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent } from '../../lib/event-access';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { registrationSupport } from '../registrations/registration-support';
import { allocationReadModels } from './allocation-read-models';

const delegateNotFound = () => new DomainError('not_found', 'DELEGATE_NOT_FOUND', 'Delegate not found');

/**
 * The spec's delegate calls of the Delegates tab (§7: assign-delegate, unassign-delegate,
 * toggle-delegate-flag) and the ones it keeps in the browser (locks, merge), stored here so
 * that global allocation respects them and two organisers see the same. The event's
 * organiser or a super user only.
 */
export const delegateAllocationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const registrations = registrationSupport(deps);
  const environment = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (position: Position | null) => {
    if (position) await deps.readModels.waitFor(position, { projections: allocationReadModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
  };

  /** The registered delegate, on an event the caller manages. */
  const managedDelegate = async (request: Pick<FastifyRequest, 'account'>, registrationId: string): Promise<RegistrationRow> => {
    const row = await findRegistration(deps.db, registrationId);
    if (!row || row.status !== 'registered') throw delegateNotFound();
    await assertManagesEvent(deps.db, request.account!, row.event_id);
    return row;
  };

  route(app, allocationEndpoints.assign, async (request) => {
    const { body } = request;
    const row = await managedDelegate(request, body.registrationId);
    const result = await assignDelegate(
      environment(),
      {
        eventId: row.event_id,
        registrationId: row.id,
        eventCommitteeId: body.eventCommitteeId,
        countryId: body.countryId,
        respectLock: body.respectLock,
        by: request.account!.id,
      },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok('Delegate assigned successfully', { id: row.id });
  });

  route(app, allocationEndpoints.unassign, async (request) => {
    const row = await managedDelegate(request, request.body.registrationId);
    const result = await unassignDelegate(
      environment(),
      { eventId: row.event_id, registrationId: row.id, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok('Delegate unassigned successfully', { id: row.id });
  });

  route(app, allocationEndpoints.toggleFlag, async (request) => {
    const { body } = request;
    const row = await managedDelegate(request, body.registrationId);
    const result = await setDelegateFlag(
      environment(),
      { eventId: row.event_id, registrationId: row.id, flag: body.flag, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok(body.flag ? 'Delegate flagged' : 'Delegate unflagged', { id: row.id });
  });

  route(app, allocationEndpoints.lock, async (request) => {
    const { body } = request;
    await assertManagesEvent(deps.db, request.account!, body.eventId);
    const result = await setDelegateLocks(
      environment(),
      { eventId: body.eventId, registrationIds: body.registrationIds ?? null, locked: body.locked, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    const all = body.registrationIds === undefined;
    return ok(all ? `All delegates ${body.locked ? 'locked' : 'unlocked'}` : `Delegate ${body.locked ? 'locked' : 'unlocked'}`, {
      id: body.eventId,
    });
  });

  route(app, allocationEndpoints.merge, async (request) => {
    const { body } = request;
    const [keep, remove] = [await managedDelegate(request, body.keepId), await managedDelegate(request, body.removeId)];
    if (keep.id === remove.id) throw new DomainError('validation', 'VALIDATION_FAILED', 'Please select exactly 2 delegates to merge');
    if (keep.event_id !== remove.event_id)
      throw new DomainError('validation', 'VALIDATION_FAILED', 'Only delegates of the same event can be merged');
    const result = await removeDelegate(
      environment(),
      {
        eventId: remove.event_id,
        registrationId: remove.id,
        username: await registrations.usernameOf(remove.user_id),
        reason: 'merged',
        by: request.account!.id,
      },
      commandContextOf(request),
    );
    // The removal also changes the delegate lists and the audit trail, which the allocation wait does not cover.
    await Promise.all([settle(result.position), registrations.settle(result.position)]);
    return ok('Delegates merged successfully', { id: keep.id });
  });
};
