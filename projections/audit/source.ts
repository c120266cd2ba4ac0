import type { RecordedEvent } from '../../commands/event-store/port';
import type { AuditedEntity } from '@domain/shared/status-change';

/** One line of the audit trail: an entity went from one status to another. */
export interface StatusChangeEntry {
  entityType: AuditedEntity;
  entityId: string;
  from: string | null;
  to: string;
  /** the user who made the change; null for the system (seed, migration) */
  by: string | null;
  at: string;
  /** what else a reader needs, e.g. 'merged into <id>'; never personal data */
  detail?: string | null;
}

/**
 * How one context's events become audit entries. Each context owns its source file in
 * `sources/`; the audit projection subscribes to the union of their event types.
 * `entriesOf` must be pure and must never throw on a recorded event (return [] instead).
 */
export interface StatusChangeSource {
  eventTypes: readonly string[];
  entriesOf(event: RecordedEvent): StatusChangeEntry[];
}
