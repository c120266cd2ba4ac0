import type { WorkspaceTestSetup } from './workspace-test-setup';
import type { Person } from './organiser-fixtures';

/** A multipart body: eventId first, then the file, as the upload page's FormData sends it. */
const multipart = (fields: Record<string, string>, fileName: string, content: Buffer) => {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export interface JobView {
  state: 'queued' | 'running' | 'completed' | 'failed';
  progress: number;
  error: string | null;
  report: {
    counts: { linked: number; created: number; needsReview: number; errors: number };
    rows: Array<{
      row: number;
      outcome: string;
      reason: string | null;
      warnings: string[];
      kind: string | null;
      resolved: string | null;
      schoolIds: string[];
    }>;
  } | null;
}

/** The delegate import through its calls, as the upload page makes them. */
export const importCalls = ({ system, organiser }: Pick<WorkspaceTestSetup, 'system' | 'organiser'>) => {
  let uploads = 0;
  const UPLOAD = '/api/v1/registerations/upload-delegates';
  /** Any multipart upload, its fields sent before the file. */
  const send = (url: string, fields: Record<string, string>, fileName: string, content: Buffer, who: Person = organiser) => {
    const body = multipart(fields, fileName, content);
    // Each from its own address: tests upload more often than the per-address limit allows.
    uploads += 1;
    const remoteAddress = `10.9.${(uploads >> 8) & 255}.${uploads & 255}`;
    return system.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...who.headers, ...body.headers }, remoteAddress });
  };
  const fieldsOf = (eventId: string | null): Record<string, string> => (eventId === null ? {} : { eventId });

  /** The page's call: a preview that stores nothing. */
  const upload = (eventId: string | null, fileName: string, content: Buffer, who: Person = organiser) =>
    send(`${UPLOAD}?preview=true`, fieldsOf(eventId), fileName, content, who);

  /** The spec's call: imports the file at once and answers its counts. */
  const importFile = (eventId: string | null, fileName: string, content: Buffer, who: Person = organiser) =>
    send(UPLOAD, fieldsOf(eventId), fileName, content, who);

  const job = async (importId: string, jobId: string, timeoutMs = 60_000): Promise<JobView> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await system.app.inject({
        method: 'GET',
        url: `/api/v1/imports/${importId}/jobs/${jobId}`,
        headers: organiser.headers,
      });
      const view = answer.json().data as JobView;
      if (view.state === 'completed' || view.state === 'failed') return view;
      if (Date.now() > deadline) throw new Error(`import job ${jobId} still ${view.state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /** Uploads, then applies what the preview showed (or the mapping given, as the page's form sends it), and waits for the import to finish. */
  const uploadAndApply = async (eventId: string, fileName: string, content: Buffer, payload: object = {}) => {
    const uploaded = await upload(eventId, fileName, content);
    if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
    const { importId } = uploaded.json().data as { importId: string };
    const applied = await system.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${importId}/apply`,
      headers: organiser.headers,
      payload,
    });
    if (applied.statusCode !== 202) throw new Error(`apply: ${applied.statusCode} ${applied.body}`);
    return { importId, preview: uploaded.json().data, result: await job(importId, applied.json().data.jobId) };
  };

  return { send, upload, importFile, job, uploadAndApply };
};
