import { adminEndpoints } from './admin';
import { allocationEndpoints } from './allocation';
import { awardsEndpoints } from './awards';
import { certificatesEndpoints } from './certificates';
import { committeeEndpoints, countryEndpoints, leadershipRoleEndpoints } from './catalogue';
import { chairEndpoints } from './chair';
import { conferenceEndpoints } from './conference';
import { delegationsEndpoints } from './delegations';
import type { EndpointDefinition } from './endpoint';
import { eventCommitteesEndpoints } from './event-committees';
import { eventDashboardEndpoints } from './event-dashboard';
import { eventDocumentsEndpoints } from './event-documents';
import { eventLeadersEndpoints } from './event-leaders';
import { eventsEndpoints } from './events';
import { healthEndpoints } from './health';
import { importsEndpoints } from './imports';
import { notificationsEndpoints } from './notifications';
import { papersEndpoints } from './papers';
import { organisersEndpoints } from './organisers';
import { registrationsEndpoints } from './registrations';
import { schoolsEndpoints } from './schools';
import { usersEndpoints } from './users';

/**
 * Every endpoint of the API, for what walks them all: the contract-coverage test, the
 * permission walk and the fuzz test. Only tests import this list; each side imports the
 * endpoints it uses from their context's file.
 */
export const allEndpoints: readonly EndpointDefinition[] = [
  healthEndpoints,
  usersEndpoints,
  notificationsEndpoints,
  leadershipRoleEndpoints,
  committeeEndpoints,
  countryEndpoints,
  schoolsEndpoints,
  organisersEndpoints,
  eventsEndpoints,
  eventCommitteesEndpoints,
  eventLeadersEndpoints,
  eventDocumentsEndpoints,
  eventDashboardEndpoints,
  registrationsEndpoints,
  delegationsEndpoints,
  allocationEndpoints,
  chairEndpoints,
  awardsEndpoints,
  papersEndpoints,
  certificatesEndpoints,
  importsEndpoints,
  conferenceEndpoints,
  adminEndpoints,
].flatMap((context) => Object.values(context) as EndpointDefinition[]);
