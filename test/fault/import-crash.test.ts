import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationFixtures } from '../support/allocation-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../support/workspace-test-setup';
import { importCalls } from '../support/import-calls';
import { createVault } from '../../commands/event-store/personal-data-vault';
import { startImportWorker } from '../../workers/imports/import-worker';
import { googleFormRows, googleFormXlsx } from '../support/sheets/sheet-fixtures';
import { startStallingWorker, type StallingWorker } from '../support/stalling-worker-process';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const DOMAINS = 'gmail.com,example.com';

let setup: WorkspaceTestSetup;
let child: StallingWorker | undefined;
let worker: { close(): Promise<void> } | undefined;
let fixtures: ReturnType<typeof allocationFixtures>;

// Projectors only: no worker in the test's own process until the test starts one.
beforeAll(async () => {
  setup = await startWorkspaceTest({ ROLE: 'projector', ALLOWED_EMAIL_DOMAINS: DOMAINS });
  fixtures = allocationFixtures(setup);
  await fixtures.seed(['UNSC', 'UNHRC', 'DISEC', 'ECOSOC', 'WHO', 'UNEP']);
});
afterAll(async () => {
  child?.kill();
  await worker?.close();
  await stopWorkspaceTest(setup?.system, setup?.db);
});

const countOf = async (type: string, eventId?: string) =>
  Number(
    (
      await setup.db.query<{ count: string }>(
        `SELECT count(*) FROM es.events WHERE type = $1 AND ($2::text IS NULL OR data->>'eventId' = $2)`,
        [type, eventId ?? null],
      )
    ).rows[0]!.count,
  );

describe('a delegate import killed half-way', () => {
  it('leaves no duplicate and loses no row once another worker runs it again', { timeout: 120_000 }, async () => {
    const event = await fixtures.event({ UNSC: 10 }, 200);
    // 200 new people at listed schools (GEMS Wellington Academy, every fourth row, matches two: those wait for review):
    // more than one group of invitations (import-run.ts).
    const rows = googleFormRows(201).slice(1);
    const { config } = setup.system.deps;
    child = await startStallingWorker('delegate-import', {
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      ALLOWED_EMAIL_DOMAINS: DOMAINS,
    });

    // The preview needs a worker too: the stalling one previews, then stops in the import.
    const calls = importCalls(setup);
    const uploaded = await calls.upload(event.eventId, 'responses.xlsx', googleFormXlsx(rows));
    expect(uploaded.statusCode).toBe(200);
    const { importId, created } = uploaded.json().data as { importId: string; created: number };
    expect(created).toBe(150);
    const applied = await setup.system.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${importId}/apply`,
      headers: setup.organiser.headers,
      payload: {},
    });
    await child.stalled;
    child.kill();
    // Stopped after its first group of invitations, before any registration.
    const invited = await countOf('InvitationIssued');
    expect(invited).toBeGreaterThan(0);
    expect(invited).toBeLessThan(150);
    expect(await countOf('DelegateRegistered', event.eventId)).toBe(0);

    const { db, redis, store } = setup.system.deps;
    worker = await startImportWorker({
      config,
      redis,
      logger: silent,
      stalledInterval: 500,
      env: { store, vault: createVault(db), db, now: () => new Date(), allowedEmailDomains: DOMAINS.split(',') },
    });
    const result = await calls.job(importId, applied.json().data.jobId);
    expect(result).toMatchObject({ state: 'completed', report: { counts: { created: 150, needsReview: 50, errors: 0 } } });
    expect(await countOf('DelegateRegistered', event.eventId)).toBe(150);
    expect(await countOf('InvitationIssued')).toBe(150);
    const people = await setup.db.query<{ count: string }>(
      `SELECT count(DISTINCT user_id) FROM rm_registrations_list.registrations WHERE event_id = $1`,
      [event.eventId],
    );
    expect(Number(people.rows[0]!.count)).toBe(150);
  });
});
