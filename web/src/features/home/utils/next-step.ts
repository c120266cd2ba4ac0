import { normaliseEventDate } from '@domain/events/event-dates';
import { takesRegistrations } from '@domain/registrations/roster';
import { paths } from '../../../config/paths';
import { msg, t } from '../../../i18n/intl';

export type DelegateRole = 'student' | 'teacher';

/** What the rules need of an event. */
export interface OfferedEvent {
  id: string;
  name: string;
  start_date: string | null;
  end_date: string | null;
  status: string;
  seats_left: number;
}

/** Where a delegate sits, as far as the server shows it to them. */
export interface Seat {
  assigned_committee: { abbr: string; committee: string } | null;
  country: { name: string } | null;
}

/** The day an event counts as over: its end, or its start when it has no end. */
const lastDayOf = (event: Pick<OfferedEvent, 'start_date' | 'end_date'>): string | null =>
  normaliseEventDate(event.end_date ?? '') ?? normaliseEventDate(event.start_date ?? '');

const soonestFirst = (a: Pick<OfferedEvent, 'start_date' | 'name'>, b: Pick<OfferedEvent, 'start_date' | 'name'>) =>
  (a.start_date ?? '').localeCompare(b.start_date ?? '') || a.name.localeCompare(b.name);

/**
 * The events the person can register for now: the server's rule (approved, not ended), a seat
 * still free, and not already theirs; soonest first.
 */
export const openEventsOf = <Event extends OfferedEvent>(
  events: readonly Event[],
  { today, registeredEventIds }: { today: string; registeredEventIds: ReadonlySet<string> },
): Event[] =>
  events
    .filter((event) => {
      const lastDay = lastDayOf(event);
      return (
        !registeredEventIds.has(event.id) &&
        event.seats_left > 0 &&
        lastDay !== null &&
        takesRegistrations({ status: event.status, endDate: lastDay }, today)
      );
    })
    .sort(soonestFirst);

/** A registration's standing, seen from its event: still ahead, called off, or over. */
export type RegistrationState = 'registered' | 'event-cancelled' | 'event-over';

export const registrationStateOf = (
  event: Pick<OfferedEvent, 'status' | 'start_date' | 'end_date'> | undefined,
  today: string,
): RegistrationState => {
  if (event?.status === 'cancelled') return 'event-cancelled';
  const lastDay = event ? lastDayOf(event) : null;
  if (event?.status === 'completed' || (lastDay !== null && lastDay < today)) return 'event-over';
  return 'registered';
};

export const registrationStateLabel: Record<RegistrationState, string> = {
  registered: msg('Registered'),
  'event-cancelled': msg('Event cancelled'),
  'event-over': msg('Event over'),
};

const stateRank: Record<RegistrationState, number> = { registered: 0, 'event-over': 1, 'event-cancelled': 2 };

/**
 * The person's registrations to show: each event they are registered for that the events list
 * holds, unless its registration turned out to be gone (null: cancelled or removed since);
 * events ahead first, soonest first.
 */
export const registrationCardsOf = <Event extends OfferedEvent, Registration>(
  entries: ReadonlyArray<{ eventId: string; registration: Registration | null | undefined }>,
  events: readonly Event[],
  today: string,
): Array<{ event: Event; state: RegistrationState; registration: Registration | undefined }> => {
  const eventOf = new Map(events.map((event) => [event.id, event]));
  return entries
    .flatMap(({ eventId, registration }) => {
      const event = eventOf.get(eventId);
      if (!event || registration === null) return [];
      return [{ event, state: registrationStateOf(event, today), registration }];
    })
    .sort((a, b) => stateRank[a.state] - stateRank[b.state] || soonestFirst(a.event, b.event));
};

/** The committee and the country on separate lines of a card; what is not shown yet says so. */
export const seatLinesOf = (seat: Seat | null | undefined): { committee: string; country: string } | null => {
  const committee = seat?.assigned_committee;
  if (!committee) return null;
  return { committee: `${committee.abbr} · ${committee.committee}`, country: seat.country?.name ?? t('Not yet given') };
};

/** A registration of the person with its event and (once read) its seat. */
export interface HomeRegistrationEntry {
  event: Pick<OfferedEvent, 'id' | 'name' | 'start_date'>;
  state: RegistrationState;
  seat: Seat | null | undefined;
}

export interface NextStep {
  key: 'complete-profile' | 'prepare' | 'await-seat' | 'register' | 'no-events';
  title: string;
  text: string;
  /** Where the step's button leads; none when there is nothing to do yet. */
  to: string | null;
  linkLabel: string | null;
}

export const delegatePageOf = (role: DelegateRole, eventId: string) =>
  (role === 'student' ? paths.studentDelegatePage : paths.teacherDelegatePage).getHref(eventId);
export const registrationPageOf = (role: DelegateRole, eventId: string) =>
  (role === 'student' ? paths.studentRegistration : paths.teacherRegistration).getHref(eventId);

export const seatsLeftText = (seats: number) => t('{seats, plural, one {# seat left} other {# seats left}}', { seats });

/**
 * The one thing the person should do next: complete the profile the events need; else look
 * at (or wait for) their seat at the soonest event ahead; else register for the soonest open
 * event; else nothing yet.
 */
export const nextStepOf = ({
  role,
  hasProfile,
  registrations,
  openEvents,
}: {
  role: DelegateRole;
  /** Null while unknown: no step is made of it. */
  hasProfile: boolean | null;
  registrations: readonly HomeRegistrationEntry[];
  openEvents: ReadonlyArray<Pick<OfferedEvent, 'id' | 'name' | 'seats_left'>>;
}): NextStep => {
  if (hasProfile === false) {
    return {
      key: 'complete-profile',
      title: t('Complete your profile'),
      text: t('Registering for an event takes your school and contact details: fill them in first.'),
      to: (role === 'student' ? paths.studentProfile : paths.teacherProfile).getHref(),
      linkLabel: t('Complete your profile'),
    };
  }
  const [ahead] = registrations.filter((entry) => entry.state === 'registered').sort((a, b) => soonestFirst(a.event, b.event));
  if (ahead) {
    const lines = seatLinesOf(ahead.seat);
    const committee = ahead.seat?.assigned_committee;
    const to = delegatePageOf(role, ahead.event.id);
    if (committee && ahead.seat?.country) {
      return {
        key: 'prepare',
        title: t('You represent {country} in {committee}', { country: ahead.seat.country.name, committee: committee.abbr }),
        text: t("At {event}. Your delegate page has the event's documents and contacts.", { event: ahead.event.name }),
        to,
        linkLabel: t('Open my delegate page'),
      };
    }
    return {
      key: 'await-seat',
      title: t('You are registered for {event}', { event: ahead.event.name }),
      text: lines
        ? t('You sit in {committee}; your country is not given yet. It shows here once the organiser publishes it.', {
            committee: lines.committee,
          })
        : t('Seat not yet published: your committee and country show here once the organiser publishes them.'),
      to,
      linkLabel: t('Open my delegate page'),
    };
  }
  const [open] = openEvents;
  if (open) {
    return {
      key: 'register',
      title: t('Register for {event}', { event: open.name }),
      text: t('Registration is open: {seats}.', { seats: seatsLeftText(open.seats_left) }),
      to: registrationPageOf(role, open.id),
      linkLabel: t('Register now'),
    };
  }
  return {
    key: 'no-events',
    title: t('No events are open for registration'),
    text: t('Events appear here as soon as they are approved and open for registration.'),
    to: null,
    linkLabel: null,
  };
};
