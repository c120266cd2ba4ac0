import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCsv } from '../../../test/support/sheets/sheet-fixtures';
import { allocationFixtures } from '../../../test/support/allocation-fixtures';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';
import { importCalls } from '../../../test/support/import-calls';

let setup: WorkspaceTestSetup;
let calls: ReturnType<typeof importCalls>;
let fixtures: ReturnType<typeof allocationFixtures>;

beforeAll(async () => {
  setup = await startWorkspaceTest({ ALLOWED_EMAIL_DOMAINS: 'gmail.com,example.com' });
  calls = importCalls(setup);
  fixtures = allocationFixtures(setup);
  await fixtures.seed(['UNSC', 'DISEC', 'WHO']);
});
afterAll(() => stopWorkspaceTest(setup?.system, setup?.db));

const eventsOf = async (type: string) =>
  (
    await setup.db.query<{ data: Record<string, unknown> }>('SELECT data FROM es.events WHERE type = $1 ORDER BY global_position', [type])
  ).rows.map((row) => row.data);
const storedCount = async () => Number((await setup.db.query<{ count: string }>('SELECT count(*) FROM es.events')).rows[0]!.count);
const upload = async (eventId: string, content: Buffer) => {
  const answer = await calls.upload(eventId, 'responses.csv', content);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};
const previewAgain = async (importId: string, payload: object) => {
  const answer = await setup.system.app.inject({
    method: 'POST',
    url: `/api/v1/imports/${importId}/preview`,
    headers: setup.organiser.headers,
    payload,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

describe('an ordinary registration form', () => {
  const headings = [
    'Timestamp',
    'Email Address',
    'Your name',
    'Name of your school',
    'Mobile number (WhatsApp)',
    'Gender',
    'How many MUN conferences have you attended?',
    'Committee Preference 1',
    'Committee Preference 2',
    'Food Preference',
  ];
  const stamp = Date.now().toString(36);
  const rows = [
    [
      '3/1/2026 9:00',
      `amal.${stamp}@example.com`,
      'Amal Saeed',
      'Dubai College',
      '050 123 4567',
      'Female',
      '6',
      'UNSC',
      'DISEC',
      'Vegetarian',
    ],
    [
      '3/1/2026 9:05',
      `badr.${stamp}@example.com`,
      'Badr Nasser',
      'Dubai College',
      '12345',
      'Male',
      '3',
      'Model Parliament',
      'unsc',
      'Pescatarian',
    ],
  ];
  const warnings = [
    'Food preference "Pescatarian" is neither Vegetarian nor Non-Vegetarian: left out',
    'Phone "12345" is not a valid number with a listed country code: left out',
    'Committee preference "Model Parliament" is not a committee of this event: left out',
  ];

  it('is read by its headings, conferences counted as years, and what it cannot keep is a warning on its row in the preview and the results', async () => {
    const event = await fixtures.event({ UNSC: 10, DISEC: 10 }, 50);
    const before = await storedCount();
    const preview = await upload(event.eventId, asCsv([headings, ...rows]));
    expect(await storedCount()).toBe(before);
    expect(preview.preview).toMatchObject({
      mapping: { email: 1, fullName: 2, school: 3, phone: 4, gender: 5, munExperience: 6, pref1: 7, pref2: 8, foodPref: 9 },
      experienceUnit: 'conferences',
      counts: { created: 2, errors: 0, needsReview: 0 },
    });
    expect(
      preview.preview.rows.map((row: { row: number; outcome: string; warnings: string[] }) => [row.row, row.outcome, row.warnings]),
    ).toEqual([
      [2, 'created', []],
      [3, 'created', warnings],
    ]);
    expect(preview.warnings).toEqual(warnings.map((warning) => ({ row: 3, warning })));

    const { result } = await calls.uploadAndApply(event.eventId, 'responses.csv', asCsv([headings, ...rows]));
    expect(result.report?.counts).toMatchObject({ created: 2, errors: 0 });
    expect(result.report?.rows.find((row) => row.row === 3)?.warnings).toEqual(warnings);
    type Listed = { id: string } | null;
    const registered = (await fixtures.registrations(event)) as unknown as Array<{
      mun_experience: number;
      pref_committee_1: Listed;
      pref_committee_2: Listed;
      food_pref: string | null;
    }>;
    // Six conferences are three years, three are one; the unknown committee is left out, the known one kept first.
    expect(
      registered
        .map((row) => [row.mun_experience, row.pref_committee_1?.id ?? null, row.pref_committee_2?.id ?? null, row.food_pref])
        .sort(),
    ).toEqual(
      [
        [3, event.catalogue.UNSC, event.catalogue.DISEC, 'Vegetarian'],
        [1, event.catalogue.UNSC, null, null],
      ].sort(),
    );
  });

  it("answers the spec's upload call with the warnings beside the errors", async () => {
    const event = await fixtures.event({ UNSC: 10, DISEC: 10 }, 50);
    const other = rows.map((row) => [row[0]!, row[1]!.replace('@', '.spec@'), ...row.slice(2)]);
    const answer = await calls.importFile(event.eventId, 'responses.csv', asCsv([headings, ...other]));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ created: 2, errors: [], warnings: warnings.map((warning) => ({ row: 3, warning })) });
  });
});

describe('the mapping an organiser corrected', () => {
  // 'Student' and 'Notes' are not recognised; the organiser says they hold the name and the phone.
  const headings = ['Email Address', 'Student', 'Notes', 'Parent Phone', 'MUN Experience', 'School'];
  const corrected = { email: 0, fullName: 1, phone: 2, munExperience: 4, school: 5 };
  const file = (tag: string, order = [0, 1, 2, 3, 4, 5]) =>
    asCsv([
      order.map((index) => headings[index]!),
      ...[1, 2].map((n) =>
        order.map((index) => [`p${n}.${tag}@example.com`, `Person ${n}`, `050 650 500${n}`, '050 111 2222', '4', 'Dubai College'][index]!),
      ),
    ]);

  it('is remembered, with who and when, and the next upload of the event starts from it where the headings match', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const first = await upload(event.eventId, file(`a${Date.now()}`));
    expect(first.preview).toMatchObject({
      mapping: { email: 0, emergencyPhone: 3, munExperience: 4, school: 5 },
      missing: ['fullName'],
      experienceUnit: 'years',
      mappingRemembered: false,
    });
    const again = await previewAgain(first.importId, { mapping: corrected, experienceUnit: 'conferences' });
    expect(again.preview).toMatchObject({ mapping: corrected, experienceUnit: 'conferences', counts: { created: 2 } });

    const before = (await eventsOf('ImportMappingCorrected')).length;
    const applied = await setup.system.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${first.importId}/apply`,
      headers: setup.organiser.headers,
      payload: { mapping: corrected, experienceUnit: 'conferences' },
    });
    expect(applied.statusCode).toBe(202);
    expect((await calls.job(first.importId, applied.json().data.jobId)).report?.counts).toMatchObject({ created: 2 });
    const remembered = (await eventsOf('ImportMappingCorrected')).slice(before);
    expect(remembered).toEqual([
      expect.objectContaining({
        eventId: event.eventId,
        importId: first.importId,
        columns: { email: 'email address', fullName: 'student', phone: 'notes', munExperience: 'mun experience', school: 'school' },
        experienceUnit: 'conferences',
        by: setup.organiser.userId,
        at: expect.any(String),
      }),
    ]);

    // The History page shows it, under the event's name.
    await expect
      .poll(async () => {
        const answer = await setup.system.app.inject({
          method: 'GET',
          url: `/api/v1/audit/status-changes?entityType=import-mapping&entityId=${event.eventId}`,
          headers: setup.superUser.headers,
        });
        return answer
          .json()
          .data?.rows?.map((row: { to: string; actorId: string; entityName: string | null }) => [
            row.to,
            row.actorId,
            row.entityName !== null,
          ]);
      })
      .toEqual([['corrected', setup.organiser.userId, true]]);

    // The form exported again, its questions in another order: the preview starts from the correction.
    const second = await upload(event.eventId, file(`b${Date.now()}`, [5, 4, 3, 2, 1, 0]));
    expect(second.preview).toMatchObject({
      mapping: { school: 0, munExperience: 1, phone: 3, fullName: 4, email: 5 },
      experienceUnit: 'conferences',
      mappingRemembered: true,
      counts: { created: 2 },
    });
    expect(second.preview.mapping).not.toHaveProperty('emergencyPhone');

    // Importing it as it started stores no second correction; another event starts from its own headings.
    const { result } = await calls.uploadAndApply(event.eventId, 'responses.csv', file(`c${Date.now()}`), {});
    expect(result.report?.counts).toMatchObject({ created: 2 });
    expect((await eventsOf('ImportMappingCorrected')).length).toBe(before + 1);
    const elsewhere = await fixtures.event({ UNSC: 10 }, 50);
    expect((await upload(elsewhere.eventId, file(`d${Date.now()}`))).preview).toMatchObject({
      missing: ['fullName'],
      mappingRemembered: false,
    });
  });

  it('refuses an unknown unit of MUN experience and stores nothing', async () => {
    const event = await fixtures.event({ UNSC: 10 }, 50);
    const first = await upload(event.eventId, file(`e${Date.now()}`));
    const before = await storedCount();
    const answer = await setup.system.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${first.importId}/apply`,
      headers: setup.organiser.headers,
      payload: { mapping: corrected, experienceUnit: 'months' },
    });
    expect([answer.statusCode, answer.json().message]).toEqual([400, 'MUN experience counts years or conferences']);
    expect(await storedCount()).toBe(before);
  });
});
