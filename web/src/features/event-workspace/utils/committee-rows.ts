import { committeeMessages } from '@domain/workspace/event-committee-rules';
import { msg } from '../../../i18n/intl';
import { matchesSearch } from '@domain/shared/search-text';

/** Spec §2 tab 4: the category tabs of the Committees and Agendas tabs, in order. */
export const committeeCategoryTabs = [
  { id: 'country', label: msg('Country') },
  { id: 'role', label: msg('Role') },
  { id: 'crisis', label: msg('Crisis') },
  { id: 'open', label: msg('Open Committees') },
] as const;
export type CommitteeCategoryTab = (typeof committeeCategoryTabs)[number]['id'];

/** A committee row being added (id null) or edited: only these fields are editable (§4). */
export interface CommitteeDraft {
  id: string | null;
  committeeId: string;
  committeeName: string;
  abbr: string;
  seats: string;
  chairUsername: string;
  deputyChair1Username: string;
  deputyChair2Username: string;
}

export const emptyDraft = (): CommitteeDraft => ({
  id: null,
  committeeId: '',
  committeeName: '',
  abbr: '',
  seats: '50',
  chairUsername: '',
  deputyChair1Username: '',
  deputyChair2Username: '',
});

/** §5: the first thing missing before a Save (new row) or Update (saved row), or null. */
export const draftProblem = (draft: CommitteeDraft | null, mode: 'save' | 'update'): string | null => {
  const save = mode === 'save';
  if (!draft) return save ? committeeMessages.noRowToSave : committeeMessages.noRowToUpdate;
  if (draft.committeeName.trim() === '') return save ? committeeMessages.selectCommittee : committeeMessages.selectCommitteeUpdate;
  if (draft.seats.trim() === '') return save ? committeeMessages.enterSeats : committeeMessages.enterSeatsUpdate;
  if (draft.committeeId === '') return save ? committeeMessages.fromDropdown : committeeMessages.fromDropdownUpdate;
  return null;
};

/** §5: seats are parsed as integers, missing as 0. */
export const seatsOf = (value: string): number => {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/** §5: the catalogue filtered by the current category and by name or abbreviation, any case. */
export const searchCatalogue = <Entry extends { abbr: string; committee: string; category: string }>(
  entries: readonly Entry[],
  category: string,
  query: string,
): Entry[] => {
  return entries.filter((entry) => entry.category === category && matchesSearch([entry.committee, entry.abbr], query));
};
