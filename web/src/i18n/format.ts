import { getLanguageChoice, localeOf } from './language';

/**
 * Dates, numbers and money for the chosen language. English keeps the specs' forms (dd/mm/yyyy in
 * en-GB, 'AED 1,250'); Arabic uses Intl's ar-AE forms with the digits the user chose.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

const cached = <Formatter extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: (locale: string) => Formatter): Formatter => {
  const locale = localeOf(getLanguageChoice());
  const id = `${locale}|${key}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = make(locale);
    formatters.set(id, formatter);
  }
  return formatter as Formatter;
};

const dateFormat = (key: string, options: Intl.DateTimeFormatOptions) =>
  cached(key, (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A calendar day ('2026-03-05'): 05/03/2026 in English, ٠٥/٠٣/٢٠٢٦ or 05/03/2026 in Arabic; other text as it is. */
export const formatDay = (iso: string): string =>
  ISO_DAY.test(iso) ? dateFormat('day', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(dayDate(iso)) : iso;

/** A day with its month's name ('5 March 2026'). */
export const formatLongDay = (iso: string): string =>
  ISO_DAY.test(iso) ? dateFormat('long-day', { day: 'numeric', month: 'long', year: 'numeric' }).format(dayDate(iso)) : iso;

/** A moment in the UAE's time (Asia/Dubai), day and time. */
export const formatMoment = (at: string | Date): string =>
  dateFormat('moment', {
    timeZone: 'Asia/Dubai',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(typeof at === 'string' ? new Date(at) : at);

export const formatNumber = (value: number): string => cached('number', (locale) => new Intl.NumberFormat(locale)).format(value);

export const formatPercent = (ratio: number): string =>
  cached('percent', (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })).format(ratio);

/** An amount in the product's currency (spec §1: AED): 'AED 1,250' in English, Intl's AED form in Arabic. */
export const formatAed = (amount: number): string =>
  getLanguageChoice().language === 'en'
    ? `AED ${amount.toLocaleString('en-GB')}`
    : cached('aed', (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'AED', maximumFractionDigits: 2 })).format(
        amount,
      );

/** Sorts names as a reader of the chosen language expects (Arabic letters by Intl.Collator('ar')). */
export const compareNames = (a: string, b: string): number => collator().compare(a, b);

let collators: { language: string; collator: Intl.Collator } | null = null;
const collator = () => {
  const { language } = getLanguageChoice();
  if (collators?.language !== language)
    collators = { language, collator: new Intl.Collator(language === 'ar' ? 'ar' : 'en-GB', { sensitivity: 'base' }) };
  return collators.collator;
};
