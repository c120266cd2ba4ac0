import { totalRevenueOf } from '@domain/events/event-rules';
import type { SchoolRow } from '../../schools/schools-list';
import type { EventRow } from '../events-list';

/**
 * An event as the events screens show it, but for its phase (it depends on today) and its seats
 * left (from the registrations list): both are added where the answer is read, never stored.
 * The school, locality and area are the directory's (renames and merges show).
 */
export const eventAnswerOf = (row: EventRow, school: SchoolRow | undefined) => ({
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
  fees_per_delegate: row.fees_per_delegate,
  total_revenue: totalRevenueOf(row.number_of_seats, row.fees_per_delegate),
  website: row.website,
  instagram: row.instagram,
  organiser_id: row.organiser_id,
  status: row.status,
  created_at: row.created_at.toISOString(),
  revision: row.revision,
});
export type EventAnswer = ReturnType<typeof eventAnswerOf>;
