import { z } from 'zod';
import { actorStamp, type Stamp } from '../shared/actor';
import type { Decider } from '../shared/decider';
import { detectExperienceUnit, detectMapping, type ColumnMapping } from './columns';
import { importFields, type ImportField } from './fields';
import { experienceUnits, headingKey, type ExperienceUnit } from './headings';

/**
 * The column mapping an organiser corrected, remembered for their event's next upload: the
 * same form exported again, or next year's, has the same headings, and should not need the
 * same corrections twice. Columns are remembered by heading, not by position, so a form
 * whose questions moved still maps; a heading the new file lacks falls back to detection.
 * One stream per event (`import-mapping-<eventId>`); each correction is an event with who and when.
 */
export const importMappingStreamId = (eventId: string) => `import-mapping-${eventId}`;

export interface RememberedMapping {
  /** Every heading of the file it was made on (as `headingKey` writes them). */
  headings: string[];
  /** Field → the heading of its column. A field absent here was deliberately left unmapped. */
  columns: Partial<Record<ImportField, string>>;
  experienceUnit: ExperienceUnit;
}

const rememberedFields = {
  headings: z.array(z.string()),
  columns: z.partialRecord(z.enum(importFields), z.string()),
  experienceUnit: z.enum(experienceUnits),
};

const importMappingEventSchemas = {
  /** `importId`: the upload it was corrected on. */
  ImportMappingCorrected: z.object({ eventId: z.string(), importId: z.string(), ...rememberedFields, ...actorStamp }),
};
export type ImportMappingEvent = {
  type: 'ImportMappingCorrected';
  data: z.infer<(typeof importMappingEventSchemas)['ImportMappingCorrected']>;
};
export const importMappingEventTypes = Object.keys(importMappingEventSchemas) as Array<ImportMappingEvent['type']>;

export const parseImportMappingEvent = (type: string, data: unknown): ImportMappingEvent | null =>
  type === 'ImportMappingCorrected' ? { type, data: importMappingEventSchemas.ImportMappingCorrected.parse(data) } : null;

export type RememberImportMapping = {
  type: 'RememberImportMapping';
  eventId: string;
  importId: string;
  mapping: RememberedMapping;
} & Stamp;

interface ImportMappingState {
  mapping: RememberedMapping | null;
}

const sameMapping = (a: RememberedMapping, b: RememberedMapping) =>
  a.experienceUnit === b.experienceUnit &&
  a.headings.length === b.headings.length &&
  a.headings.every((heading, index) => heading === b.headings[index]) &&
  importFields.every((field) => a.columns[field] === b.columns[field]);

export const importMappingDecider: Decider<ImportMappingState, RememberImportMapping, ImportMappingEvent> = {
  initialState: { mapping: null },
  evolve: (_state, event) => {
    const { headings, columns, experienceUnit } = event.data;
    return { mapping: { headings, columns, experienceUnit } };
  },
  decide: (command, state) => {
    // Confirming what is already remembered changes nothing.
    if (state.mapping && sameMapping(state.mapping, command.mapping)) return [];
    const { eventId, importId, mapping, by, at } = command;
    return [{ type: 'ImportMappingCorrected', data: { eventId, importId, ...mapping, by, at } }];
  },
};

/** A mapping of a file's columns as the headings it names, to be remembered. */
export const rememberedOf = (headers: readonly string[], mapping: ColumnMapping, experienceUnit: ExperienceUnit): RememberedMapping => ({
  headings: headers.map(headingKey),
  columns: Object.fromEntries(
    importFields.flatMap((field) => (mapping[field] === undefined ? [] : [[field, headingKey(headers[mapping[field]] ?? '')]])),
  ),
  experienceUnit,
});

interface StartingMapping {
  mapping: ColumnMapping;
  experienceUnit: ExperienceUnit;
}

/**
 * Where a file's mapping starts: detected from its headings, then, where its headings match
 * those of the remembered correction, as corrected. A field the organiser mapped to a heading
 * this file has takes that column; a field they left unmapped stays so where its detected
 * heading was in their file too. The unit of MUN experience follows when its column does.
 */
export const startingMapping = (headers: readonly string[], remembered: RememberedMapping | null): StartingMapping => {
  const detected = detectMapping(headers);
  if (!remembered) return { mapping: detected, experienceUnit: detectExperienceUnit(headers, detected) };
  const keys = headers.map(headingKey);
  const columnOf = (key: string) => (key === '' ? -1 : keys.indexOf(key));
  const known = new Set(remembered.headings);
  const mapping: ColumnMapping = { ...detected };
  for (const field of importFields) {
    const heading = remembered.columns[field];
    if (heading !== undefined) {
      const column = columnOf(heading);
      if (column === -1) continue;
      for (const other of importFields) if (mapping[other] === column) delete mapping[other];
      mapping[field] = column;
    } else if (detected[field] !== undefined && mapping[field] === detected[field] && known.has(keys[detected[field]]!)) {
      delete mapping[field];
    }
  }
  const column = mapping.munExperience;
  const sameExperienceColumn = column !== undefined && remembered.columns.munExperience === keys[column];
  return { mapping, experienceUnit: sameExperienceColumn ? remembered.experienceUnit : detectExperienceUnit(headers, mapping) };
};
