import { sql, type CommonQueryMethods, type IdentifierSqlToken } from 'slonik';
import type { RecordedEvent } from '../../commands/event-store/port';
import { parseLocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { parseSchoolDirectoryEvent } from '@domain/schools/school-directory';
import type { Row, RowBuffer } from '../runtime/row-buffer';

/** The merges a read model that names schools (profiles, organisers) follows so each names a school still in the list. */
export const schoolMergeEventTypes = ['SchoolsMerged', 'LocalitiesMerged'] as const;

const stampOf = (options: { stamp: boolean }, at: string) => (options.stamp ? sql.fragment`, updated_at = ${at}` : sql.fragment``);

/**
 * Re-points profiles (a table with school_id and locality_id) after a merge: users of a
 * merged school now name the primary and its locality; users of schools moved by a merge of
 * Localities-list rows now name the primary row's locality. Any other event is left alone.
 */
export const followSchoolMerges = async (
  tx: CommonQueryMethods,
  recorded: RecordedEvent,
  profiles: IdentifierSqlToken,
  /** false for tables without an updated_at column */
  options: { stamp: boolean } = { stamp: true },
) => {
  if (recorded.type === 'SchoolsMerged') {
    const event = parseSchoolDirectoryEvent(recorded.type, recorded.data);
    if (event?.type !== 'SchoolsMerged') return;
    const { primarySchoolId, primaryLocalityId, secondarySchoolId, at } = event.data;
    await tx.query(sql.unsafe`
      UPDATE ${profiles} SET school_id = ${primarySchoolId}, locality_id = ${primaryLocalityId}${stampOf(options, at)}
      WHERE school_id = ${secondarySchoolId}`);
  } else if (recorded.type === 'LocalitiesMerged') {
    const event = parseLocalityDirectoryEvent(recorded.type, recorded.data);
    if (event?.type !== 'LocalitiesMerged') return;
    const { schoolIds, primaryLocalityId, at } = event.data;
    await tx.query(sql.unsafe`
      UPDATE ${profiles} SET locality_id = ${primaryLocalityId}${stampOf(options, at)}
      WHERE school_id = ANY(${sql.array(schoolIds, 'text')})`);
  }
};

/**
 * The schools whose rows a batch's merges can re-point. A row reaches a merged school only
 * from one of these (a merge moves rows off a secondary school), so reading the rows that
 * name them before the batch is folded gives `foldSchoolMerge` every row it must change.
 */
export const schoolsMergedIn = (events: readonly RecordedEvent[]): string[] => {
  const schoolIds = new Set<string>();
  for (const recorded of events) {
    if (recorded.type === 'SchoolsMerged') {
      const event = parseSchoolDirectoryEvent(recorded.type, recorded.data);
      if (event?.type === 'SchoolsMerged') schoolIds.add(event.data.secondarySchoolId);
    } else if (recorded.type === 'LocalitiesMerged') {
      const event = parseLocalityDirectoryEvent(recorded.type, recorded.data);
      if (event?.type === 'LocalitiesMerged') for (const schoolId of event.data.schoolIds) schoolIds.add(schoolId);
    }
  }
  return [...schoolIds];
};

/** Reads the rows naming the schools a batch's merges reach (see `schoolsMergedIn`). */
export const loadRowsMergesReach = async (tx: CommonQueryMethods, rows: RowBuffer, events: readonly RecordedEvent[]) => {
  const schoolIds = schoolsMergedIn(events);
  if (schoolIds.length > 0) await rows.load(tx, sql.fragment`t.school_id = ANY(${sql.array(schoolIds, 'text')})`);
};

/** `followSchoolMerges` on a batch's rows in memory. */
export const foldSchoolMerge = (rows: RowBuffer, recorded: RecordedEvent, options: { stamp: boolean } = { stamp: true }) => {
  const stamp = (at: string): Row => (options.stamp ? { updated_at: at } : {});
  if (recorded.type === 'SchoolsMerged') {
    const event = parseSchoolDirectoryEvent(recorded.type, recorded.data);
    if (event?.type !== 'SchoolsMerged') return;
    const { primarySchoolId, primaryLocalityId, secondarySchoolId, at } = event.data;
    rows.updateWhere((row) => row.school_id === secondarySchoolId, {
      school_id: primarySchoolId,
      locality_id: primaryLocalityId,
      ...stamp(at),
    });
  } else if (recorded.type === 'LocalitiesMerged') {
    const event = parseLocalityDirectoryEvent(recorded.type, recorded.data);
    if (event?.type !== 'LocalitiesMerged') return;
    const { schoolIds, primaryLocalityId, at } = event.data;
    rows.updateWhere((row) => schoolIds.includes(String(row.school_id)), { locality_id: primaryLocalityId, ...stamp(at) });
  }
};
