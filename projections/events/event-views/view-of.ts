import { totalRevenueOf } from '@domain/events/event-rules';
import type { SchoolRow } from '../../schools/schools-list';
import type { EventRow } from '../events-list';

/**
 * An event as the events screens show it, but for its phase: that depends on today, so it is
 * added where the answer is read (the API's phaseOf), never stored. The school, locality and
 * area are the directory's (renames and merges show); seats left count registered delegates.
 */
export const eventAnswerOf = (row: EventRow, school: SchoolRow | undefined, registered: number) => ({
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
  created_at: row.created_at.toISOString(),
  revision: row.revision,
});
export type EventAnswer = ReturnType<typeof eventAnswerOf>;
