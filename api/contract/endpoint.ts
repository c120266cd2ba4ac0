import { z } from 'zod';

/**
 * One endpoint, defined once: the API registers its route from this (validation, OpenAPI,
 * who may call it, the answer's type) and the SPA calls it through the same object, so a shape
 * cannot drift between the two sides. Schemas describe the wire as the spec names it; the two
 * wire names that mean something else inside (see `wireNames`) are translated at the edge.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint; checked on the server before anything else runs. */
export type Access = 'public' | 'signed-in' | 'organiser' | 'superuser';

/** The answer is a file (an export, a download), not the `{ success, message, data }` envelope. */
export const fileAnswer = 'file' as const;
/** A WebSocket upgrade, not a request with an answer. */
export const socketAnswer = 'socket' as const;
/** The body is a multipart upload, read by the route itself (its parts are checked by content). */
export const multipartBody = 'multipart' as const;

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface EndpointDefinition {
  method: Method;
  /** Fastify's form: `/api/v1/events/update-event/:id`. */
  path: string;
  access: Access;
  /** The OpenAPI tag the operation is listed under. */
  tag: string;
  summary: string;
  description?: string;
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** The JSON body (a POST, PUT or PATCH always has one: `noBody` where it takes nothing). */
  body?: z.ZodType | typeof multipartBody;
  /** The envelope's `data`, or a file or socket answer. */
  data: z.ZodType | typeof fileAnswer | typeof socketAnswer;
  /** Fields some answers carry beside `data` (e.g. `registeredUsersNotified`). */
  extra?: z.ZodRawShape;
  /**
   * The body keeps the wire's names inside: where its `committeeId` is a catalogue committee
   * (adding a committee to an event), which is what `committeeId` means in the domain too.
   */
  bodyAsSent?: true;
  /**
   * The success status (200 unless the spec says 201). 202: the work may go on after the
   * answer (a job to follow); the handler answers 202 then, and 200 when it finished at once.
   */
  status?: 200 | 201 | 202;
}

/** Keeps the literal types of a definition, so each side gets the exact shapes. */
export const endpoint = <const Definition extends EndpointDefinition>(definition: Definition): Definition => definition;

/** A body for writes that take none: an empty object (anything else is ignored, never refused). */
export const noBody = z.object({}).passthrough().nullish();

/**
 * Wire names that mean something more precise inside the code. On the wire (the spec's calls)
 * `committeeId` is the event committee and `delegateId` the registration (`delegateIds`, several); the route handlers and
 * the SPA's code use the inside names, and the registrar and the typed client rename the keys of
 * params, query and body once, at the edge.
 */
export const wireNames = { committeeId: 'eventCommitteeId', delegateId: 'registrationId', delegateIds: 'registrationIds' } as const;
type WireNames = typeof wireNames;
type InsideNames = { [Wire in keyof WireNames as WireNames[Wire]]: Wire };

/** An object with the wire names renamed to the inside names. */
export type Inside<T> = T extends readonly unknown[]
  ? T
  : T extends Record<string, unknown>
    ? { [Key in keyof T as Key extends keyof WireNames ? WireNames[Key] : Key]: T[Key] }
    : T;

/** An object with the inside names renamed back to the wire names. */
export type Wire<T> = T extends readonly unknown[]
  ? T
  : T extends Record<string, unknown>
    ? { [Key in keyof T as Key extends keyof InsideNames ? InsideNames[Key] : Key]: T[Key] }
    : T;

const insideNames = Object.fromEntries(Object.entries(wireNames).map(([wire, inside]) => [inside, wire])) as Record<string, string>;

const renameKeys = (value: unknown, names: Record<string, string>): unknown => {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Blob || value instanceof FormData)
    return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [names[key] ?? key, item]));
};

/** From the wire's names to the inside names (top-level keys only, as the spec's bodies are flat). */
export const toInside = <T>(value: T): Inside<T> => renameKeys(value, wireNames) as Inside<T>;
/** From the inside names to the wire's names. */
export const toWire = <T>(value: T): Wire<T> => renameKeys(value, insideNames) as Wire<T>;

type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** What the route handler reads: validated, with the inside names. */
export type ParamsOf<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? Inside<SchemaOutput<E['params']>>
  : Record<string, never>;
export type QueryOf<E extends EndpointDefinition> = E['query'] extends z.ZodType ? Inside<SchemaOutput<E['query']>> : Record<string, never>;
export type BodyOf<E extends EndpointDefinition> = E['body'] extends z.ZodType
  ? E['bodyAsSent'] extends true
    ? SchemaOutput<E['body']>
    : Inside<SchemaOutput<E['body']>>
  : undefined;

/** The answer's `data` as the route gives it. */
export type DataOf<E extends EndpointDefinition> = E['data'] extends z.ZodType ? z.input<E['data']> : never;
/** The answer's `data` as the client reads it. */
export type AnswerDataOf<E extends EndpointDefinition> = E['data'] extends z.ZodType ? z.output<E['data']> : never;
export type ExtraOf<E extends EndpointDefinition> = E['extra'] extends z.ZodRawShape ? z.input<z.ZodObject<E['extra']>> : unknown;

/** What a caller sends: params, query and body with the inside names; optional where the endpoint has none. */
export type InputOf<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: Inside<SchemaInput<E['params']>> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: Inside<SchemaInput<E['query']>> } : { query?: undefined }) &
  (E['body'] extends z.ZodType
    ? { body: E['bodyAsSent'] extends true ? SchemaInput<E['body']> : Inside<SchemaInput<E['body']>> }
    : E['body'] extends typeof multipartBody
      ? { body: FormData }
      : { body?: undefined });

/** `/api/v1/events/update-event/:id` with its parameters filled in (each one URL-encoded). */
export const pathOf = (definition: Pick<EndpointDefinition, 'path'>, params: Record<string, unknown> = {}): string =>
  definition.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${definition.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
