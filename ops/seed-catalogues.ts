import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { runCatalogueCommand } from '../commands/catalogue/catalogue-command';
import type { EventStore, Position } from '../commands/event-store/port';
import { committees, type CommitteeEntry } from '@domain/catalogue/committees';
import { countries, type CountryEntry } from '@domain/catalogue/countries';
import { leadershipRoles } from '@domain/catalogue/leadership-roles';

const readSeedFile = async (file: string) => {
  const text = await readFile(new URL(`./seed-data/${file}`, import.meta.url), 'utf8');
  return { rows: JSON.parse(text) as Record<string, string>[], digest: createHash('sha256').update(text).digest('hex').slice(0, 16) };
};

/** Each catalogue, its seed file, and how a file row becomes a catalogue entry. */
const seeds = [
  {
    key: 'leadershipRoles',
    file: 'leadership-roles.json',
    catalogue: leadershipRoles,
    toEntry: (row: Record<string, string>) => ({ abbr: row.abbr!, leadershipRole: row.leadership_role! }),
  },
  {
    key: 'committees',
    file: 'committees.json',
    catalogue: committees,
    toEntry: (row: Record<string, string>) => ({
      abbr: row.abbr!,
      committee: row.committee!,
      category: row.category as CommitteeEntry['category'],
    }),
  },
  {
    key: 'countries',
    file: 'countries.json',
    catalogue: countries,
    toEntry: (row: Record<string, string>) => ({ name: row.name!, code: row.code!, tier: row.tier as CountryEntry['tier'] }),
  },
] as const;

/**
 * Seeds the catalogues through the same commands the super user uses. Import adds only
 * entries whose key is missing, and the command id is derived from the file's content, so
 * running the seed again changes nothing, and a super user's later edits are kept.
 */
export const seedCatalogues = async (store: EventStore, now: Date) => {
  const stamp = { by: 'system', at: now.toISOString() };
  const positions: Position[] = [];
  const report: Record<string, number> = {};
  for (const seed of seeds) {
    const { rows, digest } = await readSeedFile(seed.file);
    const result = await runCatalogueCommand(
      store,
      seed.catalogue as typeof leadershipRoles,
      { type: 'Import', entries: rows.map((row) => seed.toEntry(row) as never), ...stamp },
      { commandId: `seed-${seed.key}-${digest}`, userId: null },
    );
    report[seed.key] = result.replayed ? 0 : result.events.length;
    if (result.position) positions.push(result.position);
  }
  return { report, positions };
};
