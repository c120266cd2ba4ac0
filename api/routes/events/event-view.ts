import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { eventStatuses } from '@domain/events/event';
import { uaeDateOf } from '@domain/events/event-dates';
import { totalRevenueOf } from '@domain/events/event-rules';
import type { EventRow } from '../../../projections/events/events-list';
import { countRegisteredByEvent } from '../../../projections/registrations/registrations-list';
import { listSchools, type SchoolRow } from '../../../projections/schools/schools-list';

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
  const [schoolRows, registered] = await Promise.all([listSchools(db), countRegisteredByEvent(db, rows.map((row) => row.id))]);
  const schools = new Map(schoolRows.map((school) => [school.id, school]));
  const today = uaeDateOf(now);
  return rows.map((row) => toView(row, schools.get(row.school_id), registered.get(row.id) ?? 0, today));
};
