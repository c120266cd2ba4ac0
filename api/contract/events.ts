import { z } from 'zod';
import { eventStatuses } from '@domain/events/event';
import { createEventFields, updateEventSchema } from '@domain/events/event-rules';
import { eventStatusChangeSchema } from '@domain/events/event-status-rules';
import { registrationStatuses } from '@domain/organisers/organiser-rules';
import { endpoint, multipartBody, type EndpointDefinition } from './endpoint';

const tag = 'events';

const idParams = z.object({ id: z.string().min(1).max(100) });
const organiserIdParams = z.object({ organiserId: z.string().min(1).max(100) });

export const eventPhases = ['upcoming', 'ongoing', 'past'] as const;

/** An event as the spec's screens read it (§3 Event), both spellings of seats included. */
export const eventView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  cover_image: z.string(),
  logo_image: z.string(),
  locality_id: z.string().nullable(),
  school_id: z.string(),
  area_id: z.string().nullable(),
  locality: z.object({ id: z.string(), name: z.string() }).nullable(),
  school: z.object({ id: z.string(), name: z.string(), area_id: z.string().nullable() }).nullable(),
  area: z.object({ id: z.string(), name: z.string() }).nullable(),
  number_of_seats: z.number(),
  numberOfSeats: z.number(),
  /** Seats no registered delegate holds: what the home pages need to offer an event. */
  seats_left: z.number(),
  fees_per_delegate: z.number(),
  total_revenue: z.number().nullable(),
  website: z.string(),
  instagram: z.string(),
  organiser_id: z.string(),
  status: z.enum(eventStatuses),
  event_phase: z.enum(eventPhases),
  created_at: z.string(),
  revision: z.number(),
});

const eventViews = z.array(eventView);

/** The spec's event calls (§7 "Events"): organisers create and edit their own events; super users govern status. */
export const eventsEndpoints = {
  visible: endpoint({
    method: 'GET',
    path: '/api/v1/events/get-events',
    access: 'signed-in',
    tag,
    summary:
      'Events the caller may see: approved, cancelled and completed ones, those they are registered for, and their own as organiser (super users: all)',
    data: eventViews,
  }),
  ofOrganiser: endpoint({
    method: 'GET',
    path: '/api/v1/events/get-events-of-organiser/:organiserId',
    access: 'organiser',
    tag,
    summary: "An organiser's own events, every status",
    params: organiserIdParams,
    data: eventViews,
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/v1/events/get-event-by-id/:id',
    access: 'signed-in',
    tag,
    summary: 'One event, as a list of one (404 when the caller may not see it)',
    params: idParams,
    data: eventViews,
  }),
  all: endpoint({
    method: 'GET',
    path: '/api/v1/events/all-events',
    access: 'superuser',
    tag,
    summary: 'Every event that is not deleted (the super-user masterlist)',
    data: eventViews,
  }),
  registrationStatus: endpoint({
    method: 'GET',
    path: '/api/v1/events/check-registration-status/:id',
    access: 'signed-in',
    tag,
    summary: "A user's organiser registration status (the home page's Register Organiser check); your own, or anyone's for super users",
    params: idParams,
    data: z.enum(registrationStatuses).nullable(),
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/api/v1/events/create-event-images-upload',
    access: 'organiser',
    tag,
    summary: "Upload an event's cover image or logo (an image, checked by content and written afresh)",
    description: 'Multipart, the image in the field `file`. Answers the URL to send as cover_image or logo_image.',
    body: multipartBody,
    data: z.object({ url: z.string() }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/events/create-event/:organiserId',
    access: 'organiser',
    tag,
    summary: 'Create an event as the approved organiser you are (it starts pending)',
    description:
      'Every field of the three steps. The dates are also checked against today (UAE): not in the past, the end after the start, ' +
      'at most seven days; cover_image and logo_image must be images you uploaded through create-event-images-upload.',
    params: organiserIdParams,
    // An empty body is answered with each missing field's message (by the route).
    body: createEventFields.nullish(),
    data: eventView,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/v1/events/update-event/:id',
    access: 'organiser',
    tag,
    summary: "Change an event's details or images (its own organiser, or a super user); only changed fields are stored",
    description: 'Any editable fields; moved dates are checked together with the stored ones. At least one field must be sent.',
    params: idParams,
    body: updateEventSchema.nullish(),
    data: eventView,
    extra: { registeredUsersNotified: z.number() },
  }),
  updateStatus: endpoint({
    method: 'PATCH',
    path: '/api/v1/events/update-event-status/:id',
    access: 'superuser',
    tag,
    summary: 'Approve, flag, block, reject, cancel or complete an event',
    description:
      'Body {status, expectedStatus?}. Send expectedStatus (the status you saw) or If-Match (the revision you saw): when someone else ' +
      'changed the event first, the answer is 409 and nothing changes. Setting the status it already has is a 409 too.',
    params: idParams,
    // An empty body is answered with the status field's message (by the route).
    body: eventStatusChangeSchema.nullish(),
    data: eventView,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/events/delete-event/:id',
    access: 'superuser',
    tag,
    summary: 'Delete an event (it leaves every list; its history stays)',
    params: idParams,
    data: z.object({ id: z.string() }),
  }),
} satisfies Record<string, EndpointDefinition>;
