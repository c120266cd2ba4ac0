import type { FastifyInstance } from 'fastify';
import type { CommonQueryMethods } from 'slonik';
import { runCatalogueCommand } from '../../../commands/catalogue/catalogue-command';
import type { EndpointDefinition } from '@contract/endpoint';
import type { CatalogueCommand, CatalogueEvent } from '@domain/catalogue/catalogue-list';
import type { Decider } from '@domain/shared/decider';
import type { Projection } from '../../../projections/runtime/projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route, type ContractAnswer } from '../../lib/route';

/** The four endpoints of one catalogue (api/contract/catalogue.ts). */
type CatalogueEndpoints = Record<'list' | 'add' | 'update' | 'remove', EndpointDefinition>;

export interface CatalogueRoutesConfig<Row extends { id: number }, Entry> {
  endpoints: CatalogueEndpoints;
  toEntry: (body: never) => Entry;
  catalogue: {
    streamId: string;
    decider: Decider<unknown, CatalogueCommand<Entry>, CatalogueEvent<string, Entry>>;
    parseEvent: (type: string, data: unknown) => CatalogueEvent<string, Entry> | null;
  };
  readModel: {
    projection: Projection;
    listAll: (db: CommonQueryMethods) => Promise<readonly Record<string, unknown>[]>;
    rowOf: (id: number, entry: Record<string, unknown>) => Row;
  };
  messages: { listed: string; created: string; updated: string; deleted: string };
  /** Other read models that show the entries (a registration shows its committees' names), which a write also waits for. */
  shownIn?: readonly Projection[];
}

/**
 * The list/add/update/delete routes every catalogue has. A write answers once its read model
 * shows it, so the list the screen reloads already holds the change.
 */
export const catalogueRoutes = <Row extends { id: number }, Entry>(
  app: FastifyInstance,
  deps: AppDependencies,
  config: CatalogueRoutesConfig<Row, Entry>,
) => {
  const projectionNames = [config.readModel.projection, ...(config.shownIn ?? [])].map((projection) => projection.name);
  const { endpoints } = config;
  const toEntry = config.toEntry as (body: unknown) => Entry;

  const execute = async (request: Parameters<typeof commandContextOf>[0], command: CatalogueCommand<Entry>) => {
    const result = await runCatalogueCommand(deps.store, config.catalogue, command, commandContextOf(request));
    // An update that changed nothing waits for the change it found, which a request still under way may have made.
    const shown = result.position ?? result.basedOn;
    if (shown) await deps.readModels.waitFor(shown, { projections: projectionNames, timeoutMs: deps.config.PROJECTION_WAIT_MS });
    return result;
  };
  // One factory serves three catalogues whose rows differ, so their answers are typed where each is defined.
  const answer = <E extends EndpointDefinition>(_endpoint: E, message: string, data: unknown) => ok(message, data) as ContractAnswer<E>;
  const stamp = (request: { account: { id: string } | null }) => ({
    by: request.account?.id ?? 'system',
    at: deps.clock().toISOString(),
  });

  route(app, endpoints.list, async () => answer(endpoints.list, config.messages.listed, await config.readModel.listAll(deps.db)));

  route(app, endpoints.add, async (request) => {
    const result = await execute(request as never, { type: 'Add', entry: toEntry(request.body), ...stamp(request) });
    const added = result.events[0];
    return answer(
      endpoints.add,
      config.messages.created,
      added && 'entry' in added.data ? config.readModel.rowOf(added.data.id, added.data.entry as Record<string, unknown>) : null,
    );
  });

  route(app, endpoints.update, async (request) => {
    const { id } = request.params as unknown as { id: number };
    const entry = toEntry(request.body);
    const result = await execute(request as never, { type: 'Update', id, entry, ...stamp(request) });
    const updated = result.events[0];
    // An update that changes nothing appends nothing; the entry as sent is what is stored.
    const stored = updated && 'to' in updated.data ? updated.data.to : entry;
    return answer(endpoints.update, config.messages.updated, config.readModel.rowOf(id, stored as Record<string, unknown>));
  });

  route(app, endpoints.remove, async (request) => {
    const { id } = request.params as unknown as { id: number };
    await execute(request as never, { type: 'Remove', id, ...stamp(request) });
    return answer(endpoints.remove, config.messages.deleted, { id });
  });
};
