import { delegateAllocationsProjection } from '../../../projections/allocation/delegate-allocations';
import { registrationViewsProjection } from '../../../projections/registrations/registration-views/registration-views';
import { eventCommitteeViewsProjection } from '../../../projections/workspace/event-committee-views/event-committee-views';
import { eventDashboardProjection } from '../../../projections/workspace/event-dashboard';

/** What an allocation write waits for before answering: the Delegates tab, the delegates' seats, the committees' counts and the dashboard show it. */
export const allocationReadModels = [
  delegateAllocationsProjection.name,
  eventDashboardProjection.name,
  registrationViewsProjection.name,
  eventCommitteeViewsProjection.name,
];
