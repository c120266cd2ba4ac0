import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publishAllocation, setPublishMode } from '../../../commands/allocation/publication-commands';
import type { Position } from '../../../commands/event-store/port';
import { publicationMessages, publishModes } from '@domain/allocation/publication';
import { findPublication } from '../../../projections/allocation/delegate-allocations';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent } from '../../lib/event-access';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { allocationReadModels } from './allocation-read-models';

const eventParams = z.object({ eventId: z.string().min(1).max(100) });

const publicationView = z.object({
  mode: z.enum(publishModes).describe('batched: changes wait for the next Publish; at_once: after the first Publish, each change reaches its delegate as it is made'),
  published_at: z.string().nullable().describe('When the allocation was last published (ISO 8601); null: never'),
  pending: z.number().int().describe('Delegates whose seat differs from the one they see'),
});

/**
 * Publishing the allocation: delegates see (and are told of) only the seats the organiser
 * published. The event's organiser or a super user only.
 */
export const publicationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const environment = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (position: Position | null) => {
    if (position) await deps.readModels.waitFor(position, { projections: allocationReadModels, timeoutMs: deps.config.PROJECTION_WAIT_MS });
  };
  const viewOf = async (eventId: string) => {
    const { mode, published_at, pending } = await findPublication(deps.db, eventId);
    return { mode, published_at, pending };
  };

  api.get(
    '/api/v1/allocation/:eventId/publication',
    {
      schema: {
        tags: ['allocation'],
        summary: 'Whether seat changes are published at once or batched, when the allocation was last published, and how many seats await publishing',
        params: eventParams,
        response: { 200: envelope(publicationView), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      await assertManagesEvent(deps.db, request.account!, request.params.eventId);
      return ok('Publication fetched successfully', await viewOf(request.params.eventId));
    },
  );

  api.post(
    '/api/v1/allocation/:eventId/publish',
    {
      schema: {
        tags: ['allocation'],
        summary: 'Publish allocation: every delegate whose seat changed since the last publication sees it and is told, in one event',
        params: eventParams,
        body: z.object({}).nullish(),
        response: { 200: envelope(publicationView.extend({ published: z.number().int().describe('Delegates this publication reached') })), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const { eventId } = request.params;
      await assertManagesEvent(deps.db, request.account!, eventId);
      const result = await publishAllocation(environment(), { eventId, by: request.account!.id }, commandContextOf(request));
      await settle(result.position ?? result.basedOn);
      const event = result.events.find((stored) => stored.type === 'AllocationPublished');
      const published = event?.type === 'AllocationPublished' ? event.data.changes.length : 0;
      return ok(published > 0 ? publicationMessages.published(published) : publicationMessages.nothingToPublish, { ...(await viewOf(eventId)), published });
    },
  );

  api.patch(
    '/api/v1/allocation/:eventId/publication-mode',
    {
      schema: {
        tags: ['allocation'],
        summary: 'Choose whether seat changes after the first Publish reach delegates as they are made (at_once) or wait for the next Publish (batched)',
        params: eventParams,
        body: z.object({ mode: z.enum(publishModes, { error: 'Mode must be batched or at_once' }) }),
        response: { 200: envelope(publicationView), ...errorResponses },
      },
      onRequest: app.requireOrganiser,
    },
    async (request) => {
      const { eventId } = request.params;
      await assertManagesEvent(deps.db, request.account!, eventId);
      const result = await setPublishMode(environment(), { eventId, mode: request.body.mode, by: request.account!.id }, commandContextOf(request));
      await settle(result.position ?? result.basedOn);
      return ok(publicationMessages.modeSet(request.body.mode), await viewOf(eventId));
    },
  );
};
