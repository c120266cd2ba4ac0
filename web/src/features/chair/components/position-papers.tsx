import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { papersEndpoints } from '@contract/papers';
import { paperStatuses, paperStatusLabels, type PaperStatus } from '@domain/papers/papers';
import { msg, t, tm } from '../../../i18n/intl';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import { errorMessageOf } from '../../../lib/api-client';
import { keyOf } from '../../../lib/call';
import { openFetchedFileInNewTab } from '../../../lib/protected-file';
import { saveFile } from '../../../lib/save-file';
import { useCommitteePapers, type CommitteePaper, type CommitteePapers } from '../api/papers-committee';
import { fetchPaperVersion } from '../api/papers-file';
import { reviewPaper } from '../api/papers-review';

/** A moment in UAE time, '12 Mar 2026, 14:30 (UAE)', in the chosen language. */
const timeText = (iso: string) => {
  const format = new Intl.DateTimeFormat(localeOf(getLanguageChoice()), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  });
  return t('{time} (UAE)', { time: format.format(new Date(iso)) });
};
const OPEN_FAILED = msg('This paper could not be opened');

type Version = CommitteePaper['versions'][number];

/** A PDF opens in a new tab; a .docx is downloaded (browsers cannot show it). */
const openVersion = async (eventId: string, committeeId: string, paper: CommitteePaper, version: Version) => {
  const load = () => fetchPaperVersion(eventId, committeeId, paper.id, version.version);
  if (version.type === 'pdf') {
    if (!(await openFetchedFileInNewTab(load))) toast.error(t(OPEN_FAILED));
    return;
  }
  const blob = await load().catch(() => null);
  if (blob) saveFile(blob, version.name, blob.type);
  else toast.error(t(OPEN_FAILED));
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
      toast.error(errorMessageOf(error, t('The review could not be saved')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="papers-review"
      aria-label={paper.fullname ? t('Review of {name}', { name: paper.fullname }) : t('Review of the paper')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        {t('Status')}
        <select value={status} onChange={(event) => setStatus(event.target.value as PaperStatus)}>
          {paperStatuses.map((each) => (
            <option key={each} value={each}>
              {tm(paperStatusLabels[each])}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="papers-review__scores">
        <legend>{t('Scores')}</legend>
        {rubric.map((criterion) => (
          <label key={criterion.name}>
            {criterion.name} (1–{criterion.max})
            <input
              type="number"
              min={1}
              max={criterion.max}
              step={1}
              aria-label={t('{criterion} score', { criterion: criterion.name })}
              value={scores[criterion.name] ?? ''}
              onChange={(event) => setScores({ ...scores, [criterion.name]: event.target.value })}
            />
          </label>
        ))}
      </fieldset>
      <label>
        {t('Comment for the delegate')}
        <textarea value={comment} maxLength={2000} rows={3} onChange={(event) => setComment(event.target.value)} />
      </label>
      <div className="toolbar">
        <button type="button" className="button button--secondary" onClick={onDone} disabled={busy}>
          {t('Cancel')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('Saving…') : t('Save review')}
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
        <th scope="row">
          <bdi>{paper.fullname ?? t('Unnamed delegate')}</bdi>
        </th>
        <td>{paper.country ? `${paper.country.flag} ${paper.country.name}` : '—'}</td>
        <td>
          {latest ? (
            <>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => void openVersion(eventId, committeeId, paper, latest)}
              >
                {latest.type === 'pdf'
                  ? t('Open v{version}', { version: latest.version })
                  : t('Download v{version}', { version: latest.version })}
              </button>{' '}
              <span className="papers__when">{timeText(latest.at)}</span>
              {latest.late && <span className="paper-late"> {t('Late')}</span>}
            </>
          ) : (
            <span className="papers__muted">{t('Not sent')}</span>
          )}
        </td>
        <td>
          {paper.status ? tm(paperStatusLabels[paper.status]) : latest ? t('Not reviewed') : '—'}
          {paper.reviewed_version !== null && latest && paper.reviewed_version < latest.version && (
            <span className="papers__muted"> {t('(v{version}; newer version sent)', { version: paper.reviewed_version })}</span>
          )}
        </td>
        <td>{totalOf(paper, rubric)}</td>
        <td>
          {latest && (
            <button type="button" className="button button--small" onClick={() => setReviewing(!reviewing)} aria-expanded={reviewing}>
              {t('Review')}
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
  if (query.isPending) return <p role="status">{t('Loading position papers…')}</p>;
  if (!data) return <p role="alert">{errorMessageOf(query.error, t('The position papers could not be loaded'))}</p>;
  const sent = data.papers.filter((paper) => paper.versions.length > 0).length;
  return (
    <div className="papers">
      <p className="papers__summary">
        {t('{sent} of {total} delegates have sent a paper.', { sent, total: data.papers.length })}{' '}
        {data.deadline ? t('Deadline: {time}.', { time: timeText(data.deadline) }) : t('No deadline set.')}{' '}
        {data.released ? t('Scores are released to delegates.') : t('Scores are not released to delegates yet.')}
      </p>
      {data.papers.length === 0 ? (
        <p className="papers__muted">{t('No delegate is seated in this committee yet.')}</p>
      ) : (
        <div className="papers__scroll">
          <table className="papers__table">
            <caption className="visually-hidden">{t('Position papers of {abbr}', { abbr: data.committee.abbr })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Delegate')}</th>
                <th scope="col">{t('Country')}</th>
                <th scope="col">{t('Latest version')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">{t('Score')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('Actions')}</span>
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
