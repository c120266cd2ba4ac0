import { auditedEntities, type AuditedEntity, type StatusChangeFilters } from '@domain/shared/status-change';
import { parsePage } from '../../../lib/page-numbers';
import { msg } from '../../../i18n/intl';

export const HISTORY_PAGE_SIZE = 25;

/** The entity types by name (messages: shown with t()). */
export const entityTypeLabels: Record<AuditedEntity, string> = {
  user: msg('User'),
  organiser: msg('Organiser'),
  school: msg('School'),
  area: msg('Area'),
  locality: msg('Locality'),
  event: msg('Event'),
  registration: msg('Registration'),
  'leadership-role': msg('Leadership role'),
  'committee-chair': msg('Committee chair'),
  'import-mapping': msg('Import mapping'),
  allocation: msg('Allocation'),
  'waiting-list': msg('Waiting list'),
  session: msg('Session'),
  'roll-call': msg('Roll call'),
  awards: msg('Awards'),
  'position-paper': msg('Position papers'),
  certificates: msg('Certificates'),
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
