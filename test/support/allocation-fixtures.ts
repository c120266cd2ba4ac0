import { randomUUID } from 'node:crypto';
import { registerDelegate } from '../../commands/registrations/registration-commands';
import { readFile } from 'node:fs/promises';
import { runCatalogueCommand } from '../../commands/catalogue/catalogue-command';
import { countries as countriesCatalogue, type CountryEntry } from '@domain/catalogue/countries';
import type { Person } from './organiser-fixtures';
import type { WorkspaceTestSetup } from './workspace-test-setup';

export interface AllocationEvent {
  eventId: string;
  /** Event committee id by abbreviation. */
  committees: Record<string, string>;
  /** Catalogue committee id by abbreviation (what delegates prefer). */
  catalogue: Record<string, string>;
}

/** Catalogue ids of the seeded countries by name, with their tiers. */
export type Countries = Map<string, { id: string; tier: 'S' | 'A' | 'B' }>;

/** Events with committees and delegates for allocation tests: real commands and routes, no shortcuts in what is decided. */
export const allocationFixtures = ({ system, fx, superUser, organiser }: WorkspaceTestSetup) => {
  const catalogue: Record<string, string> = {};

  /** The seeded catalogues (195 countries with tiers) and catalogue committees named by abbreviation. */
  const seed = async (abbrs: readonly string[]): Promise<Countries> => {
    // The countries the product ships with (ops/seed-data), with their tiers, through the catalogue's command.
    const entries = JSON.parse(await readFile(new URL('../../ops/seed-data/countries.json', import.meta.url), 'utf8')) as CountryEntry[];
    const imported = await runCatalogueCommand(
      system.deps.store,
      countriesCatalogue,
      { type: 'Import', entries, by: 'system', at: new Date().toISOString() },
      { commandId: randomUUID(), userId: null },
    );
    if (imported.position) await system.runtime.waitFor(imported.position, { timeoutMs: 20_000 });
    const existing = (await fx.call('GET', '/api/v1/committees/all-committees', superUser)).json().data as Array<{
      id: number;
      abbr: string;
    }>;
    for (const abbr of abbrs) {
      const found = existing.find((entry) => entry.abbr === abbr);
      catalogue[abbr] = String(
        found?.id ??
          (
            await fx.call('POST', '/api/v1/committees/add-committee', superUser, {
              abbr,
              committee: `${abbr} committee`,
              category: 'country',
            })
          ).json().data.id,
      );
    }
    const countries = (await fx.call('GET', '/api/v1/countries/all-countries', superUser)).json().data as Array<{
      id: number;
      name: string;
      tier: 'S' | 'A' | 'B';
    }>;
    return new Map(countries.map((country) => [country.name, { id: String(country.id), tier: country.tier }]));
  };

  /** An approved event of the organiser with these committees (abbreviation → seats). */
  const event = async (seats: Record<string, number>, numberOfSeats = 500): Promise<AllocationEvent> => {
    const created = await fx.createEvent(organiser, { number_of_seats: String(numberOfSeats) });
    const approved = await fx.call('PATCH', `/api/v1/events/update-event-status/${created.id}`, superUser, { status: 'approved' });
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
    const committees: Record<string, string> = {};
    for (const [abbr, count] of Object.entries(seats)) {
      const saved = await fx.call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
        committeeId: catalogue[abbr],
        eventId: created.id,
        category: 'country',
        abbr,
        seats: String(count),
      });
      if (saved.statusCode !== 201 && saved.statusCode !== 200) throw new Error(`committee failed: ${saved.body}`);
      committees[abbr] = saved.json().data.id as string;
    }
    return { eventId: created.id, committees, catalogue: { ...catalogue } };
  };

  /** Registered delegates (by the registration command, as people registering would), returned as registration ids in order. */
  const delegates = async (
    target: AllocationEvent,
    people: ReadonlyArray<{ munExperience: number; prefs?: readonly string[] }>,
  ): Promise<string[]> => {
    const env = { store: system.deps.store, vault: system.deps.vault, now: new Date() };
    const ids: string[] = [];
    let last = null;
    for (const person of people) {
      const prefCommitteeIds = [0, 1, 2].map((index) => (person.prefs?.[index] ? target.catalogue[person.prefs[index]!]! : null));
      const result = await registerDelegate(
        env,
        {
          eventId: target.eventId,
          userId: `delegate-${randomUUID()}`,
          role: 'student',
          munExperience: person.munExperience,
          prefCommitteeIds,
          personal: { foodPreference: null, foodAllergies: '', emergencyName: 'Alice Lee', emergencyPhone: '050 650 5005' },
        },
        { commandId: randomUUID(), userId: null },
      );
      const registered = result.events.find((event) => event.type === 'DelegateRegistered');
      if (registered?.type !== 'DelegateRegistered') throw new Error('registration failed');
      ids.push(registered.data.registrationId);
      last = result.position;
    }
    if (last) await system.runtime.waitFor(last, { timeoutMs: 20_000 });
    return ids;
  };

  const unlockAll = (target: AllocationEvent) =>
    fx.call('POST', '/api/v1/registerations/lock-delegates', organiser, { eventId: target.eventId, locked: false });

  const assign = (delegateId: string, committeeId: string, countryId = '', who = organiser) =>
    fx.call('POST', '/api/v1/registerations/assign-delegate', who, { delegateId, committeeId, countryId });

  const registrations = async (target: AllocationEvent) =>
    (await fx.call('GET', `/api/v1/registerations/get-registrations/${target.eventId}`, organiser)).json().data as Array<{
      id: string;
      mun_experience: number;
      assigned_committees: string | null;
      assigned_country: string | null;
      country: { tier: string } | null;
      locked: boolean;
      flag: boolean;
    }>;

  /** Every read model has caught up with everything stored so far. */
  const caughtUp = async () => {
    if (!(await system.runtime.waitForStored({ timeoutMs: 60_000 }))) throw new Error('the read models did not catch up within 60 s');
  };

  /** A student registers themself through the spec's call (MUN experience 3 unless the body says otherwise). */
  const registerStudent = async (student: Person, target: AllocationEvent, body: Record<string, unknown> = {}) => {
    const registered = await fx.call('POST', `/api/v1/registerations/event-registration-student/${student.userId}`, student, {
      eventId: target.eventId,
      mun_experience: 3,
      ...body,
    });
    if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
    return registered.json().data as { id: string; registration_no: string };
  };

  /** The organiser names a committee's chair and first deputy chair (null: none), as the Committees tab saves them. */
  const nameChairs = async (target: AllocationEvent, abbr: string, chairs: { chair: Person | null; deputy?: Person | null }, seats = 5) => {
    const saved = await fx.call(
      'PATCH',
      `/api/v1/event-committees/update-event-committees-by-event/${target.committees[abbr]}`,
      organiser,
      {
        eventId: target.eventId,
        committeeId: target.catalogue[abbr],
        category: 'country',
        seats: String(seats),
        chair_username: chairs.chair?.username ?? null,
        deputy_chair1_username: chairs.deputy?.username ?? null,
        deputy_chair2_username: null,
      },
    );
    if (saved.statusCode !== 200) throw new Error(`naming chairs failed: ${saved.body}`);
  };

  /** The organiser publishes the seats (a chair sees a committee's delegates from then), and the read models catch up. */
  const publish = async (target: AllocationEvent) => {
    const published = await fx.call('POST', `/api/v1/allocation/${target.eventId}/publish`, organiser, {});
    if (published.statusCode !== 200) throw new Error(`publishing failed: ${published.body}`);
    await caughtUp();
  };

  return { seed, event, delegates, unlockAll, assign, registrations, caughtUp, registerStudent, nameChairs, publish };
};
