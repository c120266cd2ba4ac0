import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { EventStore } from '../commands/event-store/port';
import { importReferenceData, type ReferenceData } from '../commands/schools/import-reference-data';

const readSeedFile = (file: string) => readFile(new URL(`./seed-data/${file}`, import.meta.url), 'utf8');

/**
 * Seeds localities with their areas, then schools, through the same commands the app uses.
 * The command id is derived from the files' content, so running the seed again adds
 * nothing, and the imports only add what is missing, so super users' changes are kept.
 */
export const seedSchools = async (store: EventStore, now: Date) => {
  const localities = await readSeedFile('localities.json');
  const schools = await readSeedFile('schools.json');
  const digest = createHash('sha256').update(localities).update('\u0000').update(schools).digest('hex').slice(0, 16);
  const data: ReferenceData = { localities: JSON.parse(localities), schools: JSON.parse(schools) };
  return importReferenceData(store, data, { commandId: `seed-schools-${digest}`, userId: null }, now);
};
