import { t } from '../../../i18n/intl';
import { getLanguageChoice, localeOf } from '../../../i18n/language';

/** A moment in UAE time, '12 Mar 2026, 14:30 (UAE)', in the chosen language. */
export const timeText = (iso: string): string => {
  const format = new Intl.DateTimeFormat(localeOf(getLanguageChoice()), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  });
  return t('{time} (UAE)', { time: format.format(new Date(iso)) });
};

/** A paper's total on the rubric, '9 / 20', or '—' before it is scored. */
export const totalOf = (scores: ReadonlyArray<{ score: number }>, rubric: ReadonlyArray<{ max: number }>): string =>
  scores.length === 0 ? '—' : `${scores.reduce((sum, each) => sum + each.score, 0)} / ${rubric.reduce((sum, each) => sum + each.max, 0)}`;
