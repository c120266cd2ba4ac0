import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOfAcceptHeader, translateMessage, type MessageLanguage } from '@domain/shared/messages/translate';

/**
 * The language a caller reads: `?lang=ar` on a link opened in the browser (a download), else the
 * Accept-Language header. Without either the API speaks the specs' English, so a client built to
 * the specs sees exactly the specs' words.
 */
export const languageOf = (request: Pick<FastifyRequest, 'headers' | 'query'>): MessageLanguage => {
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.lang === 'ar' || query?.lang === 'en') return query.lang;
  const header = request.headers['accept-language'];
  return languageOfAcceptHeader(Array.isArray(header) ? header[0] : header);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of an answer's data that hold the server's words for a person rather than stored data:
 * field errors, an import row's reason and warnings, a job's failure, History's detail, why no
 * participation certificate can be issued yet. Names, titles and other typed text are never touched.
 */
const WORDS_FOR_PEOPLE = new Set(['fieldErrors', 'reason', 'warning', 'warnings', 'error', 'detail', 'participationBlocked']);

const translatedWords = (value: unknown, language: MessageLanguage): unknown => {
  if (typeof value === 'string') return translateMessage(value, language);
  if (Array.isArray(value)) return value.map((item) => translatedWords(item, language));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translatedWords(item, language)]));
  return value;
};

/** Walks the data for the fields above (in lists and nested objects too); everything else stays as stored. */
const translatedData = (value: unknown, language: MessageLanguage): unknown => {
  if (Array.isArray(value)) return value.map((item) => translatedData(item, language));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      WORDS_FOR_PEOPLE.has(key) ? translatedWords(item, language) : translatedData(item, language),
    ]),
  );
};

/** The answer's words in the caller's language: its message and the data's words for people (the rest of the data stays as stored). */
export const translatedAnswer = (payload: unknown, language: MessageLanguage): unknown => {
  if (language === 'en' || !isRecord(payload) || typeof payload.message !== 'string') return payload;
  return { ...payload, message: translateMessage(payload.message, language), data: translatedData(payload.data, language) };
};

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload) => translatedAnswer(payload, languageOf(request)));
});
