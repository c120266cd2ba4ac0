import { describe, expect, it } from 'vitest';
import { baseSchoolCode, generateSchoolCode, isCodeFrom, schoolAbbreviation, uniqueSchoolCode } from './school-code';

describe('school abbreviation', () => {
  it.each([
    ['Jumeirah English Speaking School', 'JES'],
    ['GEMS Wellington Academy Al Khail', 'GWK'],
    ['Ras Al Khaimah English Speaking School', 'RKE'],
  ])('takes the initials of the significant words: %s → %s', (name, abbreviation) => {
    expect(schoolAbbreviation(name)).toBe(abbreviation);
  });

  it('uses at most three initials when there are more significant words', () => {
    expect(schoolAbbreviation('Emirates National Model United Nations School')).toBe('ENM');
  });

  it.each([
    ['Repton School Dubai', 'REP'],
    ['Uptown International School', 'UPT'],
    ['Sharjah English School', 'SEH'],
    ['Emirates International School Jumeirah', 'EJM'],
    ['The British School Al Khubairat', 'BKR'],
    ['Nord Anglia International School Dubai', 'NAO'],
    ['Dubai English Speaking College', 'ESN'],
    ['Kings’ School Dubai', 'KIN'],
    ["Kings' School Al Barsha", 'KBI'],
  ])('pads from the letters of the first significant word: %s → %s', (name, abbreviation) => {
    expect(schoolAbbreviation(name)).toBe(abbreviation);
  });

  it('skips the common words whatever their case', () => {
    expect(schoolAbbreviation('THE AL-Noor PRIVATE high SCHOOL of DUBAI for Girls AND boys')).toBe('NGB');
  });

  it('splits words on hyphens and other punctuation, and strips accents', () => {
    expect(schoolAbbreviation('Lycée Français Al-Ittihad')).toBe('LFI');
    expect(schoolAbbreviation('St. Mary’s Catholic High School')).toBe('SMC');
  });

  it('uses the first letters of the name when every word is a common one', () => {
    expect(schoolAbbreviation('Dubai College')).toBe('DUB');
    expect(schoolAbbreviation('The International Academy')).toBe('THE');
  });

  it('pads with X when the name has too few letters', () => {
    expect(schoolAbbreviation('X Y')).toBe('XYX');
    expect(schoolAbbreviation('Al')).toBe('ALX');
    expect(schoolAbbreviation('Q')).toBe('QXX');
  });

  it('counts digits as letters', () => {
    expect(schoolAbbreviation('School 21 Abu Dhabi')).toBe('2AD');
  });
});

describe('school code', () => {
  it('joins locality code, abbreviation and area code with underscores', () => {
    expect(baseSchoolCode({ name: 'Dubai American Academy', localityCode: 'DU', areaCode: 'BAR' })).toBe('DU_AME_BAR');
  });

  it('leaves the area part out when there is no area', () => {
    expect(baseSchoolCode({ name: 'Raha International School', localityCode: 'AD', areaCode: null })).toBe('AD_RAH');
  });

  it('upper-cases and trims the codes it is given', () => {
    expect(baseSchoolCode({ name: 'Repton School', localityCode: ' du ', areaCode: 'nad ' })).toBe('DU_REP_NAD');
  });

  it('appends _001, _002 ... to a code already taken, case-insensitively', () => {
    const parts = { name: 'Repton School', localityCode: 'DU', areaCode: 'NAD' };
    expect(generateSchoolCode(parts, [])).toBe('DU_REP_NAD');
    expect(generateSchoolCode(parts, ['du_rep_nad'])).toBe('DU_REP_NAD_001');
    expect(generateSchoolCode(parts, ['DU_REP_NAD', 'DU_REP_NAD_001'])).toBe('DU_REP_NAD_002');
    expect(generateSchoolCode(parts, ['DU_REP_NAD', 'DU_REP_NAD_002'])).toBe('DU_REP_NAD_001');
  });

  it('keeps counting past _999', () => {
    const taken = new Set(['A_B', ...Array.from({ length: 999 }, (_, i) => `A_B_${String(i + 1).padStart(3, '0')}`)]);
    expect(uniqueSchoolCode('A_B', (code) => taken.has(code))).toBe('A_B_1000');
  });

  it('tells a code made from a base, with or without its suffix', () => {
    expect(isCodeFrom('DU_REP_NAD', 'DU_REP_NAD')).toBe(true);
    expect(isCodeFrom('du_rep_nad_002', 'DU_REP_NAD')).toBe(true);
    expect(isCodeFrom('DU_REP_NAD', 'DU_REP')).toBe(false);
    expect(isCodeFrom('DU_REP_1', 'DU_REP')).toBe(false);
  });

  it('writes the code of an Arabic name in Latin letters, skipping the article and the common words', () => {
    expect(schoolAbbreviation('مدرسة الإمارات الوطنية')).toBe('AWM');
    expect(schoolAbbreviation('مدرسة النور')).toBe('NWR');
    expect(schoolAbbreviation('أكاديمية دبي')).toBe('AKA');
    expect(generateSchoolCode({ name: 'مدرسة النور', localityCode: 'DU', areaCode: 'BAR' }, [])).toBe('DU_NWR_BAR');
    expect(schoolAbbreviation('Repton School')).toBe('REP');
  });
});
