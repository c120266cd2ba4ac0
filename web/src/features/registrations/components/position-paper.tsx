import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { papersEndpoints } from '@contract/papers';
import { paperStatusLabels } from '@domain/papers/papers';
import { formatMoment } from '../../../i18n/format';
import { msg, t, tm } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { keyOf } from '../../../lib/call';
import { openOrSaveFetchedFile } from '../../../lib/protected-file';
import { fetchMyPaperVersion, uploadMyPaper, useMyPaper, type MyPaper } from '../api/position-paper';

/** A moment as people in the UAE read it. */
const timeText = (iso: string) => t('{time} (UAE)', { time: formatMoment(iso) });
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? t('{size} MB', { size: (bytes / (1024 * 1024)).toFixed(1) })
    : t('{size} KB', { size: Math.max(1, Math.round(bytes / 1024)) });

const OPEN_FAILED = msg('This paper could not be opened');

const Versions = ({ eventId, paper, registrationId }: { eventId: string; paper: MyPaper; registrationId: string }) => {
  const committeeId = paper.committee!.id;
  const open = async (version: MyPaper['versions'][number]) => {
    const load = () => fetchMyPaperVersion(eventId, committeeId, registrationId, version.version);
    if (!(await openOrSaveFetchedFile(load, version))) toast.error(t(OPEN_FAILED));
  };
  return (
    <ol className="paper-versions" aria-label={t('Versions sent')}>
      {[...paper.versions].reverse().map((version) => (
        <li key={version.version} className="paper-versions__item">
          <span>
            <strong>{t('Version {n}', { n: version.version })}</strong> · <bdi>{version.name}</bdi> · {sizeText(version.size)} ·{' '}
            {t('sent {time}', { time: timeText(version.at) })}
            {version.late && <span className="paper-late"> {t('Late')}</span>}
          </span>
          <button type="button" className="button button--secondary button--small" onClick={() => void open(version)}>
            {version.type === 'pdf' ? t('Open') : t('Download')}
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
      <h3 className="delegate-section__subtitle">{t('Review')}</h3>
      <p data-testid="paper-status">
        {t('Status: {status}', { status: paper.status ? tm(paperStatusLabels[paper.status]) : t('Not reviewed yet') })}
      </p>
      {paper.scores !== null ? (
        <>
          <table className="paper-scores">
            <caption className="visually-hidden">{t('Your scores')}</caption>
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
          <p className="delegate-muted">{t("Your scores and the chair's comment are shown once the organiser releases them.")}</p>
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
      toast.error(errorMessageOf(error, t('The paper could not be uploaded')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card delegate-section paper-section" aria-labelledby="position-paper-title">
      <h2 className="delegate-section__title" id="position-paper-title">
        {t('Position paper')}
      </h2>
      {paper.isPending ? (
        <p className="delegate-muted" role="status">
          {t('Loading your position paper…')}
        </p>
      ) : !data ? (
        <p className="delegate-muted">{errorMessageOf(paper.error, t('Your position paper could not be loaded.'))}</p>
      ) : !data.committee ? (
        <p className="delegate-muted">{t('You can submit a position paper once your committee seat is published.')}</p>
      ) : (
        <>
          <p>
            {t('For')} <strong>{data.committee.abbr}</strong>.{' '}
            {data.deadline
              ? t('Deadline: {time}. A paper sent later is still accepted, marked late.', { time: timeText(data.deadline) })
              : t('No deadline set.')}
          </p>
          {data.versions.length > 0 ? (
            <Versions eventId={eventId} paper={data} registrationId={registrationId} />
          ) : (
            <p className="delegate-muted">{t('You have not sent a paper yet.')}</p>
          )}
          <div className="paper-upload">
            <label htmlFor="position-paper-file">
              {data.versions.length > 0 ? t('Send a new version (.pdf or .docx)') : t('Your paper (.pdf or .docx)')}
            </label>
            <input
              id="position-paper-file"
              ref={input}
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <button type="button" className="button" disabled={!file || busy} onClick={() => void upload()}>
              {busy ? t('Uploading…') : t('Upload paper')}
            </button>
          </div>
          <Review paper={data} />
        </>
      )}
    </section>
  );
};
