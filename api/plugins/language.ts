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

/** The answer's words in the caller's language: its message and its field errors (the data stays as stored). */
export const translatedAnswer = (payload: unknown, language: MessageLanguage): unknown => {
  if (language === 'en' || !isRecord(payload) || typeof payload.message !== 'string') return payload;
  const translated: Record<string, unknown> = { ...payload, message: translateMessage(payload.message, language) };
  const data = payload.data;
  if (isRecord(data) && isRecord(data.fieldErrors)) {
    const fieldErrors = Object.fromEntries(
      Object.entries(data.fieldErrors).map(([field, message]) => [
        field,
        typeof message === 'string' ? translateMessage(message, language) : message,
      ]),
    );
    translated.data = { ...data, fieldErrors };
  }
  return translated;
};

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload) => translatedAnswer(payload, languageOf(request)));
});
