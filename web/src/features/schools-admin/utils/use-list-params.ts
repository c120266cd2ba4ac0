import { useListState, type ListFilter } from '../../../lib/use-list-state';
import { FIRST_EMIRATE, isEmirateKey, type EmirateKey } from './emirates';

const emirateFilter: ListFilter<EmirateKey> = { fallback: FIRST_EMIRATE, is: isEmirateKey };

/**
 * The emirate tab, the search and the page of a list, kept in the URL: a reload keeps them,
 * and opening the list from the side navigation (a bare URL) starts on the first tab (spec §2.6).
 */
export const useListParams = () => {
  const { filters, setFilter, ...state } = useListState<{ tab: EmirateKey }>({ tab: emirateFilter });
  return { ...state, tab: filters.tab, setTab: (next: EmirateKey) => setFilter('tab', next) };
};

/** A link to a list on a tab with a search (the Localities row menu's List opens its schools). */
export const listHref = (path: string, tab: EmirateKey, search: string): string => {
  const query = new URLSearchParams();
  if (tab !== FIRST_EMIRATE) query.set('tab', tab);
  if (search) query.set('q', search);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};
