import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserMessages } from '@domain/organisers/organiser-rules';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';
import { organiserFixtures, PDF, PNG, type Person } from '../../../test/support/organiser-fixtures';

let system: TestSystem;
let fixtures: ReturnType<typeof organiserFixtures>;

beforeAll(async () => {
  // A small cap, so the size check can be seen without megabytes of test data.
  system = await startTestSystem({ EVIDENCE_MAX_BYTES: String(64 * 1024) });
  await system.seedSchools();
  fixtures = organiserFixtures(system);
});
afterAll(async () => system?.stop());

const requestApproval = (person: Person, payload: object | undefined, userId = person.userId) =>
  system.app.inject({ method: 'POST', url: `/api/v1/organisers/organiser-approval-request/${userId}`, headers: person.headers, payload });
const registrationStatus = async (person: Person) =>
  (await system.app.inject({ method: 'GET', url: '/api/v1/organisers/my-registration-status', headers: person.headers })).json();

describe('evidence upload', () => {
  it('stores a real PDF and serves it back as a download', async () => {
    const teacher = await fixtures.person('teacher', { profile: false });
    const uploaded = await fixtures.uploadEvidence(teacher.headers, PDF);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { documentUrl, type } = uploaded.json().data;
    expect(type).toBe('pdf');
    expect(documentUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);

    const served = await system.app.inject({ method: 'GET', url: documentUrl, headers: teacher.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('takes pictures of letters too, judged by their bytes', async () => {
    const teacher = await fixtures.person('teacher', { profile: false });
    const uploaded = await fixtures.uploadEvidence(teacher.headers, PNG, 'scan.pdf');
    expect(uploaded.json().data.type).toBe('png');
  });

  it('refuses a file that only claims to be a PDF, and one over the size cap', async () => {
    const teacher = await fixtures.person('teacher', { profile: false });
    const disguised = await fixtures.uploadEvidence(teacher.headers, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'This file type is not allowed' });

    const large = await fixtures.uploadEvidence(teacher.headers, Buffer.concat([PDF, Buffer.alloc(65 * 1024, 32)]));
    expect(large.statusCode).toBe(400);
    expect(large.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File is too large (maximum 64 KB)' });
  });

  it('needs a signed-in user', async () => {
    const response = await system.app.inject({ method: 'POST', url: '/api/v1/organisers/organiser-approval-edvince-upload' });
    expect(response.statusCode).toBe(401);
  });
});

describe('organiser approval request', () => {
  it("records a pending request with the profile's school and the uploaded evidence", async () => {
    const teacher = await fixtures.person('teacher');
    const school = await fixtures.firstSchool(teacher.headers);
    expect(await registrationStatus(teacher)).toMatchObject({ message: organiserMessages.notRegistered, data: { status: null } });

    const { documentUrl } = (await fixtures.uploadEvidence(teacher.headers)).json().data;
    const response = await requestApproval(teacher, {
      school_id: school.id,
      locality_id: school.locality_id,
      role: ' MUN Director ',
      evidenceDocs: [documentUrl],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your request is under verification. We will notify you soon.',
      data: {
        user_id: teacher.userId,
        user: { id: teacher.userId, username: teacher.username, fullname: teacher.fullname, role: 'teacher', years_of_experience: '7' },
        school: school.name,
        school_id: school.id,
        role: 'MUN Director',
        evidence: { file_url: documentUrl, file_urls: [documentUrl] },
        status: 'pending',
        actioned_at: null,
        actioned_by_user_id: null,
      },
    });
    expect(await registrationStatus(teacher)).toMatchObject({ message: 'The status is pending', data: { status: 'pending' } });

    const again = await requestApproval(teacher, { role: 'MUN Director', evidenceDocs: documentUrl });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORGANISER_REQUEST_EXISTS',
      message: 'Your organiser request is already under verification',
    });
  });

  it('answers missing fields with the spec messages and records nothing', async () => {
    const student = await fixtures.person('student');
    const { documentUrl } = (await fixtures.uploadEvidence(student.headers)).json().data;
    const cases: Array<[object | undefined, string, string]> = [
      [{ role: '', evidenceDocs: [documentUrl] }, organiserMessages.role, 'role'],
      [{ evidenceDocs: [documentUrl] }, organiserMessages.role, 'role'],
      [undefined, organiserMessages.role, 'role'],
      [{ role: 'Delegate coach', evidenceDocs: [] }, organiserMessages.evidence, 'evidenceDocs'],
      [{ role: 'Delegate coach' }, organiserMessages.evidence, 'evidenceDocs'],
    ];
    for (const [payload, message, field] of cases) {
      const response = await requestApproval(student, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, data: { fieldErrors: { [field]: message } } });
    }
    expect((await registrationStatus(student)).data.status).toBeNull();
  });

  it('accepts only evidence uploaded here', async () => {
    const student = await fixtures.person('student');
    for (const evidenceDocs of [
      ['https://example.com/letter.pdf'],
      ['/uploads/3f1c2b9e-8a7d-4c6b-9e2f-1a2b3c4d5e6f.pdf'],
      ['javascript:alert(1)'],
    ]) {
      const response = await requestApproval(student, { role: 'Coach', evidenceDocs });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('EVIDENCE_NOT_FOUND');
    }
  });

  it('is only for yourself, and needs a school', async () => {
    const [student, other] = await Promise.all([fixtures.person('student'), fixtures.person('student')]);
    const { documentUrl } = (await fixtures.uploadEvidence(student.headers)).json().data;
    const forOther = await requestApproval(student, { role: 'Coach', evidenceDocs: [documentUrl] }, other.userId);
    expect(forOther.statusCode).toBe(403);

    const noProfile = await fixtures.person('student', { profile: false });
    const withoutSchool = await requestApproval(noProfile, { role: 'Coach', evidenceDocs: [documentUrl] });
    expect(withoutSchool.statusCode).toBe(400);
    expect(withoutSchool.json().message).toBe(organiserMessages.school);
  });
});
