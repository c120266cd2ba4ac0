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
 * The listed school a spreadsheet names: the same name (ignoring case, punctuation, accents
 * and filler words such as "School"), else the only school whose name holds every word
 * written. Several candidates are for the organiser to choose from.
 */
export const matchSchool = (written: string, schools: readonly KnownSchool[]): SchoolMatch => {
  const wanted = wordsOf(written);
  if (wanted.length === 0) return { kind: 'none' };
  const key = wanted.join(' ');
  const exact = schools.filter((school) => wordsOf(school.name).join(' ') === key);
  if (exact.length === 1) return { kind: 'one', id: exact[0]!.id };
  if (exact.length > 1) return { kind: 'many', ids: exact.map((school) => school.id) };
  const containing = schools.filter((school) => {
    const words = new Set(wordsOf(school.name));
    return wanted.every((word) => words.has(word));
  });
  if (containing.length === 1) return { kind: 'one', id: containing[0]!.id };
  if (containing.length > 1) return { kind: 'many', ids: containing.map((school) => school.id) };
  return { kind: 'none' };
};
