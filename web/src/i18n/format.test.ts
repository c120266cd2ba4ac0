import { afterEach, describe, expect, it } from 'vitest';
import { compareNames, formatAed, formatDay, formatNumber } from './format';
import { setLanguageChoice } from './language';

/** Intl puts right-to-left marks between an Arabic date's parts (they keep its order in a line of Arabic). */
const withoutMarks = (text: string) => text.replaceAll('\u200f', '');

afterEach(() => setLanguageChoice({ language: 'en', digits: 'latn' }));

describe('formats for the chosen language', () => {
  it('keeps the specs’ English forms', () => {
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
    expect(formatAed(1250000)).toBe('AED 1,250,000');
    expect(formatNumber(1250)).toBe('1,250');
  });

  it('writes Arabic with Western digits by default and Arabic-Indic ones when chosen', () => {
    setLanguageChoice({ language: 'ar' });
    expect(withoutMarks(formatDay('2026-03-05'))).toBe('05/03/2026');
    expect(formatAed(300)).toContain('300');
    expect(formatAed(300)).toMatch(/د\.إ/);
    setLanguageChoice({ digits: 'arab' });
    expect(withoutMarks(formatDay('2026-03-05'))).toBe('٠٥/٠٣/٢٠٢٦');
    expect(formatNumber(1250)).toBe('١٬٢٥٠');
  });

  it('sorts Arabic names as Intl.Collator("ar") does', () => {
    setLanguageChoice({ language: 'ar' });
    expect(['يوسف', 'أحمد', 'بدر'].sort(compareNames)).toEqual(['أحمد', 'بدر', 'يوسف']);
  });
});
