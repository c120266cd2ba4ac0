import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { papersEndpoints } from '@contract/papers';
import { paperStatusLabels } from '@domain/papers/papers';
import { errorMessageOf } from '../../../lib/api-client';
import { keyOf } from '../../../lib/call';
import { openFetchedFileInNewTab } from '../../../lib/protected-file';
import { saveFile } from '../../../lib/save-file';
import { fetchMyPaperVersion, uploadMyPaper, useMyPaper, type MyPaper } from '../api/position-paper';

const UAE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });
/** A moment as people in the UAE read it. */
const timeText = (iso: string) => `${UAE_TIME.format(new Date(iso))} (UAE)`;
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const OPEN_FAILED = 'This paper could not be opened';

const Versions = ({ eventId, paper, registrationId }: { eventId: string; paper: MyPaper; registrationId: string }) => {
  const committeeId = paper.committee!.id;
  const open = async (version: MyPaper['versions'][number]) => {
    const load = () => fetchMyPaperVersion(eventId, committeeId, registrationId, version.version);
    if (version.type === 'pdf') {
      if (!(await openFetchedFileInNewTab(load))) toast.error(OPEN_FAILED);
      return;
    }
    const blob = await load().catch(() => null);
    if (blob) saveFile(blob, version.name, blob.type);
    else toast.error(OPEN_FAILED);
  };
  return (
    <ol className="paper-versions" aria-label="Versions sent">
      {[...paper.versions].reverse().map((version) => (
        <li key={version.version} className="paper-versions__item">
          <span>
            <strong>Version {version.version}</strong> · {version.name} · {sizeText(version.size)} · sent {timeText(version.at)}
            {version.late && <span className="paper-late"> Late</span>}
          </span>
          <button type="button" className="button button--secondary button--small" onClick={() => void open(version)}>
            {version.type === 'pdf' ? 'Open' : 'Download'}
          </button>
        </li>
      ))}
    </ol>
  );
};

const Review = ({ paper }: { paper: MyPaper }) => {
  if (paper.versions.length === 0) return null;
  return (
    <div className="delegate-subsection">
      <h3 className="delegate-section__subtitle">Review</h3>
      <p data-testid="paper-status">Status: {paper.status ? paperStatusLabels[paper.status] : 'Not reviewed yet'}</p>
      {paper.scores !== null ? (
        <>
          <table className="paper-scores">
            <caption className="visually-hidden">Your scores</caption>
            <tbody>
              {paper.rubric.map((criterion) => {
                const score = paper.scores!.find((each) => each.criterion === criterion.name);
                return (
                  <tr key={criterion.name}>
                    <th scope="row">{criterion.name}</th>
                    <td data-testid={`paper-score-${criterion.name}`}>{score ? `${score.score} / ${criterion.max}` : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {paper.comment ? <blockquote className="paper-comment">{paper.comment}</blockquote> : null}
        </>
      ) : (
        paper.status && (
          <p className="delegate-muted">Your scores and the chair&apos;s comment are shown once the organiser releases them.</p>
        )
      )}
    </div>
  );
};

/**
 * The delegate's position paper (delegate page, Participation Info): the deadline, the versions
 * sent (each opened or downloaded with the token), a new upload (.pdf or .docx; after the
 * deadline it is still taken, marked late), the status, and the scores and comment once released.
 */
export const PositionPaper = ({ eventId, registrationId }: { eventId: string; registrationId: string }) => {
  const paper = useMyPaper(eventId);
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const data = paper.data;

  const upload = async () => {
    if (!file || !data?.committee) return;
    setBusy(true);
    try {
      const answer = await uploadMyPaper(eventId, data.committee.id, file);
      if (answer) toast.success(answer.message);
      setFile(null);
      if (input.current) input.current.value = '';
      await client.invalidateQueries({ queryKey: keyOf(papersEndpoints.mine) });
    } catch (error) {
      toast.error(errorMessageOf(error, 'The paper could not be uploaded'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card delegate-section paper-section" aria-labelledby="position-paper-title">
      <h2 className="delegate-section__title" id="position-paper-title">
        Position paper
      </h2>
      {paper.isPending ? (
        <p className="delegate-muted" role="status">
          Loading your position paper…
        </p>
      ) : !data ? (
        <p className="delegate-muted">{errorMessageOf(paper.error, 'Your position paper could not be loaded.')}</p>
      ) : !data.committee ? (
        <p className="delegate-muted">You can submit a position paper once your committee seat is published.</p>
      ) : (
        <>
          <p>
            For <strong>{data.committee.abbr}</strong>.{' '}
            {data.deadline
              ? `Deadline: ${timeText(data.deadline)}. A paper sent later is still accepted, marked late.`
              : 'No deadline set.'}
          </p>
          {data.versions.length > 0 ? (
            <Versions eventId={eventId} paper={data} registrationId={registrationId} />
          ) : (
            <p className="delegate-muted">You have not sent a paper yet.</p>
          )}
          <div className="paper-upload">
            <label htmlFor="position-paper-file">{data.versions.length > 0 ? 'Send a new version' : 'Your paper'} (.pdf or .docx)</label>
            <input
              id="position-paper-file"
              ref={input}
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <button type="button" className="button" disabled={!file || busy} onClick={() => void upload()}>
              {busy ? 'Uploading…' : 'Upload paper'}
            </button>
          </div>
          <Review paper={data} />
        </>
      )}
    </section>
  );
};
