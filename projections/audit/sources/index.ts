import type { StatusChangeSource } from '../source';
import { usersStatusSource } from './users';

/** Every context whose status changes the audit trail records. */
export const statusChangeSources: readonly StatusChangeSource[] = [usersStatusSource];
