export interface KnownSchool {
  id: string;
  name: string;
}

export type SchoolMatch = { kind: 'one'; id: string } | { kind: 'many'; ids: string[] } | { kind: 'none' };

// Words that schools' names carry or drop at will: "Al Noor School" and "al-noor" are one school.
const FILLER = new Set(['the', 'school', 'schools', 'private', 'llc', 'of']);

const wordsOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !FILLER.has(word));

/**
 * Each listed school's words, worked out once per list: an import matches every row against
 * the same list, and normalising every school's name again for each row was most of its planning.
 */
const namesOfList = new WeakMap<readonly KnownSchool[], Map<KnownSchool, { key: string; words: ReadonlySet<string> }>>();
const namesOf = (schools: readonly KnownSchool[]) => {
  const known = namesOfList.get(schools);
  if (known) return known;
  const named = new Map(
    schools.map((school) => {
      const words = wordsOf(school.name);
      return [school, { key: words.join(' '), words: new Set(words) }] as const;
    }),
  );
  namesOfList.set(schools, named);
  return named;
};

/**
 * The listed school a spreadsheet names: the same name (ignoring case, punctuation, accents
 * and filler words such as "School"), else the only school whose name holds every word
 * written. Several candidates are for the organiser to choose from.
 */
export const matchSchool = (written: string, schools: readonly KnownSchool[]): SchoolMatch => {
  const wanted = wordsOf(written);
  if (wanted.length === 0) return { kind: 'none' };
  const key = wanted.join(' ');
  const named = namesOf(schools);
  const exact = schools.filter((school) => named.get(school)!.key === key);
  if (exact.length === 1) return { kind: 'one', id: exact[0]!.id };
  if (exact.length > 1) return { kind: 'many', ids: exact.map((school) => school.id) };
  const containing = schools.filter((school) => {
    const { words } = named.get(school)!;
    return wanted.every((word) => words.has(word));
  });
  if (containing.length === 1) return { kind: 'one', id: containing[0]!.id };
  if (containing.length > 1) return { kind: 'many', ids: containing.map((school) => school.id) };
  return { kind: 'none' };
};
