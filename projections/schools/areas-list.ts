import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { areaStatuses, parseLocalityDirectoryEvent } from '../../domain/schools/locality-directory';
import { readModelSchema, type Projection } from '../runtime/projection';
import { areasTable } from './directory-tables';

/** Every area (all-areas). */
const NAME = 'areas_list';

export const areasListProjection: Projection = {
  name: NAME,
  filter: { eventTypes: ['AreaAdded'] },
  tables: [areasTable.name],
  migrate: (tx, schema) => areasTable.migrate(tx, schema),
  handle: async (tx, recorded, schema) => {
    const event = parseLocalityDirectoryEvent(recorded.type, recorded.data);
    if (event?.type === 'AreaAdded') await areasTable.apply(tx, schema, event);
  },
};

const areaRow = z.object({ id: z.string(), code: z.string(), name: z.string(), locality_id: z.string(), status: z.enum(areaStatuses) });

export const listAreas = (db: CommonQueryMethods) =>
  db.any(sql.type(areaRow)`
    SELECT id, code, name, locality_id, status FROM ${sql.identifier([readModelSchema(NAME), 'areas'])} ORDER BY ordinal`);
