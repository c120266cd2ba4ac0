import { delegateAllocationsProjection } from '../../../projections/allocation/delegate-allocations';
import { registrationViewsProjection } from '../../../projections/registrations/registration-views/registration-views';
import { eventDashboardProjection } from '../../../projections/workspace/event-dashboard';

/** What an allocation write waits for before answering: the Delegates tab, the delegates' seats and the dashboard show it. */
export const allocationReadModels = [delegateAllocationsProjection.name, eventDashboardProjection.name, registrationViewsProjection.name];
