import { compareNames } from '../../../i18n/format';
import type { ReviewKind, RowView } from '../api/import-types';
import type { SchoolOption } from '../api/get-schools';

export interface ReviewActions {
  /** 'Link anyway': the existing account, despite a different name or role. */
  link: boolean;
  /** 'Create account' at a school: any listed school, only the matching ones, or none. */
  school: 'any' | 'matching' | null;
}

/** What the organiser may decide for a row needing review, by why it needs review; Skip is always there. */
export const reviewActionsOf = (kind: ReviewKind | null): ReviewActions => {
  switch (kind) {
    case 'name':
    case 'role':
      return { link: true, school: null };
    case 'school-missing':
    case 'school-not-found':
      return { link: false, school: 'any' };
    case 'school-ambiguous':
      return { link: false, school: 'matching' };
    default:
      return { link: false, school: null };
  }
};

const byName = (a: SchoolOption, b: SchoolOption) => compareNames(a.name, b.name);

/** The schools to choose from for a row: every listed school by name, or the ones its school matched in the server's order. */
export const schoolChoices = (row: Pick<RowView, 'kind' | 'schoolIds'>, schools: readonly SchoolOption[]): SchoolOption[] => {
  const { school } = reviewActionsOf(row.kind);
  if (school === 'any') return [...schools].sort(byName);
  if (school === 'matching') {
    const byId = new Map(schools.map((candidate) => [candidate.id, candidate]));
    return row.schoolIds.flatMap((id) => byId.get(id) ?? []);
  }
  return [];
};

/** A school's name, with its locality where another school has the same name. */
export const schoolLabel = (school: SchoolOption, all: readonly SchoolOption[]): string => {
  const twin = all.some((other) => other.id !== school.id && other.name.trim().toLowerCase() === school.name.trim().toLowerCase());
  return twin && school.locality?.name ? `${school.name} (${school.locality.name})` : school.name;
};
