import { parsePage } from './page-numbers';
import { useSearchParamsPatch } from './use-search-params-patch';

/** A filter kept in the URL: the values it may take and the one a bare URL means. */
export interface ListFilter<Value extends string> {
  fallback: Value;
  is: (raw: string | null) => raw is Value;
}

type Filters<Values extends Record<string, string>> = { [Key in keyof Values]: ListFilter<Values[Key]> };

/**
 * A list's search (`q`), page (`page`) and filters (a tab, a role), kept in the URL so that a
 * reload or a shared link keeps them; a bare URL is the first page, no search, each filter's
 * fallback. A new search or filter starts again on the first page.
 */
export const useListState = <Values extends Record<string, string> = Record<never, string>>(filters?: Filters<Values>) => {
  const [params, patch] = useSearchParamsPatch();
  const values = Object.fromEntries(
    Object.entries<ListFilter<string>>(filters ?? {}).map(([key, filter]) => {
      const raw = params.get(key);
      return [key, filter.is(raw) ? raw : filter.fallback];
    }),
  ) as Values;
  return {
    search: params.get('q') ?? '',
    page: parsePage(params.get('page')),
    filters: values,
    setSearch: (value: string) => patch({ q: value, page: null }),
    setPage: (next: number) => patch({ page: next === 1 ? null : String(next) }),
    setFilter: <Key extends keyof Values & string>(key: Key, value: Values[Key]) =>
      patch({ [key]: value === filters?.[key].fallback ? null : value, page: null }),
  };
};

/** The Students / Teachers switch of the people lists; a bare URL shows the students. */
export const roleFilter: ListFilter<'student' | 'teacher'> = {
  fallback: 'student',
  is: (raw): raw is 'student' | 'teacher' => raw === 'student' || raw === 'teacher',
};
