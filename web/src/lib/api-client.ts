import { toast } from 'sonner';
import { z } from 'zod';
import { usersEndpoints } from '@contract/users';
import { env } from '../config/env';
import { msg, t } from '../i18n/intl';
import { getLanguageChoice } from '../i18n/language';
import { paths } from '../config/paths';
import { navigateTo } from './navigation';
import { queryClient } from './react-query';
import { clearBrowserStorage, getSession, saveSession } from './session';

/** The fallback words of a failed call (shown with t()). */
export const API_REQUEST_FAILED = msg('API request failed');
export const TOKEN_EXPIRED_MESSAGE = msg('JWT token is expired. Please login again.');

export type FieldErrors = Record<string, string>;

/** A failed call: the server's message (or 'API request failed' in the chosen language) and any field errors. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly code: string | null,
    readonly fieldErrors: FieldErrors,
  ) {
    super(serverMessage || t(API_REQUEST_FAILED));
  }
}

/** The message a screen shows for a failed call: the server's own words, else the screen's fallback. */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<Schema extends z.ZodType> {
  method?: Method;
  /** Parsed as the `data` of the answer; a mismatch is a failed call. */
  schema: Schema;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key on writes so a retried request changes nothing twice. */
  idempotencyKey?: string;
  /** 'ignore': a 401 is an ordinary failure (used when logging out). */
  onUnauthorized?: 'end-session' | 'ignore';
  /** A token for a call that sends none by itself, which answers a signed-in caller more (the email lookup). */
  bearer?: string;
  /** Open to anyone (spec §6; the contract's access says so): sent without the session's token, and a 401 ends no session. */
  isPublic?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const stringEntries = (value: unknown): FieldErrors =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

/** Field errors come as data.fieldErrors, or as errors (an object of field messages or a list). */
const fieldErrorsOf = (body: Record<string, unknown>): FieldErrors => {
  const fromData = isRecord(body.data) ? stringEntries(body.data.fieldErrors) : {};
  const errors = body.errors;
  let fromErrors: FieldErrors = {};
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (!isRecord(item) || typeof item.message !== 'string') continue;
      const field = item.field ?? item.path ?? item.param;
      const key = Array.isArray(field) ? field.join('.') : typeof field === 'string' ? field : '_';
      fromErrors[key] ??= item.message;
    }
  } else if (isRecord(errors)) {
    const { message: _message, fieldErrors, ...rest } = errors;
    fromErrors = { ...stringEntries(rest), ...stringEntries(fieldErrors) };
  }
  return { ...fromErrors, ...fromData };
};

const messageOf = (body: Record<string, unknown>): string | null => {
  if (typeof body.message === 'string' && body.message) return body.message;
  if (isRecord(body.errors) && typeof body.errors.message === 'string' && body.errors.message) return body.errors.message;
  return null;
};

const newIdempotencyKey = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

let endingSession = false;

/** Spec §4 and §8: a 401 clears everything, goes to /login and the call gives back nothing. */
const endSession = async (body: Record<string, unknown>) => {
  if (endingSession) return;
  endingSession = true;
  try {
    const expired = body.code === 'TOKEN_EXPIRED' || messageOf(body) === TOKEN_EXPIRED_MESSAGE;
    // Remembered like the guard does, so that logging in again returns to the same page.
    const here = globalThis.location;
    const from = here ? `${here.pathname}${here.search}${here.hash}` : undefined;
    clearBrowserStorage();
    if (expired) toast.error(t(TOKEN_EXPIRED_MESSAGE), { id: 'token-expired' });
    await navigateTo(paths.login.getHref(), { replace: true, state: from ? { from } : undefined });
    queryClient.clear();
  } finally {
    endingSession = false;
  }
};

export type Renewal = 'renewed' | 'refused' | 'unreachable';

let renewing: Promise<Renewal> | null = null;

/**
 * Trades the stored refresh token for a new pair (the server rotates it: the old one stops
 * working). Concurrent callers share one exchange, so a burst of expired calls spends the
 * refresh token once.
 */
const renewTokens = (): Promise<Renewal> => {
  renewing ??= (async (): Promise<Renewal> => {
    const { refreshToken } = getSession();
    if (!refreshToken) return 'refused';
    // Another tab may have exchanged the pair meanwhile (its tokens serve this tab too), or a
    // log-out may have cleared it (then nothing is renewed).
    const changedMeanwhile = (): Renewal | null => {
      const stored = getSession().refreshToken;
      if (stored === refreshToken) return null;
      return stored ? 'renewed' : 'refused';
    };
    try {
      // Sent here rather than through call(), which is built on this module.
      const { refreshToken: exchange } = usersEndpoints;
      const pair = await apiRequest(exchange.path, {
        method: exchange.method,
        schema: exchange.data,
        body: { refreshToken },
        isPublic: true,
      });
      const changed = changedMeanwhile();
      if (changed) return changed;
      if (!pair) return 'refused';
      saveSession({ token: pair.token, refreshToken: pair.refreshToken });
      return 'renewed';
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return 'unreachable';
      return changedMeanwhile() ?? 'refused';
    }
  })().finally(() => {
    renewing = null;
  });
  return renewing;
};

/**
 * An expired token is renewed once with the refresh token. A call that went out with a token
 * that has been replaced since only needs resending.
 */
const renewAfterExpiry = async (sentToken: string | null): Promise<Renewal> => {
  const current = getSession().token;
  if (current && current !== sentToken) return 'renewed';
  return renewTokens();
};

/**
 * For connections that carry the token themselves (the notifications socket): renews the
 * stored token when the one they used has expired, sharing the exchange with any API call.
 */
export const renewExpiredToken = (usedToken: string | null): Promise<Renewal> => renewAfterExpiry(usedToken);

/** A call's whole answer: `data` checked against the schema, and the envelope around it. */
export interface ApiAnswer<Data> {
  data: Data;
  /** The server's message, when it gave one. */
  message: string | null;
  /** The answer as it came, for the fields some calls add beside `data`. */
  body: Record<string, unknown>;
}

const send = async <Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
  attempt: 'first' | 'after-renewal',
): Promise<ApiAnswer<z.output<Schema>> | undefined> => {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': getLanguageChoice().language });
  const isPublic = options.isPublic ?? false;
  const token = isPublic ? (options.bearer ?? null) : getSession().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The resend after a renewal is the same write: it keeps its key.
  const idempotencyKey = method === 'GET' ? undefined : (options.idempotencyKey ?? newIdempotencyKey());
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${env.API_URL}${path}`, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, 'NETWORK_ERROR', {});
  }

  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch (error) {
    // Cancelled while the body was arriving (the screen asked for something else): not an answer.
    if (options.signal?.aborted) throw error;
    // Not JSON (a proxy error page, an empty body): handled as a failure without a message below.
  }
  const answer = isRecord(parsed) ? parsed : {};

  if (response.status === 401 && !isPublic && options.onUnauthorized !== 'ignore') {
    if (answer.code === 'TOKEN_EXPIRED' && attempt === 'first') {
      const renewal = await renewAfterExpiry(token);
      if (renewal === 'renewed') return send(path, { ...options, idempotencyKey }, 'after-renewal');
      if (renewal === 'unreachable') throw new ApiError(0, null, 'NETWORK_ERROR', {});
    }
    await endSession(answer);
    return undefined;
  }
  if (!response.ok || answer.success === false) {
    const code = typeof answer.code === 'string' ? answer.code : null;
    throw new ApiError(response.status, messageOf(answer), code, fieldErrorsOf(answer));
  }

  const data = options.schema.safeParse(answer.data);
  if (!data.success) {
    // One string (not an object) so that the issues survive log collectors and test consoles.
    console.error(`Unexpected answer from ${method} ${path}: ${JSON.stringify(data.error.issues.slice(0, 5))}`);
    throw new ApiError(response.status, null, 'UNEXPECTED_RESPONSE', {});
  }
  return { data: data.data, message: messageOf(answer), body: answer };
};

/**
 * Calls the backend and returns the answer's `data`, checked against the schema.
 * An expired token is renewed with the refresh token and the call sent once more.
 * Resolves to undefined when the call ended the session (HTTP 401).
 */
export const apiRequest = async <Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<z.output<Schema> | undefined> => (await send(path, options, 'first'))?.data;

/**
 * Like apiRequest, for the calls whose screen also reads the envelope: the server's message
 * (shown as the success toast) or a count the server puts beside `data`.
 */
export const apiRequestAnswer = <Schema extends z.ZodType>(
  path: string,
  options: RequestOptions<Schema>,
): Promise<ApiAnswer<z.output<Schema>> | undefined> => send(path, options, 'first');

/**
 * A stored file (avatar, evidence document) fetched with the bearer token, since the server
 * serves uploads only to signed-in people. Null when it is missing or not the caller's to see;
 * a 401 here never ends the session (a picture failing to load must not log anyone out).
 */
export const fetchProtectedFile = async (
  path: string,
  signal?: AbortSignal,
  attempt: 'first' | 'after-renewal' = 'first',
): Promise<Blob | null> => {
  const token = getSession().token;
  const headers = new Headers({ 'Accept-Language': getLanguageChoice().language, ...(token ? { Authorization: `Bearer ${token}` } : {}) });
  const response = await fetch(`${env.API_URL}${path}`, { headers, signal });
  if (response.status === 401 && attempt === 'first') {
    const answer: unknown = await response.json().catch(() => null);
    if (isRecord(answer) && answer.code === 'TOKEN_EXPIRED' && (await renewAfterExpiry(token)) === 'renewed') {
      return fetchProtectedFile(path, signal, 'after-renewal');
    }
    return null;
  }
  return response.ok ? response.blob() : null;
};
