import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { translateMessage } from '@domain/shared/messages/translate';
import { getLanguageChoice, localeOf, type LanguageChoice } from './language';

/**
 * The words on the screens. A message's English text is its key (as gettext and Lingui do), so the
 * specs' wording stays verbatim in the code and English needs no catalogue; each feature keeps its
 * Arabic in `i18n/ar.json` beside its code, in ICU MessageFormat (plurals, placeholders).
 * `ops/i18n/catalogues.test.ts` fails on a message without Arabic and on English left outside t().
 */
const catalogues = import.meta.glob<Record<string, string>>('../**/i18n/ar.json', { eager: true, import: 'default' });
const arabic: Record<string, string> = Object.assign({}, ...Object.values(catalogues));

const cache = createIntlCache();

const intlOf = (choice: LanguageChoice): IntlShape =>
  createIntl(
    {
      locale: localeOf(choice),
      defaultLocale: 'en-GB',
      messages: choice.language === 'ar' ? arabic : {},
      // A missing Arabic message shows its English; the catalogue check keeps that from shipping.
      onError: () => undefined,
    },
    cache,
  );

let current: { choice: LanguageChoice; intl: IntlShape } = { choice: getLanguageChoice(), intl: intlOf(getLanguageChoice()) };

/** The intl of the chosen language (the provider re-renders every screen when it changes). */
export const currentIntl = (): IntlShape => {
  const choice = getLanguageChoice();
  if (choice !== current.choice) current = { choice, intl: intlOf(choice) };
  return current.intl;
};

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** A screen's message in the chosen language: t('Successfully allocated {n} delegates', { n }). Call it while rendering, never at module load. */
export const t = (message: string, values?: MessageValues): string =>
  currentIntl().formatMessage({ id: message, defaultMessage: message }, values as Record<string, string | number | Date>);

/** Marks a message kept in a table (labels by status, say) for the catalogue check; translate it with t() where it is shown. */
export const msg = <Message extends string>(message: Message): Message => message;

/** A message the server or a shared domain rule wrote in English (field errors checked in the browser, say). */
export const tm = (message: string): string => translateMessage(message, getLanguageChoice().language);
