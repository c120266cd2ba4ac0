import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../../../test/support/sample-files';
import { zipOf } from '../../../test/support/zip-builder';
import { startWorkspaceTest, stopWorkspaceTest, type WorkspaceTestSetup } from '../../../test/support/workspace-test-setup';
import type { Person } from '../../../test/support/organiser-fixtures';

let { system, fx, db, superUser, organiser } = {} as WorkspaceTestSetup;
let catalogueCommitteeId: string;

const PDF = minimalPdf();
const DOCX = zipOf(['[Content_Types].xml', 'word/document.xml']);
const general = '/api/v1/general-documents';
const agendas = '/api/v1/event-committees-agendas';

beforeAll(async () => {
  ({ system, fx, db, superUser, organiser } = await startWorkspaceTest());
  const added = await fx.call('POST', '/api/v1/committees/add-committee', superUser, {
    abbr: 'UNSC',
    committee: 'Security Council',
    category: 'country',
  });
  catalogueCommitteeId = String(added.json().data.id);
});
afterAll(() => stopWorkspaceTest(system, db));

const storedCount = async () =>
  Number((await db.query<{ count: string }>("SELECT count(*) FROM es.events WHERE stream_id LIKE 'event-documents-%'")).rows[0]!.count);

/** A multipart body: the text fields first, then the file, as the web app's FormData sends it. */
const multipart = (fields: Record<string, string>, file: { filename: string; contentType: string; content: Buffer | string }) => {
  const boundary = `----vitest${randomUUID().replaceAll('-', '')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const upload = (
  who: Person | undefined,
  url: string,
  fields: Record<string, string>,
  filename = 'guide.pdf',
  content: Buffer | string = PDF,
) => {
  const body = multipart(fields, { filename, contentType: 'application/octet-stream', content });
  return system.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...(who?.headers ?? {}), ...body.headers } });
};

const approvedEvent = async () => {
  const event = await fx.createEvent(organiser);
  expect((await fx.call('PATCH', `/api/v1/events/update-event-status/${event.id}`, superUser, { status: 'approved' })).statusCode).toBe(
    200,
  );
  return event;
};

const eventCommittee = async (eventId: string) => {
  const saved = await fx.call('POST', '/api/v1/event-committees/save-event-committees-by-event', organiser, {
    committeeId: catalogueCommitteeId,
    eventId,
    category: 'country',
    abbr: 'UNSC',
    seats: '40',
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return String(saved.json().data.id);
};

const registeredStudent = async (eventId: string) => {
  const student = await fx.person('student');
  const registered = await fx.call('POST', `/api/v1/registerations/event-registration-student/${student.userId}`, student, {
    eventId,
    mun_experience: '1',
    pref_committee_1_id: catalogueCommitteeId,
    food_pref: 'Vegetarian',
    food_allergies: '',
    emergency_name: 'Alice Lee',
    emergency_phone: '50 650 5005',
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return student;
};

describe('general documents', () => {
  it('uploads, saves, lists and deletes a general document; delegates read the file, others do not', async () => {
    const event = await approvedEvent();
    const uploaded = await upload(organiser, `${general}/upload-general-document`, { eventId: event.id }, 'rules.docx', DOCX);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ success: true, message: 'Document uploaded successfully' });
    const documentUrl = uploaded.json().documentUrl as string;
    expect(documentUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.docx$/);

    const saved = await fx.call('POST', `${general}/save-general-document`, organiser, {
      eventId: event.id,
      doc_type: 'general',
      title: ' Rules of procedure ',
      file_url: documentUrl,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      message: 'Document saved successfully',
      data: { doc_type: 'general', title: 'Rules of procedure', file_url: documentUrl, committeeId: null },
    });
    const id = saved.json().data.id as string;

    // The same request again stores nothing.
    const before = await storedCount();
    const again = await fx.call('POST', `${general}/save-general-document`, organiser, {
      eventId: event.id,
      doc_type: 'general',
      title: 'Rules of procedure',
      file_url: documentUrl,
    });
    expect(again.statusCode).toBe(200);
    expect(await storedCount()).toBe(before);

    const listed = await fx.call('GET', `${general}/get-general-documents-by-event/${event.id}`, organiser);
    expect(listed.json().data).toEqual([
      { id, eventId: event.id, committeeId: null, doc_type: 'general', title: 'Rules of procedure', file_url: documentUrl },
    ]);

    const delegate = await registeredStudent(event.id);
    const all = await fx.call('GET', `${general}/get-all-documents-by-event-Id/${event.id}`, delegate);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject([{ doc_type: 'general', title: 'Rules of procedure', file_url: documentUrl }]);
    const file = await fx.call('GET', documentUrl, delegate);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(DOCX)).toBe(true);

    const stranger = await fx.person('student');
    expect((await fx.call('GET', documentUrl, stranger)).statusCode).toBe(403);
    expect((await fx.call('GET', documentUrl)).statusCode).toBe(401);
    expect((await fx.call('GET', `${general}/get-all-documents-by-event-Id/${event.id}`, stranger)).statusCode).toBe(403);
    expect((await fx.call('GET', documentUrl, superUser)).statusCode).toBe(200);

    const deleted = await fx.call('DELETE', `${general}/delete-general-document/${id}`, organiser);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Document deleted successfully' });
    expect((await fx.call('GET', `${general}/get-general-documents-by-event/${event.id}`, organiser)).json().data).toEqual([]);
    expect((await fx.call('GET', documentUrl, organiser)).statusCode).toBe(404);
    expect((await fx.call('DELETE', `${general}/delete-general-document/${id}`, organiser)).statusCode).toBe(404);
  });

  it('saves a document once when 50 identical saves arrive at once, and answers each with it', async () => {
    const event = await approvedEvent();
    const documentUrl = (await upload(organiser, `${general}/upload-general-document`, { eventId: event.id })).json().documentUrl as string;
    const before = await storedCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fx.call('POST', `${general}/save-general-document`, organiser, {
          eventId: event.id,
          doc_type: 'general',
          title: 'Position papers',
          file_url: documentUrl,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort((a, b) => a - b)).toEqual([...Array(49).fill(200), 201]);
    const ids = new Set(answers.map((answer) => answer.json().data.id as string));
    expect(ids.size).toBe(1);
    expect(await storedCount()).toBe(before + 1);
    const listed = (await fx.call('GET', `${general}/get-general-documents-by-event/${event.id}`, organiser)).json().data;
    expect(listed).toMatchObject([{ id: [...ids][0], title: 'Position papers', file_url: documentUrl }]);
  });

  it('refuses disguised and unlisted files, missing titles and files uploaded by someone else, storing nothing', async () => {
    const event = await fx.createEvent(organiser);
    const before = await storedCount();
    const html = await upload(
      organiser,
      `${general}/upload-general-document`,
      { eventId: event.id },
      'agenda.pdf',
      '<!doctype html><script>alert(1)</script>',
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe('This file type is not allowed');
    const text = await upload(organiser, `${general}/upload-general-document`, { eventId: event.id }, 'notes.txt', 'plain notes\n');
    expect(text.json().message).toBe('This file type is not allowed');
    const spreadsheet = await upload(
      organiser,
      `${general}/upload-general-document`,
      { eventId: event.id },
      'sheet.docx',
      zipOf(['xl/workbook.xml']),
    );
    expect(spreadsheet.json().message).toBe('This file type is not allowed');
    const noEvent = await upload(organiser, `${general}/upload-general-document`, {}, 'guide.pdf');
    expect(noEvent.json().message).toBe('Event ID is missing. Please refresh the page and try again.');

    const documentUrl = (await upload(organiser, `${general}/upload-general-document`, { eventId: event.id })).json().documentUrl as string;
    const untitled = await fx.call('POST', `${general}/save-general-document`, organiser, {
      eventId: event.id,
      doc_type: 'general',
      title: '  ',
      file_url: documentUrl,
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toBe('Please enter a document title');

    // Another organiser's upload, or this one's file for another event, cannot be named.
    const other = await fx.organiser('teacher');
    const otherEvent = await fx.createEvent(other);
    const foreign = (await upload(other, `${general}/upload-general-document`, { eventId: otherEvent.id })).json().documentUrl as string;
    const borrowed = await fx.call('POST', `${general}/save-general-document`, organiser, {
      eventId: event.id,
      doc_type: 'general',
      title: 'Borrowed',
      file_url: foreign,
    });
    expect(borrowed.statusCode).toBe(403);
    const mine = await fx.createEvent(organiser);
    const crossEvent = await fx.call('POST', `${general}/save-general-document`, organiser, {
      eventId: mine.id,
      doc_type: 'general',
      title: 'Moved',
      file_url: documentUrl,
    });
    expect(crossEvent.statusCode).toBe(403);
    expect(await storedCount()).toBe(before);
  });
});

describe('committee documents', () => {
  it("uploads text and PDFs for one of the event's committees, lists them as data.data and deletes them", async () => {
    const event = await approvedEvent();
    const committeeId = await eventCommittee(event.id);
    const uploaded = await upload(
      organiser,
      `${agendas}/upload-agenda-document`,
      { eventId: event.id, committeeId },
      'brief.txt',
      'Background guide\n',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ success: true, message: 'Document uploaded successfully' });
    const documentUrl = uploaded.json().documentUrl as string;
    expect(documentUrl).toMatch(/\.txt$/);

    const saved = await fx.call('POST', `${agendas}/save-event-committee-document`, organiser, {
      eventId: event.id,
      committeeId,
      doc_type: 'UNSC',
      title: 'Background guide',
      file_url: documentUrl,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id as string;

    const listed = await fx.call('GET', `${agendas}/get-agenda-documents-by-event/${event.id}/${committeeId}`, organiser);
    expect(listed.json().data.data).toMatchObject([{ id, doc_type: 'UNSC', title: 'Background guide' }]);
    const delegate = await registeredStudent(event.id);
    expect((await fx.call('GET', `${general}/get-all-documents-by-event-Id/${event.id}`, delegate)).json().data).toMatchObject([
      { doc_type: 'UNSC', title: 'Background guide', file_url: documentUrl },
    ]);
    const file = await fx.call('GET', documentUrl, delegate);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');

    // The general call does not delete a committee's document.
    expect((await fx.call('DELETE', `${general}/delete-general-document/${id}`, organiser)).statusCode).toBe(404);
    const deleted = await fx.call('DELETE', `${agendas}/delete-event-committee-document/${id}`, organiser);
    expect(deleted.json().message).toBe('Document deleted successfully');
    expect(
      (await fx.call('GET', `${agendas}/get-agenda-documents-by-event/${event.id}/${committeeId}`, organiser)).json().data.data,
    ).toEqual([]);
  });

  it("refuses a committee that is not the event's and HTML named .pdf", async () => {
    const event = await fx.createEvent(organiser);
    const committeeId = await eventCommittee(event.id);
    const unknown = await upload(organiser, `${agendas}/upload-agenda-document`, { eventId: event.id, committeeId: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Committee ID not found. Please select a valid committee.');
    const html = await upload(
      organiser,
      `${agendas}/upload-agenda-document`,
      { eventId: event.id, committeeId },
      'brief.pdf',
      '<html><script>alert(1)</script></html>',
    );
    expect(html.json().message).toBe('This file type is not allowed');
  });
});

describe('permissions on every write of event documents', () => {
  type Operation = { method: 'POST' | 'DELETE'; path: string };
  const writes = (): Operation[] => {
    const spec = system.app.swagger() as unknown as { paths: Record<string, Record<string, { tags?: string[] }>> };
    return Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method, operation]) => ['post', 'patch', 'delete'].includes(method) && operation.tags?.includes('event-documents'))
        .map(([method]) => ({ method: method.toUpperCase() as Operation['method'], path })),
    );
  };

  it('refuses anonymous callers, students and another organiser on each, and stores nothing', async () => {
    const event = await fx.createEvent(organiser);
    const committeeId = await eventCommittee(event.id);
    const documentUrl = (await upload(organiser, `${general}/upload-general-document`, { eventId: event.id })).json().documentUrl as string;
    const generalId = (
      await fx.call('POST', `${general}/save-general-document`, organiser, {
        eventId: event.id,
        doc_type: 'general',
        title: 'Rules',
        file_url: documentUrl,
      })
    ).json().data.id as string;
    const committeeUrl = (await upload(organiser, `${agendas}/upload-agenda-document`, { eventId: event.id, committeeId })).json()
      .documentUrl as string;
    const committeeDocId = (
      await fx.call('POST', `${agendas}/save-event-committee-document`, organiser, {
        eventId: event.id,
        committeeId,
        doc_type: 'UNSC',
        title: 'Guide',
        file_url: committeeUrl,
      })
    ).json().data.id as string;
    const student = await fx.person('student');
    const another = await fx.organiser('teacher');

    const operations = writes();
    expect(operations.length).toBe(6);
    const before = await storedCount();
    const wrong: string[] = [];
    for (const operation of operations) {
      const url = operation.path.replace('{id}', operation.path.includes('committee') ? committeeDocId : generalId);
      const callers: Array<[string, Person | undefined, number]> = [
        ['anonymous', undefined, 401],
        ['student', student, 403],
        ['another organiser', another, 403],
      ];
      for (const [who, person, expected] of callers) {
        const response = operation.path.includes('upload')
          ? await upload(person, url, { eventId: event.id, committeeId })
          : await fx.call(
              operation.method,
              url,
              person,
              operation.method === 'DELETE'
                ? undefined
                : {
                    eventId: event.id,
                    committeeId,
                    doc_type: operation.path.includes('committee') ? 'UNSC' : 'general',
                    title: 'Changed',
                    file_url: operation.path.includes('committee') ? committeeUrl : documentUrl,
                  },
            );
        if (response.statusCode !== expected) wrong.push(`${operation.method} ${operation.path} as ${who} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await storedCount()).toBe(before);
    expect((await fx.call('GET', `${general}/get-general-documents-by-event/${event.id}`, organiser)).json().data).toMatchObject([
      { title: 'Rules' },
    ]);
    expect((await fx.call('GET', `${agendas}/get-agenda-documents-by-event/${event.id}/${committeeId}`, another)).statusCode).toBe(403);
  });
});
