import { z } from 'zod';
import { checkedByRoute, deletedId, eventIdParams, idParams } from './checked-by-route';
import { endpoint } from './endpoint';

const TAG = 'event-leaders';

/** An event leader entry (spec §3): the workspace's Leadership Roles tab and the delegate page's Support Contact. */
export const eventLeaderView = z.object({
  id: z.string(),
  ranking: z.number(),
  leadership_roles: z.object({ abbr: z.string(), leadership_role: z.string() }).nullable(),
  users: z.object({
    id: z.string(),
    username: z.string().nullable(),
    fullname: z.string().nullable(),
    phone_e164: z.string().nullable(),
    email: z.string().nullable(),
  }),
  eventId: z.string(),
  userId: z.string(),
  roleId: z.string(),
});

const holder = { userId: z.string(), roleId: z.string() };

export const eventLeadersEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/api/v1/event-leaders/save-leadership-role-by-event',
    access: 'organiser',
    tag: TAG,
    summary: "Give a registered delegate one of the catalogue's leadership roles at an event (its organiser or a super user)",
    body: checkedByRoute({ eventId: z.string(), ...holder }),
    data: eventLeaderView,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/v1/event-leaders/get-leadership-roles-by-event/:eventId',
    access: 'signed-in',
    tag: TAG,
    summary: "An event's leadership roles, ranking ascending (its organiser, a super user or its registered delegates)",
    params: eventIdParams,
    data: z.array(eventLeaderView),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/v1/event-leaders/update-leadership-role-by-event/:id',
    access: 'organiser',
    tag: TAG,
    summary: 'Change the holder or the role of an entry (its organiser or a super user)',
    params: idParams,
    body: checkedByRoute({ eventId: z.string().nullish().describe('Ignored: the entry names its event'), ...holder }),
    data: eventLeaderView,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/event-leaders/delete-leadership-role-by-event/:id',
    access: 'organiser',
    tag: TAG,
    summary: 'Remove an entry (its organiser or a super user)',
    params: idParams,
    data: deletedId,
  }),
  move: endpoint({
    method: 'PATCH',
    path: '/api/v1/event-leaders/update-leadership-role-ranking-by-event/:id',
    access: 'organiser',
    tag: TAG,
    summary: 'Move an entry up (-1) or down (1) the list (its organiser or a super user)',
    params: idParams,
    body: checkedByRoute({ direction: z.union([z.literal(-1), z.literal(1)]) }),
    data: z.array(eventLeaderView),
  }),
};
