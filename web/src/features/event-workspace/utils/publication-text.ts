import type { PublishMode } from '@domain/allocation/publication';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import { msg, t } from '../../../i18n/intl';

/** '25 Nov 2026, 10:00' in English, in the viewer's time; the chosen language's form otherwise. */
const whenFormats = new Map<string, Intl.DateTimeFormat>();
const formatWhen = (at: string) => {
  const locale = localeOf(getLanguageChoice());
  let format = whenFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    whenFormats.set(locale, format);
  }
  return format.format(new Date(at));
};

/** "Published 25 Nov 2026, 10:00", or that delegates see nothing yet. */
export const lastPublishedText = (publishedAt: string | null): string =>
  publishedAt === null ? t('Not published yet: delegates see no seats') : t('Published {when}', { when: formatWhen(publishedAt) });

/** The dashboard's chip value. */
export const publishedChipText = (publishedAt: string | null): string => (publishedAt === null ? t('Not yet') : formatWhen(publishedAt));

export const pendingText = (pending: number): string =>
  pending === 0
    ? t('Every delegate sees their seat')
    : t('{pending, plural, one {# seat change is} other {# seat changes are}} not published yet', { pending });

/** Shown with t(): the labels of the publishing modes. */
export const publishModeLabels: Record<PublishMode, string> = {
  batched: msg('Wait for the next Publish'),
  at_once: msg('Publish each change at once'),
};
