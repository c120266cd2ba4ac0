import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignDelegate, setDelegateFlag, setDelegateLocks, unassignDelegate } from '../../../commands/allocation/allocation-commands';
import type { Position } from '../../../commands/event-store/port';
import { removeDelegate } from '../../../commands/registrations/registration-commands';
import { DomainError } from '@domain/shared/errors';
import { listedId, optionalListedId } from '@domain/shared/listed-id';
import { findRegistration, type RegistrationRow } from '../../../projections/registrations/registrations-list';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent } from '../../lib/event-access';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { registrationSupport } from '../registrations/registration-support';
import { allocationReadModels } from './allocation-read-models';

const id = z.string().trim().min(1, 'Delegate not found').max(100);
const delegateBody = z.object({ delegateId: id });
const done = envelope(z.object({ id: z.string() }));
type Done = z.infer<typeof done>;

const delegateNotFound = () => new DomainError('not_found', 'DELEGATE_NOT_FOUND', 'Delegate not found');

/**
 * The spec's delegate calls of the Delegates tab (§7: assign-delegate, unassign-delegate,
 * toggle-delegate-flag) and the ones it keeps in the browser (locks, merge), stored here so
 * that global allocation respects them and two organisers see the same. The event's
 * organiser or a super user only.
 */
export const delegateAllocationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const registrations = registrationSupport(deps);
  const environment = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (position: Position | null) => {
    if (position) await deps.readModels.waitFor(position, { projections: allocationReadModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
  };

  /** The registered delegate, on an event the caller manages. */
  const managedDelegate = async (request: FastifyRequest, registrationId: string): Promise<RegistrationRow> => {
    const row = await findRegistration(deps.db, registrationId);
    if (!row || row.status !== 'registered') throw delegateNotFound();
    await assertManagesEvent(deps.db, request.account!, row.event_id);
    return row;
  };

  const post = <Body extends z.ZodType>(path: string, summary: string, body: Body, handle: (request: FastifyRequest, body: z.output<Body>) => Promise<Done>) =>
    api.post(
      `/api/v1/registerations/${path}`,
      { schema: { tags: ['allocation'], summary, body, response: { 200: done, ...errorResponses } }, onRequest: app.requireOrganiser },
      async (request) => handle(request, request.body as z.output<Body>),
    );

  post(
    'assign-delegate',
    'Assign a delegate to a committee with a country, or move them (seats, one country per committee and the tier rule hold)',
    delegateBody.extend({
      committeeId: listedId('Committee not found'),
      // "" when none (spec §7), or the id as the countries list gives it (a number).
      countryId: optionalListedId('Country not found'),
      respectLock: z.boolean().optional().default(false),
    }),
    async (request, body) => {
      const row = await managedDelegate(request, body.delegateId);
      const result = await assignDelegate(
        environment(),
        {
          eventId: row.event_id,
          registrationId: row.id,
          eventCommitteeId: body.committeeId,
          countryId: body.countryId,
          respectLock: body.respectLock,
          by: request.account!.id,
        },
        commandContextOf(request),
      );
      await settle(result.position);
      return ok('Delegate assigned successfully', { id: row.id });
    },
  );

  post('unassign-delegate', 'Take a delegate out of their committee and country', delegateBody, async (request, body) => {
    const row = await managedDelegate(request, body.delegateId);
    const result = await unassignDelegate(environment(), { eventId: row.event_id, registrationId: row.id, by: request.account!.id }, commandContextOf(request));
    await settle(result.position);
    return ok('Delegate unassigned successfully', { id: row.id });
  });

  post('toggle-delegate-flag', 'Flag or unflag a delegate', delegateBody.extend({ flag: z.boolean({ error: 'Flag must be true or false' }) }), async (request, body) => {
    const row = await managedDelegate(request, body.delegateId);
    const result = await setDelegateFlag(environment(), { eventId: row.event_id, registrationId: row.id, flag: body.flag, by: request.account!.id }, commandContextOf(request));
    await settle(result.position);
    return ok(body.flag ? 'Delegate flagged' : 'Delegate unflagged', { id: row.id });
  });

  post(
    'lock-delegates',
    "Lock or unlock delegates (all the event's delegates when none are named); locked delegates are left out of global allocation",
    z.object({ eventId: z.string().trim().min(1).max(100), locked: z.boolean({ error: 'Locked must be true or false' }), delegateIds: z.array(id).max(20_000).optional() }),
    async (request, body) => {
      await assertManagesEvent(deps.db, request.account!, body.eventId);
      const result = await setDelegateLocks(
        environment(),
        { eventId: body.eventId, registrationIds: body.delegateIds ?? null, locked: body.locked, by: request.account!.id },
        commandContextOf(request),
      );
      await settle(result.position);
      const all = body.delegateIds === undefined;
      return ok(all ? `All delegates ${body.locked ? 'locked' : 'unlocked'}` : `Delegate ${body.locked ? 'locked' : 'unlocked'}`, { id: body.eventId });
    },
  );

  post('merge-delegates', 'Merge two delegates of one event: the second registration is removed', z.object({ keepId: id, removeId: id }), async (request, body) => {
    const [keep, remove] = [await managedDelegate(request, body.keepId), await managedDelegate(request, body.removeId)];
    if (keep.id === remove.id) throw new DomainError('validation', 'VALIDATION_FAILED', 'Please select exactly 2 delegates to merge');
    if (keep.event_id !== remove.event_id) throw new DomainError('validation', 'VALIDATION_FAILED', 'Only delegates of the same event can be merged');
    const result = await removeDelegate(
      environment(),
      { eventId: remove.event_id, registrationId: remove.id, username: await registrations.usernameOf(remove.user_id), reason: 'merged', by: request.account!.id },
      commandContextOf(request),
    );
    // The removal also changes the delegate lists and the audit trail, which the allocation wait does not cover.
    await Promise.all([settle(result.position), registrations.settle(result.position)]);
    return ok('Delegates merged successfully', { id: keep.id });
  });
};
