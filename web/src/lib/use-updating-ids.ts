import { useCallback, useState } from 'react';

/** The rows whose status change is on its way (they show 'Updating' and their menu waits). */
export const useUpdatingIds = () => {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback(
    (id: string, on: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return [ids, mark] as const;
};
