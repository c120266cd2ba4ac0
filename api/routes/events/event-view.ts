import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { eventView } from '@contract/events';
import { eventErrors, type EventState } from '@domain/events/event';
import { uaeDateOf } from '@domain/events/event-dates';
import { totalRevenueOf } from '@domain/events/event-rules';
import type { EventRow } from '../../../projections/events/events-list';
import { countRegisteredByEvent } from '../../../projections/registrations/registrations-list';
import { findSchool, listSchools, type SchoolRow } from '../../../projections/schools/schools-list';

export type EventView = z.infer<typeof eventView>;

/** Upcoming before its first day, ongoing through its last, past after it (UAE days). */
export const phaseOf = (row: Pick<EventRow, 'start_date' | 'end_date'>, today: string): EventView['event_phase'] =>
  today < row.start_date ? 'upcoming' : today > row.end_date ? 'past' : 'ongoing';

const toView = (row: EventRow, school: SchoolRow | undefined, registered: number, today: string): EventView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  start_date: row.start_date,
  end_date: row.end_date,
  cover_image: row.cover_image,
  logo_image: row.logo_image,
  locality_id: row.locality_id,
  school_id: row.school_id,
  area_id: school?.area_id ?? null,
  // The school's place as the directory holds it now (renames and merges show at once).
  locality: school ? { id: school.locality.id, name: school.locality.name } : null,
  school: school ? { id: school.id, name: school.name, area_id: school.area_id } : null,
  area: school?.area ? { id: school.area.id, name: school.area.name } : null,
  number_of_seats: row.number_of_seats,
  numberOfSeats: row.number_of_seats,
  seats_left: Math.max(0, row.number_of_seats - registered),
  fees_per_delegate: row.fees_per_delegate,
  total_revenue: totalRevenueOf(row.number_of_seats, row.fees_per_delegate),
  website: row.website,
  instagram: row.instagram,
  organiser_id: row.organiser_id,
  status: row.status,
  event_phase: phaseOf(row, today),
  created_at: row.created_at.toISOString(),
  revision: row.revision,
});

/** Views of rows, with their schools and registrations looked up once for the whole list. */
export const eventViews = async (db: CommonQueryMethods, rows: readonly EventRow[], now: Date): Promise<EventView[]> => {
  if (rows.length === 0) return [];
  const [schoolRows, registered] = await Promise.all([
    listSchools(db),
    countRegisteredByEvent(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const schools = new Map(schoolRows.map((school) => [school.id, school]));
  const today = uaeDateOf(now);
  return rows.map((row) => toView(row, schools.get(row.school_id), registered.get(row.id) ?? 0, today));
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
  return toView(row, school ?? undefined, state.roster.active.size, uaeDateOf(now));
};
