import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { eventView } from '@contract/events';
import { eventErrors, type EventState } from '@domain/events/event';
import { uaeDateOf } from '@domain/events/event-dates';
import type { EventRow } from '../../../projections/events/events-list';
import { eventAnswerOf, type EventAnswer } from '../../../projections/events/event-views/view-of';
import { countRegisteredByEvent } from '../../../projections/registrations/registrations-list';
import { findSchool } from '../../../projections/schools/schools-list';

export type EventView = z.infer<typeof eventView>;

/** Upcoming before its first day, ongoing through its last, past after it (UAE days). */
export const phaseOf = (row: Pick<EventRow, 'start_date' | 'end_date'>, today: string): EventView['event_phase'] =>
  today < row.start_date ? 'upcoming' : today > row.end_date ? 'past' : 'ongoing';

/** An answer as the screens show it: with its seats left and its phase today, which no read model stores. */
const viewOf = (answer: EventAnswer, registered: number, today: string): EventView => ({
  ...answer,
  seats_left: Math.max(0, answer.number_of_seats - registered),
  event_phase: phaseOf(answer, today),
});

/** The events read model's answers as the screens show them, with their registrations counted once for the whole list. */
export const eventViewsOf = async (db: CommonQueryMethods, answers: readonly EventAnswer[], now: Date): Promise<EventView[]> => {
  const registered = await countRegisteredByEvent(
    db,
    answers.map((answer) => answer.id),
  );
  const today = uaeDateOf(now);
  return answers.map((answer) => viewOf(answer, registered.get(answer.id) ?? 0, today));
};

/**
 * The event as its own stream holds it, for a write's answer: the write is there whatever the
 * read models have caught up with, so a lagging list can neither deny it nor show it stale.
 * Its school is the directory's (merges followed), as the lists show it.
 */
export const storedEventView = async (db: CommonQueryMethods, state: EventState, now: Date): Promise<EventView> => {
  if (state.status === 'none' || state.status === 'deleted') throw eventErrors.notFound();
  const school = await findSchool(db, state.place.schoolId);
  const { details, images } = state;
  const row: EventRow = {
    id: state.eventId,
    organiser_id: state.organiserId,
    name: details.name,
    description: details.description,
    start_date: details.startDate,
    end_date: details.endDate,
    cover_image: images.coverImage,
    logo_image: images.logoImage,
    school_id: school?.id ?? state.place.schoolId,
    locality_id: school ? school.locality_id : state.place.localityId,
    number_of_seats: details.numberOfSeats,
    fees_per_delegate: details.feesPerDelegate,
    website: details.website,
    instagram: details.instagram,
    status: state.status,
    created_at: new Date(state.createdAt),
    revision: state.revision,
  };
  return viewOf(eventAnswerOf(row, school ?? undefined), state.roster.active.size, uaeDateOf(now));
};
