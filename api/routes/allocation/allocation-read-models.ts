import { delegateAllocationsProjection } from '../../../projections/allocation/delegate-allocations';
import { eventDashboardProjection } from '../../../projections/workspace/event-dashboard';

/** What an allocation write waits for before answering: the Delegates tab and the dashboard show it. */
export const allocationReadModels = [delegateAllocationsProjection.name, eventDashboardProjection.name];
