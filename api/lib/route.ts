import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import {
  fileAnswer,
  multipartBody,
  socketAnswer,
  toInside,
  type BodyOf,
  type DataOf,
  type EndpointDefinition,
  type ExtraOf,
  type ParamsOf,
  type QueryOf,
} from '@contract/endpoint';
import { envelope, errorResponses } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `METHOD path` of the contract endpoint the route was registered from (see route()). */
    endpoint?: string;
  }
}

/** The request a route handler reads: params, query and body validated by the contract, in the inside names. */
export type ContractRequest<E extends EndpointDefinition> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
};

/** What a route handler answers: the spec's envelope around the contract's `data` (type-checked). */
export type ContractAnswer<E extends EndpointDefinition> = E['data'] extends z.ZodType
  ? { success: true; message: string; data: DataOf<E> } & ExtraOf<E>
  : E['data'] extends typeof fileAnswer
    ? FastifyReply
    : never;

export type ContractHandler<E extends EndpointDefinition> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<ContractAnswer<E>>;

/** Route options the contract does not decide: rate limits, body limits, extra hooks. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'preHandler' | 'preValidation'>;

const guardOf = (app: FastifyInstance, access: EndpointDefinition['access']) => {
  switch (access) {
    case 'public':
      return undefined;
    case 'signed-in':
      return app.authenticate;
    case 'organiser':
      return app.requireOrganiser;
    case 'superuser':
      return app.requireSuperUser;
    default: {
      const unknownAccess: never = access;
      throw new Error(`Unknown access ${String(unknownAccess)}`);
    }
  }
};

/**
 * What OpenAPI shows for an upload: the parts' shape. The route reads the parts itself (by
 * content), so Fastify holds no body to validate (null): the shape is documentation.
 */
const multipartParts = z
  .object({ file: z.string().meta({ format: 'binary', description: 'The uploaded file (its type is checked by content)' }) })
  .catchall(z.string())
  .nullish();

const schemaOf = (definition: EndpointDefinition) => {
  const status = definition.status ?? 200;
  const answer =
    definition.data === fileAnswer || definition.data === socketAnswer
      ? undefined
      : definition.extra
        ? envelope(definition.data).extend(definition.extra)
        : envelope(definition.data);
  // An accepted (202) answer carries the same data as the one that finished at once (200).
  const response = answer && { [status]: answer, ...(status === 202 ? { 200: answer } : {}), ...errorResponses };
  return {
    tags: [definition.tag],
    summary: definition.summary,
    ...(definition.description ? { description: definition.description } : {}),
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body === multipartBody
      ? { consumes: ['multipart/form-data'], body: multipartParts }
      : definition.body
        ? { body: definition.body }
        : {}),
    ...(response ? { response } : {}),
  };
};

/** `POST /api/v1/...`: how the contract-coverage test names an endpoint. */
export const endpointKey = (definition: Pick<EndpointDefinition, 'method' | 'path'>) => `${definition.method} ${definition.path}`;

/** The route config that marks a route as registered from its contract (see the contract-coverage test). */
export const contractConfigOf = (definition: EndpointDefinition) => ({ endpoint: endpointKey(definition) });

/**
 * Registers a route from its contract: method, path, the guard its access names, the schemas
 * (Fastify validates params, query and body, and the answer; OpenAPI shows them), and the wire
 * names translated to the inside names before the handler sees them.
 */
export const route = <E extends EndpointDefinition>(
  app: FastifyInstance,
  definition: E,
  handler: ContractHandler<E>,
  extras: RouteExtras = {},
) => {
  const guard = guardOf(app, definition.access);
  const options: RouteOptions = {
    method: definition.method,
    url: definition.path,
    schema: schemaOf(definition),
    ...(guard ? { onRequest: guard } : {}),
    ...extras,
    config: { ...(extras.config as object | undefined), ...contractConfigOf(definition) },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const contractRequest = request as unknown as ContractRequest<E>;
      contractRequest.params = toInside(request.params) as ParamsOf<E>;
      contractRequest.query = toInside(request.query) as QueryOf<E>;
      contractRequest.body = (definition.bodyAsSent ? request.body : toInside(request.body)) as BodyOf<E>;
      const answer = await handler(contractRequest, reply);
      if (definition.data === fileAnswer) return reply;
      // 202 is the handler's to say: the same call answers 200 when the work finished at once.
      if (definition.status === 201) reply.status(201);
      return answer;
    },
  };
  app.route(options);
};
