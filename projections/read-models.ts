import { delegateAllocationsProjection } from './allocation/delegate-allocations';
import { committeesList, countriesList, leadershipRolesList } from './catalogue-lists/read-models';
import { auditHistoryProjection } from './audit/audit-history';
import { conferenceAttendanceProjection } from './conference/attendance';
import { awardNominationsProjection } from './awards/award-nominations';
import { certificatesProjection } from './certificates/certificates-list';
import { delegationViewsProjection } from './delegations/delegation-views';
import { eventsListProjection } from './events/events-list';
import { eventViewsProjection } from './events/event-views/event-views';
import { notificationReadsProjection } from './notifications/notification-reads-projection';
import { notificationsProjection } from './notifications/notifications-projection';
import { positionPapersProjection } from './papers/position-papers';
import { organiserViewsProjection } from './organisers/organiser-views/organiser-views';
import { organisersListProjection } from './organisers/organisers-list';
import { registrationViewsProjection } from './registrations/registration-views/registration-views';
import { usersAdminListProjection } from './users/users-admin-list';
import { registrationsListProjection } from './registrations/registrations-list';
import { waitingListsProjection } from './registrations/waiting-lists';
import type { Projection } from './runtime/projection';
import { areasListProjection } from './schools/areas-list';
import { localitiesListProjection } from './schools/localities-list';
import { localityRowsProjection } from './schools/locality-rows';
import { schoolsListProjection } from './schools/schools-list';
import { userAccountsProjection } from './users/accounts-projection';
import { userProfilesProjection } from './users/profiles-projection';
import { eventDashboardProjection } from './workspace/event-dashboard';
import { eventCommitteesListProjection } from './workspace/event-committees-list';
import { eventCommitteeViewsProjection } from './workspace/event-committee-views/event-committee-views';
import { eventDocumentsListProjection } from './workspace/event-documents-list';
import { eventLeaderViewsProjection } from './workspace/event-leader-views/event-leader-views';
import { eventLeadersListProjection } from './workspace/event-leaders-list';

/** Every read model the system maintains; the runtime, rebuild and check work over this list. */
export const allProjections: readonly Projection[] = [
  leadershipRolesList.projection,
  committeesList.projection,
  countriesList.projection,
  userAccountsProjection,
  userProfilesProjection,
  localitiesListProjection,
  areasListProjection,
  schoolsListProjection,
  localityRowsProjection,
  organisersListProjection,
  eventsListProjection,
  registrationsListProjection,
  eventLeadersListProjection,
  auditHistoryProjection,
  eventDocumentsListProjection,
  eventCommitteesListProjection,
  eventDashboardProjection,
  delegateAllocationsProjection,
  notificationsProjection,
  notificationReadsProjection,
  registrationViewsProjection,
  usersAdminListProjection,
  organiserViewsProjection,
  eventCommitteeViewsProjection,
  eventLeaderViewsProjection,
  waitingListsProjection,
  delegationViewsProjection,
  eventViewsProjection,
  conferenceAttendanceProjection,
  awardNominationsProjection,
  positionPapersProjection,
  certificatesProjection,
];
