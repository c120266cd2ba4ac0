import pg from 'pg';
import { startTestSystem, type TestSystem } from './test-system';
import type { Person } from './organiser-fixtures';
import { eventFixtures, type Organiser } from './event-fixtures';

/** What an event workspace API test starts from: the system with its schools, a super user, an organiser and a pg pool. */
export interface WorkspaceTestSetup {
  system: TestSystem;
  fx: ReturnType<typeof eventFixtures>;
  db: pg.Pool;
  superUser: Person;
  organiser: Organiser;
}

/** Starts the test system, seeds its schools, and makes a pg pool, a super user, the event fixtures and an approved (teacher) organiser. */
export const startWorkspaceTest = async (env: Record<string, string> = {}): Promise<WorkspaceTestSetup> => {
  const system = await startTestSystem(env);
  await system.seedSchools();
  const db = new pg.Pool({ connectionString: system.database.url, max: 2 });
  const superUser = await eventFixtures(system, undefined as unknown as Person).person('teacher', { superUser: true });
  const fx = eventFixtures(system, superUser);
  const organiser = await fx.organiser('teacher');
  return { system, fx, db, superUser, organiser };
};

/** Ends what startWorkspaceTest started (either may be unset if it failed part way). */
export const stopWorkspaceTest = async (system: TestSystem | undefined, db: pg.Pool | undefined) => {
  await db?.end();
  await system?.stop();
};
