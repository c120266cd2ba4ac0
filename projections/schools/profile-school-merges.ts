import { sql, type CommonQueryMethods, type IdentifierSqlToken } from 'slonik';
import type { RecordedEvent } from '../../commands/event-store/port';
import { parseLocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { parseSchoolDirectoryEvent } from '@domain/schools/school-directory';

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
