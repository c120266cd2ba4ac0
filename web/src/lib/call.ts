import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { fileAnswer, pathOf, socketAnswer, toWire, type AnswerDataOf, type EndpointDefinition, type InputOf } from '@contract/endpoint';
import { apiRequestAnswer, type ApiAnswer, type RequestOptions } from './api-client';

/** How a call goes out besides its input: cancellation, the write's idempotency key, who handles a 401. */
export type CallOptions = Pick<RequestOptions<never>, 'signal' | 'idempotencyKey' | 'onUnauthorized' | 'bearer'>;

/** Endpoints answered with the `{ success, message, data }` envelope (not a file, not a socket). */
type JsonEndpoint = EndpointDefinition & { data: Exclude<EndpointDefinition['data'], typeof fileAnswer | typeof socketAnswer> };

const urlOf = (endpoint: EndpointDefinition, input: { params?: unknown; query?: unknown }) => {
  const path = pathOf(endpoint, (toWire(input.params) ?? {}) as Record<string, unknown>);
  const query = toWire(input.query) as Record<string, unknown> | undefined;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * Calls an endpoint of the contract: fills its path, sends its query and body (with the inside
 * names turned into the wire's), and checks the answer's `data` against the same schema the
 * server answers with. Resolves to the whole answer (message and extra fields too), or undefined
 * when the call ended the session (401).
 */
export const callAnswer = <E extends JsonEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<ApiAnswer<AnswerDataOf<E>> | undefined> =>
  apiRequestAnswer(urlOf(endpoint, input), {
    ...options,
    method: endpoint.method,
    schema: endpoint.data,
    isPublic: endpoint.access === 'public',
    ...(input.body === undefined ? {} : { body: input.body instanceof FormData || endpoint.bodyAsSent ? input.body : toWire(input.body) }),
  }) as Promise<ApiAnswer<AnswerDataOf<E>> | undefined>;

/** Like callAnswer, resolving to the answer's `data` alone. */
export const call = async <E extends JsonEndpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<AnswerDataOf<E> | undefined> => (await callAnswer(endpoint, input, options))?.data;

/** The address of a file answer (an export), for a download with the session's token. */
export const fileUrlOf = <E extends EndpointDefinition & { data: typeof fileAnswer }>(endpoint: E, input: InputOf<E>): string =>
  urlOf(endpoint, input);

/**
 * One cache key per endpoint: its method and path, then what it was called with. Invalidating
 * `keyOf(endpoint)` refreshes every cached answer of that endpoint, whichever screen asked.
 */
export const keyOf = (endpoint: Pick<EndpointDefinition, 'method' | 'path'>, input?: { params?: unknown; query?: unknown }): QueryKey =>
  input === undefined ? [endpoint.method, endpoint.path] : [endpoint.method, endpoint.path, input.params ?? null, input.query ?? null];

/** Refetches every cached answer of these endpoints, whatever each was called with. */
export const refreshEndpoints = (client: QueryClient, endpoints: readonly Pick<EndpointDefinition, 'method' | 'path'>[]) =>
  Promise.all(endpoints.map((endpoint) => client.invalidateQueries({ queryKey: keyOf(endpoint) })));
