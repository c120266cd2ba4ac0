import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { runCatalogueCommand } from '../../../commands/catalogue/catalogue-command';
import type { CatalogueCommand, CatalogueEvent } from '@domain/catalogue/catalogue-list';
import type { Decider } from '@domain/shared/decider';
import type { Projection } from '../../../projections/runtime/projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { envelope, errorResponses, ok } from '../../lib/envelope';

export interface CatalogueRoutesConfig<Body extends z.ZodObject, Entry> {
  tag: string;
  paths: { list: string; add: string; update: string; remove: string };
  body: Body;
  toEntry: (body: z.output<Body>) => Entry;
  catalogue: {
    streamId: string;
    decider: Decider<unknown, CatalogueCommand<Entry>, CatalogueEvent<string, Entry>>;
    parseEvent: (type: string, data: unknown) => CatalogueEvent<string, Entry> | null;
  };
  readModel: {
    projection: Projection;
    listAll: (db: CommonQueryMethods) => Promise<readonly Record<string, unknown>[]>;
    rowOf: (id: number, entry: Record<string, unknown>) => { id: number } & Record<string, string>;
  };
  messages: { listed: string; created: string; updated: string; deleted: string };
}

const idParams = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });

/**
 * The list/add/update/delete routes every catalogue has. Reads need a signed-in user
 * (organisers pick from these lists); writes need a super user. A write answers once its
 * read model shows it, so the list the screen reloads already holds the change.
 */
export const catalogueRoutes = <Body extends z.ZodObject, Entry>(
  app: FastifyInstance,
  deps: AppDependencies,
  config: CatalogueRoutesConfig<Body, Entry>,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const row = z.object({ id: z.number() }).catchall(z.string());
  const projectionName = config.readModel.projection.name;

  const execute = async (request: Parameters<typeof commandContextOf>[0], command: CatalogueCommand<Entry>) => {
    const result = await runCatalogueCommand(deps.store, config.catalogue, command, commandContextOf(request));
    // An update that changed nothing waits for the change it found, which a request still under way may have made.
    const shown = result.position ?? result.basedOn;
    if (shown) await deps.readModels.waitFor(shown, { projections: [projectionName], timeoutMs: deps.config.PROJECTION_WAIT_MS });
    return result;
  };
  const stamp = (request: { account: { id: string } | null }) => ({
    by: request.account?.id ?? 'system',
    at: deps.clock().toISOString(),
  });

  api.get(
    config.paths.list,
    {
      schema: { tags: [config.tag], response: { 200: envelope(z.array(row)), ...errorResponses } },
      onRequest: app.authenticate,
    },
    async () => ok(config.messages.listed, (await config.readModel.listAll(deps.db)) as z.infer<typeof row>[]),
  );

  api.post(
    config.paths.add,
    {
      schema: { tags: [config.tag], body: config.body, response: { 201: envelope(row.nullable()), ...errorResponses } },
      onRequest: app.requireSuperUser,
    },
    async (request, reply) => {
      const result = await execute(request, { type: 'Add', entry: config.toEntry(request.body as z.output<Body>), ...stamp(request) });
      const added = result.events[0];
      reply.status(201);
      return ok(config.messages.created, added && 'entry' in added.data ? config.readModel.rowOf(added.data.id, added.data.entry as Record<string, unknown>) : null);
    },
  );

  api.patch(
    `${config.paths.update}/:id`,
    {
      schema: { tags: [config.tag], params: idParams, body: config.body, response: { 200: envelope(row.nullable()), ...errorResponses } },
      onRequest: app.requireSuperUser,
    },
    async (request) => {
      const { id } = request.params;
      const entry = config.toEntry(request.body as z.output<Body>);
      const result = await execute(request, { type: 'Update', id, entry, ...stamp(request) });
      const updated = result.events[0];
      // An update that changes nothing appends nothing; the entry as sent is what is stored.
      const stored = updated && 'to' in updated.data ? updated.data.to : entry;
      return ok(config.messages.updated, config.readModel.rowOf(id, stored as Record<string, unknown>));
    },
  );

  api.delete(
    `${config.paths.remove}/:id`,
    {
      schema: { tags: [config.tag], params: idParams, response: { 200: envelope(z.object({ id: z.number() })), ...errorResponses } },
      onRequest: app.requireSuperUser,
    },
    async (request) => {
      const { id } = request.params;
      await execute(request, { type: 'Remove', id, ...stamp(request) });
      return ok(config.messages.deleted, { id });
    },
  );
};
