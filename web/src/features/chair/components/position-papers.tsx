import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { papersEndpoints } from '@contract/papers';
import { paperStatuses, paperStatusLabels, type PaperStatus } from '@domain/papers/papers';
import { errorMessageOf } from '../../../lib/api-client';
import { keyOf } from '../../../lib/call';
import { openFetchedFileInNewTab } from '../../../lib/protected-file';
import { saveFile } from '../../../lib/save-file';
import { useCommitteePapers, type CommitteePaper, type CommitteePapers } from '../api/papers-committee';
import { fetchPaperVersion } from '../api/papers-file';
import { reviewPaper } from '../api/papers-review';

const UAE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });
const timeText = (iso: string) => `${UAE_TIME.format(new Date(iso))} (UAE)`;
const OPEN_FAILED = 'This paper could not be opened';

type Version = CommitteePaper['versions'][number];

/** A PDF opens in a new tab; a .docx is downloaded (browsers cannot show it). */
const openVersion = async (eventId: string, committeeId: string, paper: CommitteePaper, version: Version) => {
  const load = () => fetchPaperVersion(eventId, committeeId, paper.id, version.version);
  if (version.type === 'pdf') {
    if (!(await openFetchedFileInNewTab(load))) toast.error(OPEN_FAILED);
    return;
  }
  const blob = await load().catch(() => null);
  if (blob) saveFile(blob, version.name, blob.type);
  else toast.error(OPEN_FAILED);
};

const totalOf = (paper: CommitteePaper, rubric: CommitteePapers['rubric']) =>
  paper.scores.length === 0
    ? '—'
    : `${paper.scores.reduce((sum, each) => sum + each.score, 0)} / ${rubric.reduce((sum, each) => sum + each.max, 0)}`;

/** The review of one paper: status, a score per criterion of the rubric (left empty: not scored), a comment the delegate sees once released. */
const ReviewForm = ({
  eventId,
  committeeId,
  paper,
  rubric,
  onDone,
}: {
  eventId: string;
  committeeId: string;
  paper: CommitteePaper;
  rubric: CommitteePapers['rubric'];
  onDone: () => void;
}) => {
  const client = useQueryClient();
  const [status, setStatus] = useState<PaperStatus>(paper.status ?? 'received');
  const [scores, setScores] = useState<Record<string, string>>(
    Object.fromEntries(
      rubric.map((criterion) => [criterion.name, String(paper.scores.find((each) => each.criterion === criterion.name)?.score ?? '')]),
    ),
  );
  const [comment, setComment] = useState(paper.comment);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const given = rubric.flatMap((criterion) =>
        scores[criterion.name] ? [{ criterion: criterion.name, score: Number(scores[criterion.name]) }] : [],
      );
      const answer = await reviewPaper(eventId, committeeId, paper.id, { status, scores: given, comment });
      if (answer) toast.success(answer.message);
      await client.invalidateQueries({ queryKey: keyOf(papersEndpoints.committee) });
      onDone();
    } catch (error) {
      toast.error(errorMessageOf(error, 'The review could not be saved'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="papers-review"
      aria-label={`Review of ${paper.fullname ?? 'the paper'}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        Status
        <select value={status} onChange={(event) => setStatus(event.target.value as PaperStatus)}>
          {paperStatuses.map((each) => (
            <option key={each} value={each}>
              {paperStatusLabels[each]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="papers-review__scores">
        <legend>Scores</legend>
        {rubric.map((criterion) => (
          <label key={criterion.name}>
            {criterion.name} (1–{criterion.max})
            <input
              type="number"
              min={1}
              max={criterion.max}
              step={1}
              aria-label={`${criterion.name} score`}
              value={scores[criterion.name] ?? ''}
              onChange={(event) => setScores({ ...scores, [criterion.name]: event.target.value })}
            />
          </label>
        ))}
      </fieldset>
      <label>
        Comment for the delegate
        <textarea value={comment} maxLength={2000} rows={3} onChange={(event) => setComment(event.target.value)} />
      </label>
      <div className="toolbar">
        <button type="button" className="button button--secondary" onClick={onDone} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save review'}
        </button>
      </div>
    </form>
  );
};

const PaperRow = ({
  eventId,
  committeeId,
  paper,
  rubric,
}: {
  eventId: string;
  committeeId: string;
  paper: CommitteePaper;
  rubric: CommitteePapers['rubric'];
}) => {
  const [reviewing, setReviewing] = useState(false);
  const latest = paper.versions.at(-1);
  return (
    <>
      <tr data-testid={`paper-row-${paper.id}`}>
        <th scope="row">{paper.fullname ?? 'Unnamed delegate'}</th>
        <td>{paper.country ? `${paper.country.flag} ${paper.country.name}` : '—'}</td>
        <td>
          {latest ? (
            <>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => void openVersion(eventId, committeeId, paper, latest)}
              >
                {latest.type === 'pdf' ? 'Open' : 'Download'} v{latest.version}
              </button>{' '}
              <span className="papers__when">{timeText(latest.at)}</span>
              {latest.late && <span className="paper-late"> Late</span>}
            </>
          ) : (
            <span className="papers__muted">Not sent</span>
          )}
        </td>
        <td>
          {paper.status ? paperStatusLabels[paper.status] : latest ? 'Not reviewed' : '—'}
          {paper.reviewed_version !== null && latest && paper.reviewed_version < latest.version && (
            <span className="papers__muted"> (v{paper.reviewed_version}; newer version sent)</span>
          )}
        </td>
        <td>{totalOf(paper, rubric)}</td>
        <td>
          {latest && (
            <button type="button" className="button button--small" onClick={() => setReviewing(!reviewing)} aria-expanded={reviewing}>
              Review
            </button>
          )}
        </td>
      </tr>
      {reviewing && (
        <tr>
          <td colSpan={6}>
            <ReviewForm eventId={eventId} committeeId={committeeId} paper={paper} rubric={rubric} onDone={() => setReviewing(false)} />
          </td>
        </tr>
      )}
    </>
  );
};

/**
 * A committee's position papers for its chairs (a tab of the chair's room): each delegate with
 * their country, their latest version (a PDF opened in a new tab, a .docx downloaded), whether it
 * came late, the status and scores; Review scores it on the organiser's rubric. Delegates see the
 * scores only once the organiser releases them.
 */
export const PositionPapers = ({ eventId, committeeId }: { eventId: string; committeeId: string }) => {
  const query = useCommitteePapers(eventId, committeeId);
  const data = query.data;
  if (query.isPending) return <p role="status">Loading position papers…</p>;
  if (!data) return <p role="alert">{errorMessageOf(query.error, 'The position papers could not be loaded')}</p>;
  const sent = data.papers.filter((paper) => paper.versions.length > 0).length;
  return (
    <div className="papers">
      <p className="papers__summary">
        {sent} of {data.papers.length} delegates have sent a paper.{' '}
        {data.deadline ? `Deadline: ${timeText(data.deadline)}.` : 'No deadline set.'}{' '}
        {data.released ? 'Scores are released to delegates.' : 'Scores are not released to delegates yet.'}
      </p>
      {data.papers.length === 0 ? (
        <p className="papers__muted">No delegate is seated in this committee yet.</p>
      ) : (
        <div className="papers__scroll">
          <table className="papers__table">
            <caption className="visually-hidden">Position papers of {data.committee.abbr}</caption>
            <thead>
              <tr>
                <th scope="col">Delegate</th>
                <th scope="col">Country</th>
                <th scope="col">Latest version</th>
                <th scope="col">Status</th>
                <th scope="col">Score</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.papers.map((paper) => (
                <PaperRow key={paper.id} eventId={eventId} committeeId={committeeId} paper={paper} rubric={data.rubric} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
};
