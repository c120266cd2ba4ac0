import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { runCatalogueCommand } from '../commands/catalogue/catalogue-command';
import type { EventStore, Position } from '../commands/event-store/port';
import { committees, type CommitteeEntry } from '../domain/catalogue/committees';
import { countries, type CountryEntry } from '../domain/catalogue/countries';
import { leadershipRoles, type LeadershipRoleEntry } from '../domain/catalogue/leadership-roles';

const readJson = async <T>(file: string): Promise<{ entries: T; digest: string }> => {
  const text = await readFile(new URL(`./seed-data/${file}`, import.meta.url), 'utf8');
  return { entries: JSON.parse(text) as T, digest: createHash('sha256').update(text).digest('hex').slice(0, 16) };
};

/**
 * Seeds the catalogues through the same commands the super user uses. Import adds only
 * entries whose key is missing, and the command id is derived from the file's content, so
 * running the seed again changes nothing, and a super user's later edits are kept.
 */
export const seedCatalogues = async (store: EventStore, now: Date) => {
  const at = now.toISOString();
  const stamp = { by: 'system', at };
  const positions: Position[] = [];
  const report: Record<string, number> = {};

  const roles = await readJson<Array<{ abbr: string; leadership_role: string }>>('leadership-roles.json');
  const rolesResult = await runCatalogueCommand(
    store,
    leadershipRoles,
    { type: 'Import', entries: roles.entries.map((r): LeadershipRoleEntry => ({ abbr: r.abbr, leadershipRole: r.leadership_role })), ...stamp },
    { commandId: `seed-leadership-roles-${roles.digest}`, userId: null },
  );
  report.leadershipRoles = rolesResult.replayed ? 0 : rolesResult.events.length;
  if (rolesResult.position) positions.push(rolesResult.position);

  const committeeFile = await readJson<CommitteeEntry[]>('committees.json');
  const committeesResult = await runCatalogueCommand(
    store,
    committees,
    { type: 'Import', entries: committeeFile.entries.map(({ abbr, committee, category }) => ({ abbr, committee, category })), ...stamp },
    { commandId: `seed-committees-${committeeFile.digest}`, userId: null },
  );
  report.committees = committeesResult.replayed ? 0 : committeesResult.events.length;
  if (committeesResult.position) positions.push(committeesResult.position);

  const countryFile = await readJson<Array<CountryEntry & { observer?: boolean }>>('countries.json');
  const countriesResult = await runCatalogueCommand(
    store,
    countries,
    { type: 'Import', entries: countryFile.entries.map(({ name, code, tier }) => ({ name, code, tier })), ...stamp },
    { commandId: `seed-countries-${countryFile.digest}`, userId: null },
  );
  report.countries = countriesResult.replayed ? 0 : countriesResult.events.length;
  if (countriesResult.position) positions.push(countriesResult.position);

  return { report, positions };
};
