import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideNomination, nominateForAward } from '../../../commands/awards/award-commands';
import { markAttendance } from '../../../commands/conference/roll-call';
import { readZipDirectory } from '@domain/shared/zip-directory';
import { allocationFixtures, type AllocationEvent } from '../../../test/support/allocation-fixtures';
import type { Person } from '../../../test/support/organiser-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';

let setup: WorkspaceTestSetup;
let fixtures: ReturnType<typeof allocationFixtures>;
let event: AllocationEvent;
let empty: AllocationEvent;
/** at: 3 of 4 sessions (75 %), below: 2 of 4, all: 4 of 4, awarded: none but Best Delegate. */
const delegates: Record<'at' | 'below' | 'all' | 'awarded', { person: Person; registrationId: string }> = {} as never;
let sessions: string[];

const caughtUp = async () => {
  await setup.system.runtime.waitForStored({ timeoutMs: 60_000 });
};
const storedOf = async (type: string) =>
  Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events WHERE type = $1', [type])).rows[0]!.count);
const base = (target = event) => `/api/v1/certificates/${target.eventId}`;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Person | undefined, body?: unknown) =>
  setup.fx.call(method, url, who, body);

/** Starts an issuing job and follows it to its end, checking that progress never goes back. */
const issue = async (target = event) => {
  const started = await call('POST', `${base(target)}/issue`, setup.organiser, {});
  expect(started.statusCode, started.body).toBe(202);
  const { jobId } = started.json().data as { jobId: string };
  let last = 0;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const job = await call('GET', `${base(target)}/jobs/${jobId}`, setup.organiser);
    expect(job.statusCode, job.body).toBe(200);
    const data = job.json().data;
    expect(data.progress).toBeGreaterThanOrEqual(last);
    last = data.progress;
    if (data.state === 'completed' || data.state === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the job did not finish');
};

beforeAll(async () => {
  setup = await startWorkspaceTest();
  fixtures = allocationFixtures(setup);
  const countries = await fixtures.seed(['UNSC']);
  event = await fixtures.event({ UNSC: 10 });
  empty = await fixtures.event({ UNSC: 3 });
  const tierB = [...countries]
    .filter(([, country]) => country.tier === 'B')
    .map(([name]) => name)
    .sort();
  const names = ['at', 'below', 'all', 'awarded'] as const;
  for (const [index, name] of names.entries()) {
    const person = await setup.fx.person('student');
    const registered = await call('POST', `/api/v1/registerations/event-registration-student/${person.userId}`, person, {
      eventId: event.eventId,
      mun_experience: 1,
      pref_committee_1_id: event.catalogue.UNSC,
      pref_committee_2_id: null,
      pref_committee_3_id: null,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const registrationId = registered.json().data.id as string;
    expect((await fixtures.assign(registrationId, event.committees.UNSC!, countries.get(tierB[index]!)!.id)).statusCode).toBe(200);
    delegates[name] = { person, registrationId };
  }
  expect((await call('POST', `/api/v1/allocation/${event.eventId}/publish`, setup.organiser, {})).statusCode).toBe(200);
  sessions = [];
  for (const start of ['09:00', '11:00', '14:00', '16:00']) {
    const added = await call('POST', `/api/v1/conference/${event.eventId}/sessions`, setup.organiser, {
      name: `Session ${start}`,
      day: '2026-12-10',
      start,
    });
    expect(added.statusCode, added.body).toBe(201);
    sessions.push(added.json().data.id);
  }
  const env = { store: setup.system.deps.store, now: new Date() };
  const attended = { at: 3, below: 2, all: 4, awarded: 0 };
  for (const name of names)
    for (const [index, sessionId] of sessions.entries())
      await markAttendance(
        env,
        {
          eventId: event.eventId,
          eventCommitteeId: event.committees.UNSC!,
          sessionId,
          registrationId: delegates[name].registrationId,
          mark: index < attended[name] ? (index % 2 ? 'present' : 'present_and_voting') : 'absent',
          late: false,
          tapId: randomUUID(),
          by: setup.organiser.userId,
        },
        { commandId: randomUUID(), userId: setup.organiser.userId },
      );
  const award = { eventId: event.eventId, registrationId: delegates.awarded.registrationId, kindId: 'best-delegate' };
  await nominateForAward(
    env,
    { ...award, eventCommitteeId: event.committees.UNSC!, by: 'chair' },
    { commandId: randomUUID(), userId: null },
  );
  await decideNomination(
    env,
    { ...award, decision: 'ConfirmAward', by: setup.organiser.userId },
    { commandId: randomUUID(), userId: null },
  );
  await caughtUp();
  // The head a reader may see trails transactions still open elsewhere on the server: wait for the roll calls and the award to show.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const overview = await call('GET', base(), setup.organiser);
    if (overview.json().data?.counts?.eligible === 3) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

describe('certificates', () => {
  it('says why nobody is eligible at an event without sessions', async () => {
    const answer = await call('GET', base(empty), setup.organiser);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      settings: { threshold: 75 },
      participationBlocked: expect.stringContaining('no sessions'),
      counts: { eligible: 0, issued: 0 },
      archiveReady: false,
    });
  });

  it('issues participation at and above the threshold only, one per award, once however often it runs, with a ZIP', async () => {
    const before = await call('GET', base(), setup.organiser);
    expect(before.json().data).toMatchObject({ participationBlocked: null, counts: { eligible: 3, issued: 0 } });
    const first = await issue();
    expect(first).toMatchObject({ state: 'completed', progress: 100, result: { eligible: 3, issued: 3, alreadyIssued: 0, archived: 3 } });
    const listed = (await call('GET', base(), setup.organiser)).json().data;
    const mine = (name: keyof typeof delegates) =>
      listed.certificates.filter((each: { delegateId: string }) => each.delegateId === delegates[name].registrationId);
    expect(mine('below')).toEqual([]);
    expect(mine('at')).toMatchObject([
      { kind: 'participation', title: 'Certificate of Participation', delegate: delegates.at.person.fullname },
    ]);
    expect(mine('all')).toHaveLength(1);
    expect(mine('awarded')).toMatchObject([{ kind: 'award', title: 'Best Delegate', status: 'valid' }]);
    expect(listed.counts).toMatchObject({ eligible: 3, issued: 3, valid: 3, revoked: 0 });
    expect(listed.archiveReady).toBe(true);

    const again = await issue();
    expect(again.result).toMatchObject({ issued: 0, alreadyIssued: 3, archived: 3 });
    expect(await storedOf('CertificateIssued')).toBe(3);
    const codes = (await call('GET', base(), setup.organiser)).json().data.certificates.map((each: { code: string }) => each.code);
    expect(codes).toEqual(listed.certificates.map((each: { code: string }) => each.code));

    const zip = await call('GET', `${base()}/certificates.zip`, setup.organiser);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = readZipDirectory(new Uint8Array(zip.rawPayload))!;
    expect(entries).toHaveLength(3);
    expect(entries.every((entry) => entry.name.endsWith('.pdf'))).toBe(true);
  });

  it('raises the threshold for the next issue only for those who reach it', async () => {
    const set = await call('PATCH', `${base()}/settings`, setup.organiser, { threshold: 100 });
    expect(set.json()).toMatchObject({ data: { threshold: 100 } });
    expect((await call('GET', base(), setup.organiser)).json().data.counts.eligible).toBe(2);
    expect((await call('PATCH', `${base()}/settings`, setup.organiser, { threshold: 101 })).statusCode).toBe(400);
    expect((await call('PATCH', `${base()}/settings`, setup.organiser, { threshold: 75 })).statusCode).toBe(200);
  });

  it("gives a delegate their own certificates and PDFs, never another's", async () => {
    const own = await call('GET', `${base()}/mine`, delegates.at.person);
    expect(own.json().data).toMatchObject([{ kind: 'participation', status: 'valid' }]);
    const id = own.json().data[0].id as string;
    const pdf = await call('GET', `${base()}/${id}/certificate.pdf`, delegates.at.person);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The event's logo (a PNG its organiser uploaded) beside the QR code: each PNG is an image and its alpha mask.
    expect(pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(4);
    expect((await call('GET', `${base()}/${id}/certificate.pdf`, setup.organiser)).statusCode).toBe(200);
    expect((await call('GET', `${base()}/${id}/certificate.pdf`, delegates.all.person)).statusCode).toBe(403);
    expect((await call('GET', `${base()}/mine`, delegates.below.person)).json().data).toEqual([]);
    expect((await call('GET', `${base()}/${id}/certificate.pdf`, undefined)).statusCode).toBe(401);
    // The title is the product's words: in Arabic for a reader who asks for it.
    expect(own.json().data[0].title).toBe('Certificate of Participation');
    const inArabic = await call('GET', `${base()}/mine?lang=ar`, delegates.at.person);
    expect(inArabic.json().data[0].title).toBe('شهادة مشاركة');
  });

  it('writes a certificate in the language its delegate chose', async () => {
    const id = (await call('GET', `${base()}/mine`, delegates.at.person)).json().data[0].id as string;
    const english = (await call('GET', `${base()}/${id}/certificate.pdf`, setup.organiser)).rawPayload.toString('latin1');
    expect(english).not.toContain('NotoSansArabic');
    expect((await call('PATCH', '/api/v1/users/me/language', delegates.at.person, { language: 'ar' })).statusCode).toBe(200);
    await caughtUp();
    // Whoever downloads it: the organiser gets the delegate's Arabic certificate too.
    const arabic = (await call('GET', `${base()}/${id}/certificate.pdf`, setup.organiser)).rawPayload.toString('latin1');
    expect(arabic).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Bold/);
    expect((await call('PATCH', '/api/v1/users/me/language', delegates.at.person, { language: 'en' })).statusCode).toBe(200);
    await caughtUp();
  });

  it('refuses the organiser routes to anyone but the organiser, storing nothing', async () => {
    const outsider = await setup.fx.organiser('teacher');
    const id = `${delegates.at.registrationId}--participation`;
    for (const who of [outsider, delegates.at.person]) {
      expect((await call('GET', base(), who)).statusCode).toBe(403);
      expect((await call('PATCH', `${base()}/settings`, who, { threshold: 10 })).statusCode).toBe(403);
      expect((await call('POST', `${base()}/issue`, who, {})).statusCode).toBe(403);
      expect((await call('GET', `${base()}/certificates.zip`, who)).statusCode).toBe(403);
      expect((await call('POST', `${base()}/${id}/revoke`, who, { reason: 'no' })).statusCode).toBe(403);
    }
    expect(await storedOf('CertificateRevoked')).toBe(0);
  });

  it('verifies a code publicly with who, what and when and nothing personal, and says revoked after revocation', async () => {
    const own = (await call('GET', `${base()}/mine`, delegates.at.person)).json().data[0] as { id: string; code: string };
    const verified = await call('GET', `/api/v1/verify/${own.code}`, undefined);
    expect(verified.statusCode, verified.body).toBe(200);
    const data = verified.json().data;
    expect(Object.keys(data).sort()).toEqual(
      ['committee', 'country', 'delegate', 'event', 'issued_at', 'kind', 'revoked_at', 'status', 'what'].sort(),
    );
    expect(data).toMatchObject({
      status: 'valid',
      delegate: delegates.at.person.fullname,
      what: 'Certificate of Participation',
      revoked_at: null,
    });
    expect(verified.body).not.toContain(delegates.at.person.email);
    expect(verified.body).not.toMatch(/phone|birthday|email|1990-04-12|650 5005|emergency/i);
    expect((await call('GET', '/api/v1/verify/NOTACODE0000000000000', undefined)).statusCode).toBe(404);

    const revoked = await call('POST', `${base()}/${own.id}/revoke`, setup.organiser, { reason: 'Attendance marked in error' });
    expect(revoked.json()).toMatchObject({
      message: 'Certificate revoked',
      data: { status: 'revoked', revoke_reason: 'Attendance marked in error' },
    });
    const after = (await call('GET', `/api/v1/verify/${own.code}`, undefined)).json();
    expect(after).toMatchObject({
      message: 'This certificate has been revoked',
      data: { status: 'revoked', revoked_at: expect.any(String) },
    });
    expect((await call('POST', `${base()}/${own.id}/revoke`, setup.organiser, { reason: 'again' })).statusCode).toBe(200);
    expect(await storedOf('CertificateRevoked')).toBe(1);
    // Issuing again leaves the revoked certificate revoked, and the ZIP holds the valid ones only.
    expect((await issue()).result).toMatchObject({ issued: 0, archived: 2 });
  });
});
