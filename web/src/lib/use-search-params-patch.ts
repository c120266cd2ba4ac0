import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SearchParamsPatch = Record<string, string | null | undefined>;

/**
 * The query string as state, so that a reload or a shared link keeps it; changed several keys
 * at a time (a filter and the page it resets in one step). An empty value removes its key.
 * Updates replace the history entry: typing in a search box or filtering should not fill the
 * back button. Lists use it through useListState.
 */
export const useSearchParamsPatch = (): [URLSearchParams, (patch: SearchParamsPatch) => void] => {
  const [params, setParams] = useSearchParams();
  const patch = useCallback(
    (values: SearchParamsPatch) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, value] of Object.entries(values)) {
            if (value === null || value === undefined || value === '') updated.delete(key);
            else updated.set(key, value);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, patch];
};
