import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '@domain/shared/messages/translate';
import { arabicMessages as arabicApiMessages } from '@domain/shared/messages/ar';
import { checkArea, conflictingTranslations, translationProblems, webAreas } from './catalogue-check';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webSrc = join(root, 'web', 'src');

describe('the Arabic catalogues', () => {
  const areas = webAreas(webSrc);

  it.each(areas.map((area) => [area.slice(webSrc.length + 1), area]))(
    '%s: every message shown has its Arabic, and no English is left outside t()',
    (_name, area) => {
      const problems = checkArea(area, root).map((problem) => `${problem.file}:${problem.line} ${problem.text}`);
      expect(problems).toEqual([]);
    },
  );

  it('gives the same English the same Arabic in every area of the web app and on the server', () => {
    expect(conflictingTranslations(areas, arabicApiMessages)).toEqual([]);
  });

  it('has Arabic for the API’s messages that parses and keeps their placeholders', () => {
    // The API's English keys are matched as plain text with {placeholders} (translate.ts), not read as ICU:
    // an apostrophe there is only a character ("Your event '{event}' was approved."), so it is escaped for the check.
    const problems = Object.entries(arabicApiMessages).flatMap(([english, arabic]) =>
      translationProblems(english.replaceAll("'", "''"), arabic).map((problem) => `"${english}": ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('fails on what it exists to catch', () => {
    expect(translationProblems('Successfully allocated {n} delegates', 'تم توزيع المندوبين')).toEqual(['the Arabic drops {n}']);
    expect(translationProblems('Save', 'Save')).toEqual(['English left in the Arabic: Save']);
    expect(translationProblems('{n} rows', '{n, plural, one {صف واحد} other {# صفوف}}')).toEqual([]);
  });

  it('translates a message the API writes with values into Arabic, and leaves English alone', () => {
    expect(translateMessage('Event not found', 'en')).toBe('Event not found');
  });
});
