import { IntlMessageFormat } from 'intl-messageformat';
import { arabicMessages } from './ar';

/**
 * The Arabic of the messages the server writes (field errors, the answers' messages, notifications,
 * e-mails, export headings) and of the domain rules' messages the browser checks too. The domain and
 * the routes keep writing the specs' English; the edge translates: a message is looked up as it is,
 * or matched against the catalogue's templates ('The event cannot be longer than {max} days') with
 * its values carried over. `formatMessage` writes a message from its template directly.
 */
export type MessageLanguage = 'en' | 'ar';

const catalogue: Record<string, string> = arabicMessages;

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly arabic: IntlMessageFormat;
  /** How much of the English is fixed text: the more, the more specific the template. */
  readonly fixed: number;
}

// The most specific template is tried first: "{committee} as {country}" before "{seat}".
const templates: Template[] = Object.entries(catalogue)
  .filter(([english]) => HAS_PLACEHOLDER.test(english))
  .map(([english, translation]) => {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    const source = english
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    const fixed = english.replace(PLACEHOLDER, '').length;
    return { pattern: new RegExp(`^${source}$`, 's'), names, arabic: new IntlMessageFormat(translation, 'ar-AE-u-nu-latn'), fixed };
  })
  .sort((a, b) => b.fixed - a.fixed);

export const translateMessage = (message: string, language: MessageLanguage): string => {
  if (language === 'en' || message === '') return message;
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    // Numbers go in as numbers so the Arabic can choose its plural form.
    const values = Object.fromEntries(
      template.names.map((name, index) => {
        const value = match[index + 1] as string;
        return [name, /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value];
      }),
    );
    return String(template.arabic.format(values));
  }
  return message;
};

/** The language an HTTP caller asks for: Arabic when Accept-Language prefers it, else the specs' English. */
export const languageOfAcceptHeader = (header: string | undefined): MessageLanguage => {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of ranked) {
    if (tag === 'ar' || tag.startsWith('ar-')) return 'ar';
    if (tag === 'en' || tag.startsWith('en-') || tag === '*') return 'en';
  }
  return 'en';
};

const formats = new Map<string, IntlMessageFormat>();

/** A message from its English template and values, in the language asked for (e-mails, export headings). */
export const formatMessage = (english: string, values: Record<string, string | number>, language: MessageLanguage): string => {
  const source = language === 'ar' ? (catalogue[english] ?? english) : english;
  const key = `${language}|${source}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');
    formats.set(key, format);
  }
  return String(format.format(values));
};
