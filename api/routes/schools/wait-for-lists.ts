import type { Position } from '../../../commands/event-store/port';
import { auditHistoryProjection } from '../../../projections/audit/audit-history';
import { eventViewsProjection } from '../../../projections/events/event-views/event-views';
import { organiserViewsProjection } from '../../../projections/organisers/organiser-views/organiser-views';
import { usersAdminListProjection } from '../../../projections/users/users-admin-list';
import { organisersListProjection } from '../../../projections/organisers/organisers-list';
import { registrationViewsProjection } from '../../../projections/registrations/registration-views/registration-views';
import { areasListProjection } from '../../../projections/schools/areas-list';
import { localitiesListProjection } from '../../../projections/schools/localities-list';
import { localityRowsProjection } from '../../../projections/schools/locality-rows';
import { schoolsListProjection } from '../../../projections/schools/schools-list';
import { userProfilesProjection } from '../../../projections/users/profiles-projection';
import type { AppDependencies } from '../../dependencies';

/**
 * Every list a change of a school, locality or area shows in; profiles, organisers and events
 * follow merges; the History shows the names, and the events screens (event_views) the event's school.
 */
const lists = [
  localitiesListProjection,
  areasListProjection,
  schoolsListProjection,
  localityRowsProjection,
  userProfilesProjection,
  organisersListProjection,
  registrationViewsProjection,
  auditHistoryProjection,
  organiserViewsProjection,
  usersAdminListProjection,
  eventViewsProjection,
].map((projection) => projection.name);

/** A write answers once those lists show it (bounded), so the screen that reloads sees its own change. */
export const waitForLists = async (deps: AppDependencies, position: Position | null) => {
  if (position) await deps.readModels.waitFor(position, { projections: lists, timeoutMs: deps.config.PROJECTION_WAIT_MS });
};
