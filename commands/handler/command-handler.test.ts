import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadershipRoles } from '@domain/catalogue/leadership-roles';
import { createFreshDatabase, type FreshDatabase } from '../../test/support/fresh-database';
import { runCatalogueCommand } from '../catalogue/catalogue-command';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store';
import { checkCommand } from './command-handler';
import { eventIdFor } from './event-ids';

let database: FreshDatabase;
let store: PostgresEventStore;
const stamp = { by: 'user-1', at: '2026-11-21T10:00:00.000Z' };
const add = (abbr: string, commandId: string) =>
  runCatalogueCommand(
    store,
    leadershipRoles,
    { type: 'Add', entry: { abbr, leadershipRole: `Role ${abbr}` }, ...stamp },
    { commandId, userId: 'user-1' },
  );

beforeAll(async () => {
  database = await createFreshDatabase('handler');
  store = new PostgresEventStore(database.url);
  await store.migrate();
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

describe('executeCommand', () => {
  it('records who asked and the command id with every event', async () => {
    await add('A1', 'command-a1');
    const [event] = await store.readStream(leadershipRoles.streamId);
    expect(event).toMatchObject({
      type: 'LeadershipRoleAdded',
      id: eventIdFor('command-a1', leadershipRoles.streamId, 0),
      metadata: { commandId: 'command-a1', userId: 'user-1' },
    });
  });

  it('does nothing the second time the same command id arrives, and says so', async () => {
    const first = await add('B1', 'command-b1');
    const again = await add('B1', 'command-b1');
    expect(again).toMatchObject({ replayed: true, position: first.position, events: first.events });
    const stored = await store.readStream(leadershipRoles.streamId);
    expect(stored.filter((event) => event.metadata.commandId === 'command-b1')).toHaveLength(1);
  });

  it('retries on a concurrent write so that every distinct command lands, with consecutive ids', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => add(`C${i}`, `command-c${i}`)));
    expect(results.every((result) => result.position !== null)).toBe(true);
    const ids = results.map((result) => (result.events[0]!.data as { id: number }).id).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(12);
    expect(ids.at(-1)! - ids[0]!).toBe(11);
  });

  it('tells a command that changed nothing where the stream stood when it was decided', async () => {
    const added = await add('D1', 'command-d1');
    const id = (added.events[0]!.data as { id: number }).id;
    const unchanged = await runCatalogueCommand(
      store,
      leadershipRoles,
      { type: 'Update', id, entry: { abbr: 'D1', leadershipRole: 'Role D1' }, ...stamp },
      { commandId: 'command-d1-again', userId: 'user-1' },
    );
    const [last] = await store.readStream(leadershipRoles.streamId, { direction: 'backwards', maxCount: 1 });
    expect(unchanged).toMatchObject({ events: [], position: null, basedOn: last!.position });
    expect(last!.position).toBe(added.position);
  });

  it('surfaces the rule a decider breaks and appends nothing', async () => {
    const before = (await store.readStream(leadershipRoles.streamId)).length;
    await expect(add('A1', 'command-duplicate')).rejects.toMatchObject({ code: 'LEADERSHIPROLE_DUPLICATE', kind: 'conflict' });
    expect((await store.readStream(leadershipRoles.streamId)).length).toBe(before);
  });

  it('checks a command as its decider would without appending, and lets a command already recorded through', async () => {
    const stream = {
      streamId: leadershipRoles.streamId,
      decider: leadershipRoles.decider,
      parse: (event: { type: string; data: unknown }) => leadershipRoles.parseEvent(event.type, event.data),
    };
    const duplicate = { type: 'Add' as const, entry: { abbr: 'A1', leadershipRole: 'Role A1' }, ...stamp };
    const decide = (state: Parameters<typeof leadershipRoles.decider.evolve>[0]) => leadershipRoles.decider.decide(duplicate, state);
    const before = (await store.readStream(leadershipRoles.streamId)).length;

    await expect(checkCommand(store, stream, { commandId: 'command-check', userId: 'user-1' }, decide)).rejects.toMatchObject({
      code: 'LEADERSHIPROLE_DUPLICATE',
    });
    // command-a1 stored A1: its retry is let through, to be answered from its stored events.
    await expect(checkCommand(store, stream, { commandId: 'command-a1', userId: 'user-1' }, decide)).resolves.toBeUndefined();
    expect((await store.readStream(leadershipRoles.streamId)).length).toBe(before);
  });
});
