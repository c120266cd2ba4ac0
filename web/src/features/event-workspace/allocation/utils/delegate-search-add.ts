import type { Registration } from '../../../../lib/registration-schema';
import { FULL_LIST } from '../../utils/allocation-view';
import { msg, t } from '../../../../i18n/intl';
import { delegateMessages } from './delegate-messages';
import { delegateName, munExperienceLabel, schoolName } from './delegate-rows';
import { matchesSearch } from '@domain/shared/search-text';

export const SEARCH_ADD_PLACEHOLDER = msg('Search by name or MUN experience or school and assign');

/** Suggestions shown under the box at most: enough to pick from, few enough to read. */
export const SEARCH_ADD_LIMIT = 20;

type Searchable = Pick<Registration, 'mun_experience' | 'user'>;

/**
 * Spec §2 item 6, Allocation: the delegates whose name (or username), MUN experience ('2',
 * '2 years') or school holds the text, any case; none for an empty box.
 */
export const searchDelegatesToAdd = <Delegate extends Searchable>(
  delegates: readonly Delegate[],
  query: string,
  limit = SEARCH_ADD_LIMIT,
): Delegate[] => {
  if (!query.trim()) return [];
  const found: Delegate[] = [];
  for (const delegate of delegates) {
    const values = [
      delegateName(delegate.user),
      delegate.user.username ?? '',
      munExperienceLabel(delegate.mun_experience),
      schoolName(delegate.user),
    ];
    if (matchesSearch(values, query)) found.push(delegate);
    if (found.length === limit) break;
  }
  return found;
};

/** Spec §5: what stops adding a delegate to the open committee (in the chosen language), or null. */
export const addProblem = (selected: string, delegate: Pick<Registration, 'locked'>): string | null => {
  if (selected === FULL_LIST) return t(delegateMessages.chooseCommitteeFirst);
  if (delegate.locked) return t(delegateMessages.locked);
  return null;
};
