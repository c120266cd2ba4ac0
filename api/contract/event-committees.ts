import { z } from 'zod';
import { checkedByRoute, deletedId, eventIdParams, idParams } from './checked-by-route';
import { endpoint } from './endpoint';

const COMMITTEES = 'event-committees';
const AGENDAS = 'event-committees-agendas';

const catalogueCommittee = z.object({ id: z.string(), abbr: z.string(), committee: z.string(), category: z.string() });

/** An event committee as the Committees tab reads it (§3 Event committee), chairs' names looked up now. */
export const eventCommitteeView = z.object({
  id: z.string(),
  eventId: z.string(),
  committee: catalogueCommittee,
  committee_id: z.string(),
  abbr: z.string(),
  category: z.string(),
  seats: z.number(),
  /** Delegates assigned to it (the Allocation tab's committee buttons). */
  assigned: z.number(),
  chair_username: z.string().nullable(),
  chair_name: z.string().nullable(),
  deputy_chair_1_username: z.string().nullable(),
  deputy_chair_1_name: z.string().nullable(),
  deputy_chair_2_username: z.string().nullable(),
  deputy_chair_2_name: z.string().nullable(),
});

/** An agenda item (§3 Agenda item). */
export const agendaView = z.object({
  id: z.string(),
  agenda_abbr: z.string(),
  agenda_title: z.string(),
  event_committeeId: z.string(),
  eventId: z.string(),
});

const chairs = {
  chair_username: z.string().nullish(),
  chair_fullname: z.string().nullish().describe('Ignored: the name is read from the profile'),
  deputy_chair1_username: z.string().nullish(),
  deputy_chair1_fullname: z.string().nullish().describe('Ignored'),
  deputy_chair2_username: z.string().nullish(),
  deputy_chair2_fullname: z.string().nullish().describe('Ignored'),
};

/**
 * §3 save body. Its `committeeId` is the catalogue committee (not an event committee, as the
 * name means elsewhere): the endpoints keep the body as sent (`bodyAsSent`).
 */
const committeeBody = {
  eventId: z.string(),
  committeeId: z.union([z.string(), z.number()]).describe("The catalogue committee's id"),
  category: z.string().nullish(),
  seats: z.union([z.number(), z.string()]).nullish().describe('A whole number; 50 when absent'),
  ...chairs,
};

export const eventCommitteesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/event-committees/get-all-event-committees/:eventId',
    access: 'signed-in',
    tag: COMMITTEES,
    summary: "An event's committees with their chairs (its organiser, a super user, its delegates)",
    params: eventIdParams,
    data: z.array(eventCommitteeView),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/v1/event-committees/save-event-committees-by-event',
    access: 'organiser',
    tag: COMMITTEES,
    summary: 'Add a catalogue committee to an event (its organiser or a super user)',
    body: checkedByRoute({ ...committeeBody, abbr: z.string().nullish() }),
    bodyAsSent: true,
    data: eventCommitteeView,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/v1/event-committees/update-event-committees-by-event/:id',
    access: 'organiser',
    tag: COMMITTEES,
    summary: "Change an event committee's committee, category, seats or chairs (its organiser or a super user)",
    params: idParams,
    body: checkedByRoute({ ...committeeBody, eventId: z.string().nullish() }),
    bodyAsSent: true,
    data: eventCommitteeView,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/event-committees/delete-event-committees-by-event/:id',
    access: 'organiser',
    tag: COMMITTEES,
    summary: 'Take a committee, with its agendas, off an event (its organiser or a super user)',
    params: idParams,
    data: deletedId,
  }),
  addAgenda: endpoint({
    method: 'POST',
    path: '/api/v1/event-committees-agendas/save-agenda',
    access: 'organiser',
    tag: AGENDAS,
    summary: "Add an agenda item to one of an event's committees (its organiser or a super user)",
    body: checkedByRoute({
      eventId: z.string(),
      event_committeeId: z.string(),
      agenda_abbr: z.string().nullish(),
      agenda_title: z.string(),
    }),
    data: agendaView,
    status: 201,
  }),
  agendas: endpoint({
    method: 'GET',
    path: '/api/v1/event-committees-agendas/get-event-committees-agendas-by-event/:eventId',
    access: 'signed-in',
    tag: AGENDAS,
    summary: "An event's agenda items (its organiser, a super user, its delegates)",
    params: eventIdParams,
    data: z.array(agendaView),
  }),
  updateAgenda: endpoint({
    method: 'PATCH',
    path: '/api/v1/event-committees-agendas/update-event-committees-agendas-by-id/:id',
    access: 'organiser',
    tag: AGENDAS,
    summary: "Rename an agenda item (the event's organiser or a super user)",
    params: idParams,
    body: checkedByRoute({ agenda_title: z.string() }),
    data: agendaView,
  }),
  removeAgenda: endpoint({
    method: 'DELETE',
    path: '/api/v1/event-committees-agendas/delete-event-committees-agendas-by-id/:id',
    access: 'organiser',
    tag: AGENDAS,
    summary: "Delete an agenda item (the event's organiser or a super user)",
    params: idParams,
    data: deletedId,
  }),
};
