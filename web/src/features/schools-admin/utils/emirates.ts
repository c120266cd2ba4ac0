import { msg } from '../../../i18n/intl';

/**
 * Spec §2.6: the Schools and Localities lists have a tab per emirate, in this order, and
 * Other for every locality outside the seven. A locality belongs to a tab by its name, else
 * by its code: the seed's codes (DU, AD, AAN, SHJ, AJM, RAK, UAQ) and the spec's (AIN, SH, AJ).
 * The name comes first because a custom locality's code is only the first two letters of
 * whatever was typed ('Adelaide' would be AD).
 */
export const emirateTabs = [
  { key: 'dubai', label: msg('Dubai'), names: ['dubai'], codes: ['DU'] },
  { key: 'abu-dhabi', label: msg('Abu Dhabi'), names: ['abu dhabi'], codes: ['AD'] },
  { key: 'al-ain', label: msg('Al Ain'), names: ['al ain'], codes: ['AAN', 'AIN'] },
  { key: 'sharjah', label: msg('Sharjah'), names: ['sharjah'], codes: ['SHJ', 'SH'] },
  { key: 'ajman', label: msg('Ajman'), names: ['ajman'], codes: ['AJM', 'AJ'] },
  { key: 'ras-al-khaimah', label: msg('Ras Al Khaimah'), names: ['ras al khaimah'], codes: ['RAK'] },
  { key: 'umm-al-quwain', label: msg('Umm Al Quwain'), names: ['umm al quwain'], codes: ['UAQ'] },
  { key: 'other', label: msg('Other'), names: [], codes: [] },
] as const satisfies readonly { key: string; label: string; names: readonly string[]; codes: readonly string[] }[];

export type EmirateKey = (typeof emirateTabs)[number]['key'];

export const FIRST_EMIRATE: EmirateKey = emirateTabs[0].key;

export const isEmirateKey = (value: string | null | undefined): value is EmirateKey => emirateTabs.some((tab) => tab.key === value);

/** 'Umm Al-Quwain ' → 'umm al quwain' */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface LocalityNaming {
  code: string;
  name: string;
}

/** The tab a locality is listed under. */
export const emirateOf = ({ code, name }: LocalityNaming): EmirateKey => {
  const byName = emirateTabs.find((tab) => (tab.names as readonly string[]).includes(plain(name)));
  if (byName) return byName.key;
  const upper = code.trim().toUpperCase();
  return emirateTabs.find((tab) => (tab.codes as readonly string[]).includes(upper))?.key ?? 'other';
};

/** How many rows each tab holds (for the counts on the tabs). */
export const countByEmirate = <Row>(rows: readonly Row[], localityOf: (row: Row) => LocalityNaming): Record<EmirateKey, number> => {
  const counts = Object.fromEntries(emirateTabs.map((tab) => [tab.key, 0])) as Record<EmirateKey, number>;
  for (const row of rows) counts[emirateOf(localityOf(row))] += 1;
  return counts;
};
