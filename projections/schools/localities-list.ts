import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { areaStatuses, parseLocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { readModelSchema, type Projection } from '../runtime/projection';
import { applyDirectoryBatch } from './directory-batch';
import { areasTable, directoryEventTypes, localitiesTable, REMOVED_STATUSES } from './directory-tables';

/** Localities with their areas, for the locality and area pickers (all-localities). */
const NAME = 'localities_list';

export const localitiesListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: directoryEventTypes },
  tables: [localitiesTable.name, areasTable.name],
  migrate: async (tx, schema) => {
    await localitiesTable.migrate(tx, schema);
    await areasTable.migrate(tx, schema);
  },
  handle: async (tx, recorded, schema) => {
    const event = parseLocalityDirectoryEvent(recorded.type, recorded.data);
    if (!event) return;
    await localitiesTable.apply(tx, schema, event);
    await areasTable.apply(tx, schema, event);
  },
  handleBatch: (tx, events, schema) => applyDirectoryBatch(tx, schema, [localitiesTable, areasTable], events),
};

const localityRow = z.object({ id: z.string(), code: z.string(), name: z.string(), custom: z.boolean() });
export type LocalityRow = z.infer<typeof localityRow>;
const areaRow = z.object({ id: z.string(), code: z.string(), name: z.string(), locality_id: z.string(), status: z.enum(areaStatuses) });
export type AreaRow = z.infer<typeof areaRow>;
export type LocalityWithAreas = LocalityRow & { areas: AreaRow[] };

const live = (table: string) => sql.identifier([readModelSchema(NAME), table]);

/** In the order they were added (the seed lists the emirates in order); custom ones last; removed ones left out. */
export const listLocalities = (db: CommonQueryMethods): Promise<readonly LocalityRow[]> =>
  db.any(sql.type(localityRow)`
    SELECT id, code, name, custom FROM ${live('localities')} WHERE status NOT IN ${REMOVED_STATUSES} ORDER BY custom, ordinal`);

export const listLocalitiesWithAreas = async (db: CommonQueryMethods): Promise<LocalityWithAreas[]> => {
  const localities = await listLocalities(db);
  const areas = await db.any(sql.type(areaRow)`
    SELECT id, code, name, locality_id, status FROM ${live('areas')} WHERE status NOT IN ${REMOVED_STATUSES} ORDER BY ordinal`);
  const byLocality = new Map<string, AreaRow[]>();
  for (const area of areas) byLocality.set(area.locality_id, [...(byLocality.get(area.locality_id) ?? []), area]);
  return localities.map((locality) => ({ ...locality, areas: byLocality.get(locality.id) ?? [] }));
};
