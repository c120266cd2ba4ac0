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
  readonly arabic: string;
  /** How much of the English is fixed text: the more, the more specific the template. */
  readonly fixed: number;
}

let templates: Template[] | null = null;

/**
 * The catalogue's templates, most specific first ("{committee} as {country}" before "{seat}"). Made on
 * the first Arabic message, not at start-up: a process (or a page) that only speaks English never needs them.
 */
const templatesOf = (): Template[] =>
  (templates ??= Object.entries(catalogue)
    .filter(([english]) => HAS_PLACEHOLDER.test(english))
    .map(([english, arabic]) => {
      const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
      const source = english
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      return { pattern: new RegExp(`^${source}$`, 's'), names, arabic, fixed: english.replace(PLACEHOLDER, '').length };
    })
    .sort((a, b) => b.fixed - a.fixed));

export const translateMessage = (message: string, language: MessageLanguage): string => {
  if (language === 'en' || message === '') return message;
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  for (const template of templatesOf()) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    // Numbers go in as numbers so the Arabic can choose its plural form.
    const values = Object.fromEntries(
      template.names.map((name, index) => {
        const value = match[index + 1] as string;
        return [name, /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value];
      }),
    );
    return compiled(template.arabic, 'ar').format(values) as string;
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

/** A message once compiled per language and source (the catalogue's Arabic, or an English template). */
const formats = new Map<string, IntlMessageFormat>();
const compiled = (source: string, language: MessageLanguage): IntlMessageFormat => {
  const key = `${language}|${source}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');
    formats.set(key, format);
  }
  return format;
};

/** A message from its English template and values, in the language asked for (e-mails, export headings). */
export const formatMessage = (english: string, values: Record<string, string | number>, language: MessageLanguage): string =>
  String(compiled(language === 'ar' ? (catalogue[english] ?? english) : english, language).format(values));
