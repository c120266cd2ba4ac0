import { auditedEntities, type AuditedEntity, type StatusChangeFilters } from '@domain/shared/status-change';
import { parsePage } from '../../../lib/page-numbers';

export const HISTORY_PAGE_SIZE = 25;

export const entityTypeLabels: Record<AuditedEntity, string> = {
  user: 'User',
  organiser: 'Organiser',
  school: 'School',
  area: 'Area',
  locality: 'Locality',
  event: 'Event',
  registration: 'Registration',
  'leadership-role': 'Leadership role',
  'committee-chair': 'Committee chair',
  'import-mapping': 'Import mapping',
  allocation: 'Allocation',
  'waiting-list': 'Waiting list',
  session: 'Session',
  'roll-call': 'Roll call',
  awards: 'Awards',
  'position-paper': 'Position papers',
  certificates: 'Certificates',
};

/** The filters of the history view, as they stand in the URL; '' means no filter. */
export interface HistoryFilters {
  entityType: AuditedEntity | '';
  entityId: string;
  actorId: string;
  /** YYYY-MM-DD, a day of the viewer's calendar */
  from: string;
  to: string;
}

const isEntityType = (value: string): value is AuditedEntity => (auditedEntities as readonly string[]).includes(value);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as a local Date at midnight, or null when it is not a real day. */
const localDay = (value: string): Date | null => {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
};

export const readHistoryFilters = (params: URLSearchParams): HistoryFilters & { page: number } => {
  const entityType = params.get('entityType') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return localDay(value) ? value : '';
  };
  return {
    entityType: isEntityType(entityType) ? entityType : '',
    entityId: params.get('entityId')?.trim() ?? '',
    actorId: params.get('actorId')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
    page: parsePage(params.get('page')),
  };
};

/**
 * The API's filters (only those that are set). Days are the viewer's: 'from' starts at their
 * local midnight and 'to' takes the whole of its day, whatever time zone the server keeps.
 */
export const statusChangesFilters = (filters: HistoryFilters): StatusChangeFilters => {
  const from = localDay(filters.from);
  const to = localDay(filters.to);
  const lastMoment = to ? new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).getTime() - 1 : null;
  return {
    ...(filters.entityType ? { entityType: filters.entityType } : {}),
    ...(filters.entityId ? { entityId: filters.entityId } : {}),
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(lastMoment !== null ? { to: new Date(lastMoment).toISOString() } : {}),
  };
};
