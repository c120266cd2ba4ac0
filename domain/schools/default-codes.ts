import { leadingLetters, nameKey } from './fields';

/** Spec §9: the emirates' cities have fixed area codes. */
export const CITY_AREA_CODES: Readonly<Record<string, string>> = {
  dubai: 'DU',
  'abu dhabi': 'AD',
  sharjah: 'SHJ',
  ajman: 'AJM',
  'ras al khaimah': 'RAK',
  fujairah: 'FUJ',
  'umm al quwain': 'UAQ',
  'al ain': 'AAN',
};

/** Spec §3: a locality's default code is the first 2 letters of its name. */
export const defaultLocalityCode = (name: string): string => leadingLetters(name, 2);

/** A city keeps its fixed code; any other area gets the first 3 letters of its name. */
export const defaultAreaCode = (name: string): string => CITY_AREA_CODES[nameKey(name)] ?? leadingLetters(name, 3);
