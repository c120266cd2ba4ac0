import { useMemo } from 'react';
import { roleFilter, useListState } from './use-list-state';

export type PersonRole = 'student' | 'teacher';

/**
 * A people list split into Students and Teachers (spec §2.6): the role, search and page in the
 * URL (students on a bare URL), the rows of the role shown and how many each role has (null
 * until the list has loaded).
 */
export const useRoleList = <Row>(all: readonly Row[] | undefined, roleOf: (row: Row) => PersonRole) => {
  const list = useListState<{ role: PersonRole }>({ role: roleFilter });
  const { role } = list.filters;
  const rows = useMemo(() => (all ?? []).filter((row) => roleOf(row) === role), [all, role, roleOf]);
  const counts = useMemo(() => {
    if (!all) return null;
    const counted: Record<PersonRole, number> = { student: 0, teacher: 0 };
    for (const row of all) counted[roleOf(row)] += 1;
    return counted;
  }, [all, roleOf]);
  return { ...list, role, rows, counts, setRole: (next: PersonRole) => list.setFilter('role', next) };
};
