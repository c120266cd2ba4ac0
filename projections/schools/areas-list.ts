import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { areaStatuses, parseLocalityDirectoryEvent } from '@domain/schools/locality-directory';
import { readModelSchema, type Projection } from '../runtime/projection';
import { applyDirectoryBatch } from './directory-batch';
import { areasTable, REMOVED_STATUSES } from './directory-tables';

/** Every area in the list (all-areas): deleted and merged ones are left out. */
const NAME = 'areas_list';

export const areasListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: ['AreaAdded', 'AreaRenamed', 'AreaStatusChanged', 'AreaDeleted', 'LocalitiesMerged'] },
  tables: [areasTable.name],
  migrate: (tx, schema) => areasTable.migrate(tx, schema),
  handle: async (tx, recorded, schema) => {
    const event = parseLocalityDirectoryEvent(recorded.type, recorded.data);
    if (event) await areasTable.apply(tx, schema, event);
  },
  handleBatch: (tx, events, schema) => applyDirectoryBatch(tx, schema, [areasTable], events),
};

const areaRow = z.object({ id: z.string(), code: z.string(), name: z.string(), locality_id: z.string(), status: z.enum(areaStatuses) });

export const listAreas = (db: CommonQueryMethods) =>
  db.any(sql.type(areaRow)`
    SELECT id, code, name, locality_id, status FROM ${sql.identifier([readModelSchema(NAME), 'areas'])}
    WHERE status NOT IN ${REMOVED_STATUSES} ORDER BY ordinal`);

/** An area in the list by id; null once deleted or merged. */
export const findArea = (db: CommonQueryMethods, id: string) =>
  db.maybeOne(sql.type(areaRow)`
    SELECT id, code, name, locality_id, status FROM ${sql.identifier([readModelSchema(NAME), 'areas'])}
    WHERE id = ${id} AND status NOT IN ${REMOVED_STATUSES}`);
