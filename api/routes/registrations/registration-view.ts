import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { registrationView } from '@contract/registrations';
import { findRegistrationAnswers } from '../../../projections/registrations/registration-views/registration-views';
import type { SeatView } from '../../../projections/registrations/registration-views/view-of';
import type { RegistrationRow } from '../../../projections/registrations/registrations-list';

export type RegistrationView = z.infer<typeof registrationView>;

/**
 * Views of registrations, in their order, from the registration screens' read model: `draft`
 * (the organiser's lists: where the organiser put the delegate) or `published` (the delegate's
 * own page: what was published to them).
 */
export const registrationViews = async (
  db: CommonQueryMethods,
  rows: readonly RegistrationRow[],
  seats: SeatView = 'draft',
): Promise<RegistrationView[]> =>
  findRegistrationAnswers(
    db,
    rows.map((row) => row.id),
    seats,
  ) as Promise<RegistrationView[]>;
