import type { StatusChangeSource } from '../source';
import { allocationStatusSource } from './allocation';
import { conferenceStatusSource } from './conference';
import { awardsStatusSource } from './awards';
import { certificatesStatusSource } from './certificates';
import { eventsStatusSource } from './events';
import { importMappingStatusSource } from './imports';
import { papersStatusSource } from './papers';
import { organisersStatusSource } from './organisers';
import { registrationsStatusSource } from './registrations';
import { schoolsStatusSource } from './schools';
import { usersStatusSource } from './users';
import { waitingListStatusSource } from './waiting-list';
import { workspaceStatusSource } from './workspace';

/** Every context whose status changes the audit trail records. */
export const statusChangeSources: readonly StatusChangeSource[] = [
  usersStatusSource,
  organisersStatusSource,
  schoolsStatusSource,
  eventsStatusSource,
  registrationsStatusSource,
  workspaceStatusSource,
  importMappingStatusSource,
  allocationStatusSource,
  waitingListStatusSource,
  conferenceStatusSource,
  awardsStatusSource,
  papersStatusSource,
  certificatesStatusSource,
];
