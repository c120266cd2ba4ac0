import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One query-string value as state, so that a reload or a shared link keeps it. Updates
 * replace the history entry: typing in a search box should not fill the back button.
 */
export const useSearchParam = (name: string, fallback = ''): [string, (value: string) => void] => {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? fallback;
  const setValue = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === '' || next === fallback) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      ),
    [name, fallback, setParams],
  );
  return [value, setValue];
};
