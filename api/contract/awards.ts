import { z } from 'zod';
import { MAX_AWARD_KIND_LIMIT, MAX_AWARD_KIND_NAME, MAX_AWARD_KINDS, awardMessages, nominationStatuses } from '@domain/awards/awards';
import { endpoint, noBody } from './endpoint';

const TAG = 'awards';
const id = z.string().trim().min(1).max(200);
const eventParams = z.object({ eventId: id });
const committeeParams = eventParams.extend({ committeeId: id });
const nominationParams = eventParams.extend({ delegateId: id, kindId: id });
const withdrawParams = committeeParams.extend({ delegateId: id, kindId: id });

export const awardKind = z.object({ id: z.string(), name: z.string(), limit: z.number().int().nullable() });

const kindsView = z.object({ kinds: z.array(awardKind) });

/** A delegate as a chair picks them: name and seat, nothing else personal. */
const committeeDelegate = z.object({
  /** The registration's id. */
  id: z.string(),
  fullname: z.string().nullable(),
  country: z.string().nullable(),
});

/** A nomination as the chairs and the organiser see it. */
const nominationView = z.object({
  delegateId: z.string(),
  kindId: z.string(),
  kind: z.string(),
  committeeId: z.string(),
  committee: z.string().nullable(),
  country: z.string().nullable(),
  delegate: z.string().nullable(),
  school: z.string().nullable(),
  status: z.enum(nominationStatuses),
  nominated_at: z.string(),
  decided_at: z.string().nullable(),
});
export type NominationView = z.infer<typeof nominationView>;

const committeeAwardsView = z.object({
  committee: z.object({ id: z.string(), abbr: z.string() }),
  kinds: z.array(awardKind),
  delegates: z.array(committeeDelegate),
  nominations: z.array(nominationView),
});

/** A confirmed award as the results page shows it: no contact details, no birthday. */
const resultView = z.object({
  kind: z.string(),
  committee: z.string().nullable(),
  country: z.string().nullable(),
  delegate: z.string().nullable(),
  school: z.string().nullable(),
});

/** One of the caller's own confirmed awards. */
const ownAward = z.object({ kind: z.string(), committee: z.string().nullable(), country: z.string().nullable() });

export const awardsEndpoints = {
  kinds: endpoint({
    method: 'GET',
    path: '/api/v1/awards/:eventId/kinds',
    access: 'signed-in',
    tag: TAG,
    summary: "The awards an event gives (its organiser, super users and the chairs of the event's committees)",
    params: eventParams,
    data: kindsView,
  }),
  setKinds: endpoint({
    method: 'PATCH',
    path: '/api/v1/awards/:eventId/kinds',
    access: 'organiser',
    tag: TAG,
    summary:
      'Set the awards an event gives, as a whole list: a kind without an id is added, one left out is removed (refused while it has open or confirmed nominations)',
    params: eventParams,
    body: z.object({
      kinds: z
        .array(
          z.object({
            id: id.optional(),
            name: z.string().trim().min(1, awardMessages.kindNameRequired).max(MAX_AWARD_KIND_NAME),
            limit: z.number().int().min(1).max(MAX_AWARD_KIND_LIMIT).nullish(),
          }),
        )
        .max(MAX_AWARD_KINDS, awardMessages.tooManyKinds),
    }),
    data: kindsView,
  }),
  committee: endpoint({
    method: 'GET',
    path: '/api/v1/awards/:eventId/committees/:committeeId',
    access: 'signed-in',
    tag: TAG,
    summary: "A committee's awards for its chairs: the kinds, the delegates seated in it and its nominations",
    params: committeeParams,
    data: committeeAwardsView,
  }),
  nominate: endpoint({
    method: 'POST',
    path: '/api/v1/awards/:eventId/committees/:committeeId/nominations',
    access: 'signed-in',
    tag: TAG,
    summary: 'A chair nominates a delegate seated in their committee for an award (once per delegate and kind)',
    params: committeeParams,
    body: z.object({ delegateId: id, kindId: id }),
    data: committeeAwardsView,
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/api/v1/awards/:eventId/committees/:committeeId/nominations/:delegateId/:kindId',
    access: 'signed-in',
    tag: TAG,
    summary: 'A chair withdraws their nomination before the organiser decides on it',
    params: withdrawParams,
    data: committeeAwardsView,
  }),
  nominations: endpoint({
    method: 'GET',
    path: '/api/v1/awards/:eventId/nominations',
    access: 'organiser',
    tag: TAG,
    summary: "Every nomination of an event, with its delegate, school, committee and country (the event's organiser or a super user)",
    params: eventParams,
    data: z.object({ kinds: z.array(awardKind), nominations: z.array(nominationView) }),
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/v1/awards/:eventId/nominations/:delegateId/:kindId/confirm',
    access: 'organiser',
    tag: TAG,
    summary: 'The organiser confirms a nomination: the delegate receives the award',
    params: nominationParams,
    body: noBody,
    data: nominationView,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/v1/awards/:eventId/nominations/:delegateId/:kindId/reject',
    access: 'organiser',
    tag: TAG,
    summary: 'The organiser rejects an open nomination',
    params: nominationParams,
    body: noBody,
    data: nominationView,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/api/v1/awards/:eventId/nominations/:delegateId/:kindId/revoke',
    access: 'organiser',
    tag: TAG,
    summary: 'The organiser takes back a confirmed award (it then shows as revoked)',
    params: nominationParams,
    body: noBody,
    data: nominationView,
  }),
  results: endpoint({
    method: 'GET',
    path: '/api/v1/awards/:eventId/results',
    access: 'signed-in',
    tag: TAG,
    summary:
      "An event's confirmed awards: kind, committee, country, delegate's name and school (its organiser, super users, its chairs and its registered delegates)",
    params: eventParams,
    data: z.object({ event: z.string(), awards: z.array(resultView) }),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/v1/awards/:eventId/mine',
    access: 'signed-in',
    tag: TAG,
    summary: "The signed-in delegate's own confirmed awards at an event",
    params: eventParams,
    data: z.array(ownAward),
  }),
  delegation: endpoint({
    method: 'GET',
    path: '/api/v1/awards/delegation',
    access: 'signed-in',
    tag: TAG,
    summary: "The confirmed awards of the signed-in teacher's school delegation, per delegate (teachers only)",
    data: z.array(z.object({ eventId: z.string(), delegateId: z.string(), kind: z.string() })),
  }),
};
