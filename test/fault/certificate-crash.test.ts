import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZipDirectory } from '@domain/shared/zip-directory';
import { rollCallStreamId } from '@domain/conference/roll-call';
import { addSession } from '../../commands/conference/sessions';
import { registerDelegate } from '../../commands/registrations/registration-commands';
import { readArchive } from '../../projections/certificates/certificate-archive';
import { startCertificateWorker } from '../../workers/certificates/certificate-worker';
import { allocationFixtures, type AllocationEvent } from '../support/allocation-fixtures';
import { startStallingWorker, type StallingWorker } from '../support/stalling-worker-process';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../support/workspace-test-setup';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const DELEGATES = 2_000;

let setup: WorkspaceTestSetup;
let child: StallingWorker | undefined;
let worker: { close(): Promise<void> } | undefined;
let event: AllocationEvent;
let uploadDir: string;

const caughtUp = async () => {
  await setup.system.runtime.waitForStored({ timeoutMs: 120_000 });
};
const issuedRows = async () =>
  (
    await setup.db.query<{ certificate_id: string; code: string }>(
      `SELECT data->>'certificateId' AS certificate_id, data->>'code' AS code FROM es.events WHERE type = 'CertificateIssued' AND data->>'eventId' = $1`,
      [event.eventId],
    )
  ).rows;

// Projectors only: no worker in the test's own process until the test starts one.
beforeAll(async () => {
  setup = await startWorkspaceTest({ ROLE: 'projector' });
  uploadDir = await mkdtemp(path.join(tmpdir(), 'certificates-'));
  const fixtures = allocationFixtures(setup);
  await fixtures.seed(['UNSC']);
  event = await fixtures.event({ UNSC: DELEGATES }, DELEGATES + 10);
  const { store, vault } = setup.system.deps;
  const env = { store, vault, now: new Date() };
  // 2,000 registrations by the registration command, a hundred at a time (they commit together).
  const registrationIds: string[] = [];
  for (let start = 0; start < DELEGATES; start += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, DELEGATES - start) }, () =>
        registerDelegate(
          env,
          {
            eventId: event.eventId,
            userId: `delegate-${randomUUID()}`,
            role: 'student',
            munExperience: 1,
            prefCommitteeIds: [event.catalogue.UNSC!, null, null],
            personal: { foodPreference: null, foodAllergies: '', emergencyName: 'Alice Lee', emergencyPhone: '050 650 5005' },
          },
          { commandId: randomUUID(), userId: null },
        ),
      ),
    );
    for (const result of batch) {
      const registered = result.events.find((each) => each.type === 'DelegateRegistered');
      if (registered?.type !== 'DelegateRegistered') throw new Error('registration failed');
      registrationIds.push(registered.data.registrationId);
    }
  }
  const session = await addSession(
    { store, now: new Date() },
    { eventId: event.eventId, name: 'Opening', day: '2026-12-10', start: '09:00', by: setup.organiser.userId },
    { commandId: randomUUID(), userId: setup.organiser.userId },
  );
  const sessionId = session.events[0]!.data.sessionId;
  // Everyone present at the one session: the roll call's events written as a fixture, in one append.
  const at = new Date().toISOString();
  await store.appendToStream(
    rollCallStreamId(event.committees.UNSC!),
    registrationIds.map((registrationId) => ({
      id: randomUUID(),
      type: 'AttendanceMarked',
      data: {
        eventId: event.eventId,
        eventCommitteeId: event.committees.UNSC!,
        sessionId,
        registrationId,
        mark: 'present',
        late: false,
        previous: null,
        tapId: randomUUID(),
        by: 'chair',
        at,
      },
    })),
  );
  await caughtUp();
}, 240_000);
afterAll(async () => {
  child?.kill();
  await worker?.close();
  await stopWorkspaceTest(setup?.system, setup?.db);
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
});

describe('issuing 2,000 certificates', () => {
  it('runs as one job with progress, and a job killed half-way resumes without duplicates', { timeout: 420_000 }, async () => {
    const { config, db, redis, store } = setup.system.deps;
    child = await startStallingWorker('certificates', {
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      UPLOAD_DIR: uploadDir,
    });
    const started = await setup.fx.call('POST', `/api/v1/certificates/${event.eventId}/issue`, setup.organiser, {});
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json().data as { jobId: string };
    await child.stalled;
    child.kill();
    // Killed after its first chunk: one append of 250.
    expect((await issuedRows()).length).toBe(250);
    const stalledAt = (await setup.fx.call('GET', `/api/v1/certificates/${event.eventId}/jobs/${jobId}`, setup.organiser)).json().data;
    expect(stalledAt.progress).toBeGreaterThan(0);
    expect(stalledAt.progress).toBeLessThan(100);

    // Another worker picks the stalled job up and renders the 2,000 real PDFs (some 25 ms each here).
    worker = await startCertificateWorker({
      config,
      redis,
      logger: silent,
      stalledInterval: 500,
      env: { store, db, now: () => new Date(), publicUrl: 'http://localhost', uploadDir, readLogo: async () => null },
    });
    const seen: number[] = [];
    let answer: { state: string; progress: number; result: Record<string, number> | null } | undefined;
    // Waited for by its state, for as long as a loaded machine needs to render them (the test's own timeout bounds it).
    for (;;) {
      const job = await setup.fx.call('GET', `/api/v1/certificates/${event.eventId}/jobs/${jobId}`, setup.organiser);
      answer = job.json().data;
      seen.push(answer!.progress);
      if (answer!.state === 'completed' || answer!.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answer).toMatchObject({
      state: 'completed',
      progress: 100,
      result: { eligible: DELEGATES, issued: DELEGATES - 250, alreadyIssued: 250, archived: DELEGATES },
    });
    expect(seen.some((progress) => progress > stalledAt.progress && progress < 100)).toBe(true);
    const rows = await issuedRows();
    expect(rows.length).toBe(DELEGATES);
    expect(new Set(rows.map((row) => row.certificate_id)).size).toBe(DELEGATES);
    expect(new Set(rows.map((row) => row.code)).size).toBe(DELEGATES);
    const completed = await setup.db.query(
      `SELECT 1 FROM es.events WHERE type = 'CertificateRequestCompleted' AND data->>'requestId' = $1`,
      [jobId],
    );
    expect(completed.rowCount).toBe(1);
    const zip = await readArchive(uploadDir, event.eventId);
    expect(readZipDirectory(new Uint8Array(zip!))).toHaveLength(DELEGATES);
    // Real PDFs, stored uncompressed: each entry begins with the PDF header.
    expect(zip!.toString('latin1').split('%PDF-').length - 1).toBe(DELEGATES);
  });
});
