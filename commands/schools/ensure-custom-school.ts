import { DomainError } from '@domain/shared/errors';
import { normaliseName } from '@domain/schools/fields';
import { localityErrors } from '@domain/schools/locality-admin';
import { liveLocality } from '@domain/schools/locality-directory';
import { OTHER_LOCALITY_ID } from '@domain/schools/pseudo-ids';
import { liveSchoolIdByName } from '@domain/schools/school-directory';
import type { EventStore, Position } from '../event-store/port';
import type { CommandContext } from '../handler/command-handler';
import { loadCurrentSchools } from './current-schools';
import { addLocality, loadLocalityDirectory } from './locality-directory-commands';
import { loadSchoolDirectory, runSchoolDirectoryCommand } from './school-directory-commands';
import { stampOf } from './stamp';

export type EnsureCustomSchoolInput =
  /** The user picked a listed locality, then 'not in the list' (UNLISTED) as the school. */
  | { schoolName: string; localityId: string }
  /** The user picked 'Other' as the locality and typed both names. */
  | { schoolName: string; customLocalityName: string };

export interface EnsuredSchool {
  schoolId: string;
  localityId: string;
  /** Where the read models must have caught up to for the new rows to show; null if nothing was added. */
  position: Position | null;
}

// Spec §5 (profile edit): the messages under the custom name fields.
const CUSTOM_SCHOOL_REQUIRED = 'Please enter a custom school name';
const CUSTOM_LOCALITY_REQUIRED = 'Please enter a custom locality name';

const invalid = (field: string, message: string) => new DomainError('validation', 'VALIDATION_FAILED', message, { [field]: message });

const later = (a: Position | null, b: Position | null): Position | null => (a === null ? b : b === null ? a : a > b ? a : b);

/**
 * The school a profile names when it is not in the list: the (custom) locality first, then
 * an Unlisted school in it. Either is reused when its name exists already, so two users
 * typing the same school share one school. Both steps derive their event ids from the one
 * command id, so a retried request finishes a half-done call and adds nothing twice.
 */
export const ensureCustomSchool = async (
  store: EventStore,
  input: EnsureCustomSchoolInput,
  context: CommandContext,
  now: Date,
): Promise<EnsuredSchool> => {
  const schoolName = normaliseName(input.schoolName ?? '');
  if (!schoolName) throw invalid('custom_school_name', CUSTOM_SCHOOL_REQUIRED);

  let localityId: string;
  let localityPosition: Position | null = null;
  if ('customLocalityName' in input) {
    if (!normaliseName(input.customLocalityName ?? '')) throw invalid('custom_locality_name', CUSTOM_LOCALITY_REQUIRED);
    const locality = await addLocality(store, { name: input.customLocalityName, custom: true }, context, now);
    localityId = locality.localityId;
    localityPosition = locality.position;
  } else {
    if (input.localityId === OTHER_LOCALITY_ID) throw invalid('custom_locality_name', CUSTOM_LOCALITY_REQUIRED);
    localityId = input.localityId;
  }

  const locality = liveLocality(await loadLocalityDirectory(store), localityId);
  if (!locality) throw localityErrors.localityNotFound();

  // Where schools are now: a merge of Localities-list rows may have moved the school meant here.
  const known = liveSchoolIdByName(await loadCurrentSchools(store), localityId, schoolName);
  const result = await runSchoolDirectoryCommand(
    store,
    {
      type: 'AddCustomSchool',
      name: schoolName,
      localityId,
      localityCode: locality.code,
      knownSchoolId: known ?? null,
      ...stampOf(context, now),
    },
    context,
  );
  const added = result.events.find((event) => event.type === 'SchoolAdded');
  const schoolId = added?.data.schoolId ?? known ?? liveSchoolIdByName(await loadSchoolDirectory(store), localityId, schoolName);
  if (schoolId === undefined) throw new Error(`custom school '${schoolName}' neither added nor found`);
  // A school found by name may sit elsewhere now: merged into another school, or moved by a locality merge.
  const current = added ? undefined : (await loadCurrentSchools(store)).schools.get(schoolId);
  return { schoolId, localityId: current?.localityId ?? localityId, position: later(localityPosition, result.position) };
};
