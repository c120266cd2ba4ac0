import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { chairEndpoints, type chairDelegate, type chairedCommittee } from '@contract/chair';
import { listRegistrationIdsIn } from '../../../projections/allocation/delegate-allocations';
import { findEvent, type EventRow } from '../../../projections/events/events-list';
import { findRegistrationAnswersBoth } from '../../../projections/registrations/registration-views/registration-views';
import type { RegistrationAnswer } from '../../../projections/registrations/registration-views/view-of';
import { listCommitteeAnswersChairedBy } from '../../../projections/workspace/event-committee-views/event-committee-views';
import type { AppDependencies } from '../../dependencies';
import { assertRunsCommittee } from '../../lib/chair-access';
import type { AccountRow } from '../../../projections/users/accounts-projection';
import { committeePrint } from './committee-print';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

type ChairDelegate = z.infer<typeof chairDelegate>;
type ChairedCommittee = z.infer<typeof chairedCommittee>;

const eventOf = (event: EventRow) => ({ id: event.id, name: event.name, start_date: event.start_date, end_date: event.end_date });

const byName = (a: ChairDelegate, b: ChairDelegate) =>
  (a.fullname ?? '').localeCompare(b.fullname ?? '', 'en', { sensitivity: 'base' }) || a.registration_no.localeCompare(b.registration_no);

/** A delegate as the room shows them: the seat shown (`draft`), published when the delegate sees the same. */
const delegateOf = (draft: RegistrationAnswer, published: RegistrationAnswer): ChairDelegate => ({
  id: draft.id,
  registration_no: draft.registration_no,
  fullname: draft.user.fullname,
  role: draft.user.role,
  school: draft.user.school?.name ?? null,
  avatar: draft.user.avatar,
  seat: {
    committee: { id: draft.assigned_committee!.id, abbr: draft.assigned_committee!.abbr },
    country: draft.country ? { id: draft.country.id, name: draft.country.name, code: draft.country.code, flag: draft.country.flag } : null,
    published: published.assigned_committees === draft.assigned_committees && published.assigned_country === draft.assigned_country,
  },
});

/**
 * The chair's room. Who may open a committee's room is decided on the server for that committee
 * alone (`assertRunsCommittee`): its chair and deputy chairs while the event is approved, the
 * event's organiser and super users. The answer composes two read models: who sits in the
 * committee (the allocation's seats) and each one's registration answer (name, school, photo,
 * seat); the event's name and the committee's abbreviation are the rows the access check read.
 */
export const chairRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, chairEndpoints.committees, async (request) => {
    const username = request.account!.username;
    if (username === null) return ok('Chaired committees fetched successfully', []);
    const committees = await listCommitteeAnswersChairedBy(deps.db, username);
    const events = await Promise.all([...new Set(committees.map((committee) => committee.eventId))].map((id) => findEvent(deps.db, id)));
    const approved = new Map(events.flatMap((event) => (event?.status === 'approved' ? [[event.id, event] as const] : [])));
    const chaired = committees.flatMap((committee): ChairedCommittee[] => {
      const event = approved.get(committee.eventId);
      if (!event) return [];
      return [
        {
          event: eventOf(event),
          committee: { id: committee.id, abbr: committee.abbr, committee: committee.committee.committee },
          role: committee.chair_username === username ? 'chair' : 'deputy',
        },
      ];
    });
    chaired.sort(
      (a, b) =>
        a.event.start_date.localeCompare(b.event.start_date) ||
        a.event.name.localeCompare(b.event.name) ||
        a.event.id.localeCompare(b.event.id),
    );
    return ok('Chaired committees fetched successfully', chaired);
  });

  route(app, chairEndpoints.delegates, async (request) => {
    const { eventId, eventCommitteeId } = request.params;
    return ok('Committee delegates fetched successfully', await roomOf(deps, request.account!, eventId, eventCommitteeId));
  });

  route(app, chairEndpoints.print, async (request, reply) => {
    const { eventId, eventCommitteeId } = request.params;
    const room = await roomOf(deps, request.account!, eventId, eventCommitteeId);
    const pdf = await committeePrint(room);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="placards-and-badges-${fileNameOf(room.committee.abbr)}.pdf"`)
      .send(pdf);
  });
};

const fileNameOf = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'committee';

/**
 * A committee's room as its caller may see it, checked for that committee alone. The seat read
 * from the registration's own answer decides, so the two read models never disagree in what is
 * shown. Chairs are often students: they see a seat once it is published to its delegate; the
 * organiser sees drafts too.
 */
const roomOf = async (deps: AppDependencies, account: AccountRow, eventId: string, eventCommitteeId: string) => {
  const { event, committee, as } = await assertRunsCommittee(deps.db, account, eventId, eventCommitteeId);
  const answers = await findRegistrationAnswersBoth(deps.db, await listRegistrationIdsIn(deps.db, eventId, committee.id));
  const delegates = answers
    .map(({ draft, published }) => ({ shown: as === 'organiser' ? draft : published, published }))
    .filter(({ shown }) => shown.status === 'registered' && shown.event_id === eventId && shown.assigned_committees === committee.id)
    .map(({ shown, published }) => delegateOf(shown, published))
    .sort(byName);
  return { event: eventOf(event), committee: { id: committee.id, abbr: committee.abbr }, as, delegates };
};
