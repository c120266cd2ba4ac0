import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { eventView } from '@contract/events';
import { uaeDateOf } from '@domain/events/event-dates';
import { totalRevenueOf } from '@domain/events/event-rules';
import type { EventRow } from '../../../projections/events/events-list';
import { countRegisteredByEvent } from '../../../projections/registrations/registrations-list';
import { listSchools, type SchoolRow } from '../../../projections/schools/schools-list';

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
