import { parsePage } from '../../../lib/page-numbers';
import { useSearchParamsPatch } from '../../../lib/use-search-params-patch';
import { FIRST_EMIRATE, isEmirateKey, type EmirateKey } from './emirates';

/**
 * The emirate tab, the search and the page of a list, kept in the URL: a reload keeps them,
 * and opening the list from the side navigation (a bare URL) starts on the first tab (spec §2.6).
 */
export const useListParams = () => {
  const [params, patch] = useSearchParamsPatch();
  const tabParam = params.get('tab');
  const tab: EmirateKey = isEmirateKey(tabParam) ? tabParam : FIRST_EMIRATE;
  return {
    tab,
    search: params.get('q') ?? '',
    page: parsePage(params.get('page')),
    setTab: (next: EmirateKey) => patch({ tab: next === FIRST_EMIRATE ? null : next, page: null }),
    setSearch: (value: string) => patch({ q: value, page: null }),
    setPage: (next: number) => patch({ page: next === 1 ? null : String(next) }),
  };
};

/** A link to a list on a tab with a search (the Localities row menu's List opens its schools). */
export const listHref = (path: string, tab: EmirateKey, search: string): string => {
  const query = new URLSearchParams();
  if (tab !== FIRST_EMIRATE) query.set('tab', tab);
  if (search) query.set('q', search);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};
