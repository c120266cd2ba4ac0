import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asXls,
  badFiles,
  googleFormCsv,
  googleFormGrid,
  googleFormRow,
  googleFormXlsx,
  type Cell,
} from '../../../test/support/sheets/sheet-fixtures';
import { IMPORT_FILE_NAME_NOT_ALLOWED, importLimits } from '@domain/imports/limits';
import { UNSAFE_TEXT_MESSAGE } from '@domain/shared/safe-text';
import { fileTooLargeMessage } from '../../uploads/read-single-file';
import { allocationFixtures } from '../../../test/support/allocation-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';
import type { Person } from '../../../test/support/organiser-fixtures';
import { importCalls } from '../../../test/support/import-calls';

let setup: WorkspaceTestSetup;
let calls: ReturnType<typeof importCalls>;
let fixtures: ReturnType<typeof allocationFixtures>;
let existing: Person;
let conflicting: Person;

beforeAll(async () => {
  // The form's made-up people have example.com addresses; sign-up (and so the import) allows them here.
  setup = await startWorkspaceTest({ ALLOWED_EMAIL_DOMAINS: 'gmail.com,example.com' });
  calls = importCalls(setup);
  fixtures = allocationFixtures(setup);
  await fixtures.seed(['UNSC', 'UNHRC', 'DISEC', 'ECOSOC', 'WHO', 'UNEP']);
  existing = await setup.fx.person('student');
  conflicting = await setup.fx.person('student');
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

const countOf = async (type: string) =>
  Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events WHERE type = $1', [type])).rows[0]!.count);
const storedCount = async () => Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);
const stagedCount = async () =>
  Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM delegate_imports.imports')).rows[0]!.count);

/** Ten form rows (schools a listed one except GEMS Wellington, which matches two): two existing people, one of them under another name, two invalid rows. */
const formRows = (offset = 0): Cell[][] => {
  // An offset (a multiple of 4, so the schools fall the same way) gives other people's emails.
  const rows = Array.from({ length: 10 }, (_, index) => googleFormRow(offset + index + 1));
  const withPerson = (row: Cell[], email: string, name: string) => [row[0]!, email, name, ...row.slice(3)];
  rows[0] = withPerson(rows[0]!, existing.email, existing.fullname);
  rows[1] = withPerson(rows[1]!, conflicting.email, 'Not The Same Person');
  rows[2] = withPerson(rows[2]!, 'not-an-email', 'Bad Email');
  rows[3] = withPerson(rows[3]!, 'missing.name@example.com', '');
  return rows;
};

describe('previewing and importing a spreadsheet', () => {
  it('previews without storing anything, then links, invites and registers; a second import of the same file adds nothing', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const before = await storedCount();
    const preview = await calls.upload(event.eventId, 'responses.xlsx', googleFormXlsx(formRows()));
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(await storedCount()).toBe(before);
    expect(data.preview.mapping).toMatchObject({ email: 1, fullName: 2, school: 3 });
    // GEMS Wellington Academy (rows 3 and 7 of the ten) matches two listed schools.
    expect({ linked: data.linked, needsReview: data.needsReview, errors: data.errors.map((error: { row: number }) => error.row) }).toEqual({
      linked: 1,
      needsReview: 2,
      errors: [4, 5],
    });
    const created = data.created;
    expect(created).toBe(5);

    const applied = await calls.uploadAndApply(event.eventId, 'responses.xlsx', googleFormXlsx(formRows()));
    expect(applied.result).toMatchObject({
      state: 'completed',
      progress: 100,
      report: { counts: { linked: 1, created: 5, needsReview: 2, errors: 2 } },
    });
    const registered = await fixtures.registrations(event);
    expect(registered).toHaveLength(6);
    expect(registered.map((row) => row.id)).toContain(
      registered.find((row) => (row as unknown as { user_id: string }).user_id === existing.userId)?.id,
    );

    const users = await countOf('UserRegistered');
    const registrations = await countOf('DelegateRegistered');
    const again = await calls.uploadAndApply(event.eventId, 'responses.xlsx', googleFormXlsx(formRows()));
    expect(again.result.report?.counts).toMatchObject({ linked: 6, created: 0 });
    expect([await countOf('UserRegistered'), await countOf('DelegateRegistered')]).toEqual([users, registrations]);
  });

  it('reads the same rows from .csv and .xls files', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    for (const [fileName, content] of [
      ['responses.csv', googleFormCsv(formRows(100), { bom: true })],
      ['responses.xls', asXls(googleFormGrid(formRows(100)))],
    ] as const) {
      const answer = (await calls.upload(event.eventId, fileName, content)).json().data;
      expect([fileName, answer.linked, answer.created, answer.needsReview, answer.errors.length]).toEqual([fileName, 1, 5, 2, 2]);
    }
  });

  it('lets the organiser resolve a row that needs review', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const { importId, result } = await calls.uploadAndApply(event.eventId, 'responses.xlsx', googleFormXlsx(formRows(200)));
    const nameRow = result.report!.rows.find((row) => row.kind === 'name')!;
    const schoolRow = result.report!.rows.find((row) => row.kind === 'school-ambiguous')!;
    const resolve = (row: number, payload: object) =>
      setup.system.app.inject({
        method: 'POST',
        url: `/api/v1/imports/${importId}/rows/${row}/resolve`,
        headers: setup.organiser.headers,
        payload,
      });
    expect((await resolve(nameRow.row, { action: 'create' })).statusCode).toBe(400);
    const linked = await resolve(nameRow.row, { action: 'link' });
    expect(linked.json().data.counts).toMatchObject({ linked: 2, needsReview: 1 });
    const created = await resolve(schoolRow.row, { action: 'create', schoolId: schoolRow.schoolIds[0] });
    expect(created.json().data.counts).toMatchObject({ created: 6, needsReview: 0 });
    expect((await resolve(schoolRow.row, { action: 'skip' })).statusCode).toBe(400);
    expect(await fixtures.registrations(event)).toHaveLength(8);
  });
});

describe("the spec's upload call (no preview)", () => {
  it('imports the file at once and answers its real counts; the delegates list already shows them', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const answer = await calls.importFile(event.eventId, 'responses.csv', googleFormCsv(formRows(300)));
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect({
      linked: data.linked,
      created: data.created,
      needsReview: data.needsReview,
      errors: data.errors.map((error: { row: number }) => error.row),
    }).toEqual({
      linked: 1,
      created: 5,
      needsReview: 2,
      errors: [4, 5],
    });
    expect(data.result).toMatchObject({ applied: true, counts: { linked: 1, created: 5, needsReview: 2, errors: 2 } });
    const registered = await fixtures.registrations(event);
    expect(registered).toHaveLength(6);
    expect(registered.map((row) => (row as unknown as { user_id: string }).user_id)).toContain(existing.userId);
  });

  it('says so when no column of the file is recognised, and imports nobody', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const before = await storedCount();
    const answer = await calls.importFile(event.eventId, 'responses.csv', Buffer.from('Colour,Animal\nred,cat\n'));
    expect([answer.statusCode, answer.json().message]).toEqual([400, 'No column of the file was recognised as Email or Full name']);
    expect(await storedCount()).toBe(before);
  });
});

describe('bad uploads', () => {
  it('refuses every bad file with its reason and stores nothing', { timeout: 120_000 }, async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const before = await storedCount();
    const wrong: string[] = [];
    for (const bad of badFiles()) {
      const answer = await calls.upload(event.eventId, bad.fileName, bad.content);
      const message = answer.json().message as string;
      // Over the size cap the upload itself is cut short, with the uploads' own message.
      const reason = bad.content.length > importLimits.maxBytes ? fileTooLargeMessage(importLimits.maxBytes) : bad.reason;
      if (answer.statusCode !== 400 || message !== reason) wrong.push(`${bad.name}: ${answer.statusCode} ${message}`);
    }
    expect(wrong).toEqual([]);
    expect(await storedCount()).toBe(before);
  });

  it("answers 'Event ID is missing' without an event, and lets only the event's organiser upload", async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const missing = await calls.upload(null, 'responses.csv', googleFormCsv());
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Event ID is missing']);
    const student = await setup.fx.person('student');
    const another = await setup.fx.organiser('teacher');
    expect((await calls.upload(event.eventId, 'responses.csv', googleFormCsv(), student)).statusCode).toBe(403);
    expect((await calls.upload(event.eventId, 'responses.csv', googleFormCsv(), another)).statusCode).toBe(403);
    const mine = (await calls.upload(event.eventId, 'responses.csv', googleFormCsv())).json().data;
    for (const [method, url] of [
      ['GET', `/api/v1/imports/${mine.importId}`],
      ['POST', `/api/v1/imports/${mine.importId}/apply`],
      ['POST', `/api/v1/imports/${mine.importId}/preview`],
      ['GET', `/api/v1/imports/${mine.importId}/jobs/${mine.jobId}`],
    ] as const) {
      const answer = await setup.system.app.inject({
        method,
        url,
        headers: another.headers,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
  });

  it('refuses a file named other than .csv, .xlsx or .xls, whatever it holds, and keeps nothing', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const [events, staged] = [await storedCount(), await stagedCount()];
    for (const name of ['delegates.exe', 'delegates.csv.exe', 'delegates', 'blob']) {
      for (const call of [calls.importFile, calls.upload]) {
        const answer = await call(event.eventId, name, googleFormCsv());
        expect([name, answer.statusCode, answer.json().message]).toEqual([name, 400, IMPORT_FILE_NAME_NOT_ALLOWED]);
      }
    }
    expect((await calls.upload(event.eventId, 'Responses.XLSX', googleFormXlsx())).statusCode).toBe(200);
    expect([await storedCount(), await stagedCount()]).toEqual([events, staged + 1]);
  });

  it('refuses a NUL in a field, a field name or the file name with a 400, and keeps nothing', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const [events, staged] = [await storedCount(), await stagedCount()];
    const cases: Array<[Record<string, string>, string]> = [
      [{ eventId: event.eventId }, 'dele\u0000gates.csv'],
      [{ eventId: `${event.eventId}\u0000` }, 'delegates.csv'],
      [{ eventId: event.eventId, 'no\u0000te': 'x' }, 'delegates.csv'],
      [{ eventId: event.eventId, note: 'a\u0000b' }, 'delegates.csv'],
    ];
    for (const url of ['/api/v1/registerations/upload-delegates', '/api/v1/registerations/upload-delegates?preview=true']) {
      for (const [fields, fileName] of cases) {
        const answer = await calls.send(url, fields, fileName, googleFormCsv());
        expect([JSON.stringify(fields), fileName, answer.statusCode, answer.json().message]).toEqual([
          JSON.stringify(fields),
          fileName,
          400,
          UNSAFE_TEXT_MESSAGE,
        ]);
      }
    }
    expect([await storedCount(), await stagedCount()]).toEqual([events, staged]);
  });
});
