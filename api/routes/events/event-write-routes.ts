import type { FastifyInstance } from 'fastify';
import { changeEventStatus, createEvent, deleteEvent, updateEvent } from '../../../commands/events/event-commands';
import { eventIdFor } from '../../../commands/handler/event-ids';
import { eventsEndpoints } from '@contract/events';
import { eventErrors, eventStreamId, type EventDetails, type EventImages } from '@domain/events/event';
import { loadEventState } from '../../../commands/allocation/allocation-commands';
import { uaeDateOf } from '@domain/events/event-dates';
import { createEventSchema, eventMessages, type UpdateEventBody } from '@domain/events/event-rules';
import { eventStatusChangeSchema } from '@domain/events/event-status-rules';
import { DomainError } from '@domain/shared/errors';
import { parseOrReject } from '@domain/shared/validation';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { expectationOf, revisionExpectationOf } from '../../lib/expectation';
import { route } from '../../lib/route';
import { uploadUrl } from '../../plugins/uploads';
import { imageTypes } from '../../uploads/sniff-file-type';
import { checkedEventImageUrl } from './event-images';
import { editorOf, eventSupport } from './event-support';

/** The body's event details in the domain's names, without the fields it does not carry. */
const detailsOf = (body: UpdateEventBody): Partial<EventDetails> => {
  const details: Partial<EventDetails> = {
    name: body.name,
    description: body.description,
    startDate: body.start_date,
    endDate: body.end_date,
    numberOfSeats: body.number_of_seats,
    feesPerDelegate: body.fees_per_delegate,
    website: body.website,
    instagram: body.instagram,
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
};

const nothingToUpdate = () => new DomainError('validation', 'NOTHING_TO_UPDATE', 'Please change at least one field of the event');

/** The writes of spec §7 "Events": organisers create and edit their own events; super users govern status. */
export const eventWriteRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const { environment, settle, storedViewOf, assertOwnOrganiserId, registeredUsersNotified } = eventSupport(deps);

  route(
    app,
    eventsEndpoints.uploadImage,
    async (request) => {
      const file = await app.readSingleFile(request, { field: 'file', maxBytes: deps.config.EVENT_IMAGE_MAX_BYTES, allowed: imageTypes });
      const { name } = await app.storage.put(file.bytes, file.type, { ownerId: request.account!.id, purpose: 'event-image' });
      return ok('Image uploaded successfully', { url: uploadUrl(name) });
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  const { params: createParams } = eventsEndpoints.create;
  route(
    app,
    eventsEndpoints.create,
    async (request) => {
      const account = request.account!;
      const { organiserId } = request.params;
      // The body's fields were checked by the contract; the dates are checked against today here.
      const body = parseOrReject(createEventSchema(uaeDateOf(deps.clock())), request.body ?? {});
      const images: EventImages = {
        coverImage: await checkedEventImageUrl(app.storage, body.cover_image, account.id, 'cover_image'),
        logoImage: await checkedEventImageUrl(app.storage, body.logo_image, account.id, 'logo_image'),
      };
      // Every field is present here: the creation schema requires them all.
      const details = detailsOf(body) as EventDetails;
      const result = await createEvent(environment(), { organiserId, details, images, by: account.id }, commandContextOf(request));
      await settle(result.position);
      return ok(eventMessages.created, await storedViewOf(result.state));
    },
    {
      // Someone else's organiser id is refused before the body is read (a 403, not the body's 400).
      preValidation: async (request) => {
        const params = createParams.safeParse(request.params);
        if (params.success) assertOwnOrganiserId(request.account!, params.data.organiserId, { superuserToo: false });
      },
    },
  );

  route(app, eventsEndpoints.update, async (request) => {
    const account = request.account!;
    const { id } = request.params;
    const body = request.body ?? {};
    const changes = detailsOf(body);
    if (Object.keys(changes).length === 0 && body.cover_image === undefined && body.logo_image === undefined) throw nothingToUpdate();
    const editor = editorOf(account);
    const images: Partial<EventImages> = {};
    if (body.cover_image !== undefined || body.logo_image !== undefined) {
      // Ownership before the images (404/403 from the stored event, which an event just created
      // already is), so nobody learns about images through another's event. Without images the
      // decider makes the same checks in the same order, and the stream is read once.
      const current = await loadEventState(deps.store, id);
      if (current.status === 'none' || current.status === 'deleted') throw eventErrors.notFound();
      if (!editor.superuser && editor.organiserId !== current.organiserId) throw eventErrors.notYours();
      if (body.cover_image !== undefined)
        images.coverImage = await checkedEventImageUrl(app.storage, body.cover_image, account.id, 'cover_image', current.images.coverImage);
      if (body.logo_image !== undefined)
        images.logoImage = await checkedEventImageUrl(app.storage, body.logo_image, account.id, 'logo_image', current.images.logoImage);
    }
    const context = commandContextOf(request);
    const result = await updateEvent(environment(), { eventId: id, changes, images, editor, by: account.id }, context);
    await settle(result.position);
    // The ids the handler gave this command's events (derived from the command id).
    const eventIds = result.events.map((_, index) => eventIdFor(context.commandId, eventStreamId(id), index));
    const notified = await registeredUsersNotified(result.position, eventIds);
    const message = result.events.length === 0 && !result.replayed ? eventMessages.nothingChanged : eventMessages.updated;
    return { ...ok(message, await storedViewOf(result.state)), registeredUsersNotified: notified };
  });

  route(app, eventsEndpoints.updateStatus, async (request, reply) => {
    const { id } = request.params;
    // An empty body passes the contract; this answers it with the status field's message.
    const body = parseOrReject(eventStatusChangeSchema, request.body ?? {});
    const result = await changeEventStatus(
      environment(),
      { eventId: id, to: body.status, ...expectationOf(request, body.expectedStatus), by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    const view = await storedViewOf(result.state);
    reply.header('etag', `"${view.revision}"`);
    return ok(`Event status updated to ${view.status}`, view);
  });

  route(app, eventsEndpoints.remove, async (request) => {
    const { id } = request.params;
    const result = await deleteEvent(
      environment(),
      { eventId: id, ...revisionExpectationOf(request), by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok('Event deleted successfully', { id });
  });
};
