/** Spec §5: search in every table is a case-insensitive substring match over several fields. */
export const matchesSearch = (value: unknown, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return String(value ?? '')
    .toLowerCase()
    .includes(needle);
};
