import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { papersEndpoints } from '@contract/papers';
import { CRITERIA_MAX, CRITERION_MAX_SCORE } from '@domain/papers/papers';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../i18n/intl';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import { errorMessageOf } from '../../../lib/api-client';
import { refreshEndpoints } from '../../../lib/call';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { changePaperSettings } from '../api/change-paper-settings';
import { usePaperSettings, type PaperSettings } from '../api/paper-settings';
import { usePapersOverview } from '../api/papers-overview';
import { releaseScores } from '../api/release-scores';

/** Deadlines are set and read in UAE time (UTC+4 all year). */
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;
const toInput = (iso: string | null) => (iso ? new Date(Date.parse(iso) + UAE_OFFSET_MS).toISOString().slice(0, 16) : '');
const fromInput = (value: string) => (value ? `${value}:00+04:00` : null);
/** A deadline in UAE time, '12 Mar 2026, 14:30 (UAE)', in the chosen language; 'none' without one. */
const timeText = (iso: string | null) => {
  if (!iso) return t('none');
  const format = new Intl.DateTimeFormat(localeOf(getLanguageChoice()), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  });
  return t('{time} (UAE)', { time: format.format(new Date(iso)) });
};

const refreshAll = (client: ReturnType<typeof useQueryClient>) =>
  refreshEndpoints(client, [papersEndpoints.settings, papersEndpoints.overview]);

/** The deadlines (the event's; each committee's, empty for the event's) and the rubric, saved together. */
const SettingsForm = ({ eventId, settings }: { eventId: string; settings: PaperSettings }) => {
  const client = useQueryClient();
  const [deadline, setDeadline] = useState(toInput(settings.deadline));
  const [committees, setCommittees] = useState<Record<string, string>>(
    Object.fromEntries(settings.committees.map((committee) => [committee.id, toInput(committee.deadline)])),
  );
  const [rubric, setRubric] = useState(settings.rubric.map((criterion) => ({ name: criterion.name, max: String(criterion.max) })));
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const answer = await changePaperSettings(eventId, {
        deadline: fromInput(deadline),
        committees: settings.committees.map((committee) => ({
          committeeId: committee.id,
          deadline: fromInput(committees[committee.id] ?? ''),
        })),
        ...(settings.rubric_locked ? {} : { rubric: rubric.map((criterion) => ({ name: criterion.name, max: Number(criterion.max) })) }),
      });
      if (answer) toast.success(answer.message);
      await refreshAll(client);
    } catch (error) {
      toast.error(errorMessageOf(error, t('The settings could not be saved')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card papers-settings"
      aria-labelledby="papers-settings-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="papers-settings-title">{t('Deadlines and rubric')}</h2>
      <p className="papers__muted">{t('Times are UAE time. A paper sent after its deadline is still accepted and marked late.')}</p>
      <label className="papers-settings__field">
        {t('Deadline for the event')}
        <input type="datetime-local" value={deadline} onChange={(event) => setDeadline(event.target.value)} />
      </label>
      {settings.committees.length > 0 && (
        <fieldset className="papers-settings__committees">
          <legend>{t("Committee deadlines (leave empty for the event's)")}</legend>
          {settings.committees.map((committee) => (
            <label key={committee.id} className="papers-settings__field">
              {committee.abbr}
              <input
                type="datetime-local"
                value={committees[committee.id] ?? ''}
                onChange={(event) => setCommittees({ ...committees, [committee.id]: event.target.value })}
              />
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className="papers-settings__rubric" disabled={settings.rubric_locked}>
        <legend>{t('Rubric (each criterion scored from 1)')}</legend>
        {settings.rubric_locked && <p className="papers__muted">{t('The rubric cannot change once papers have been scored.')}</p>}
        {rubric.map((criterion, index) => (
          <div key={index} className="papers-settings__criterion">
            <input
              aria-label={t('Criterion {n}', { n: index + 1 })}
              value={criterion.name}
              maxLength={40}
              onChange={(event) => setRubric(rubric.map((each, at) => (at === index ? { ...each, name: event.target.value } : each)))}
            />
            <label>
              {t('up to')}
              <input
                type="number"
                min={2}
                max={CRITERION_MAX_SCORE}
                aria-label={t('Highest score of criterion {n}', { n: index + 1 })}
                value={criterion.max}
                onChange={(event) => setRubric(rubric.map((each, at) => (at === index ? { ...each, max: event.target.value } : each)))}
              />
            </label>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={rubric.length === 1}
              onClick={() => setRubric(rubric.filter((_, at) => at !== index))}
            >
              {t('Remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={rubric.length >= CRITERIA_MAX}
          onClick={() => setRubric([...rubric, { name: '', max: '5' }])}
        >
          {t('Add criterion')}
        </button>
      </fieldset>
      <div className="toolbar">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('Saving…') : t('Save settings')}
        </button>
      </div>
    </form>
  );
};

/** Release scores (or hide them again), asked first: delegates of every committee see them from the same moment. */
const Release = ({ eventId, settings }: { eventId: string; settings: PaperSettings }) => {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const next = !settings.released;
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await releaseScores(eventId, next);
      if (answer) toast.success(answer.message);
      await refreshAll(client);
      setAsking(false);
    } catch (error) {
      toast.error(errorMessageOf(error, t('The scores could not be released')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card papers-release">
      <p>
        {settings.released
          ? t('Scores and comments are shown to delegates (released {time}).', { time: timeText(settings.released_at) })
          : t('Scores and comments are hidden from delegates until you release them.')}
      </p>
      <button type="button" className={settings.released ? 'button button--secondary' : 'button'} onClick={() => setAsking(true)}>
        {settings.released ? t('Hide scores') : t('Release scores')}
      </button>
      <ConfirmDialog
        open={asking}
        title={next ? t('Release scores?') : t('Hide scores?')}
        message={
          next
            ? t("Every delegate will see their paper's scores and the chair's comment, in every committee.")
            : t('Delegates will no longer see their scores and comments until you release them again.')
        }
        confirmLabel={next ? t('Release') : t('Hide')}
        cancelLabel={t('Cancel')}
        busy={busy}
        busyLabel={next ? t('Releasing…') : t('Hiding…')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
};

const Overview = ({ eventId }: { eventId: string }) => {
  const overview = usePapersOverview(eventId);
  if (!overview.data)
    return <p role="status">{overview.isError ? errorMessageOf(overview.error, t('The overview could not be loaded')) : t('Loading…')}</p>;
  return (
    <div className="card">
      <h2>{t('Overview')}</h2>
      <table className="papers__table">
        <thead>
          <tr>
            <th scope="col">{t('Committee')}</th>
            <th scope="col">{t('Deadline')}</th>
            <th scope="col">{t('Submitted')}</th>
            <th scope="col">{t('Late')}</th>
            <th scope="col">{t('Reviewed')}</th>
          </tr>
        </thead>
        <tbody>
          {overview.data.committees.map((committee) => (
            <tr key={committee.id}>
              <th scope="row">{committee.abbr}</th>
              <td>{timeText(committee.deadline)}</td>
              <td>{committee.submitted}</td>
              <td>{committee.late}</td>
              <td>{committee.reviewed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** /papers/{eventId}: the organiser's position papers: deadlines and rubric, the overview per committee, and the release of scores. */
export const PapersPage = ({ eventId }: { eventId: string }) => {
  useDocumentTitle(t('Position papers'));
  const settings = usePaperSettings(eventId);
  return (
    <section className="page papers-page" aria-labelledby="papers-title">
      <h1 className="page__title" id="papers-title">
        {t('Position papers')}
      </h1>
      {settings.data ? (
        <>
          <Release eventId={eventId} settings={settings.data} />
          <Overview eventId={eventId} />
          <SettingsForm key={JSON.stringify(settings.data)} eventId={eventId} settings={settings.data} />
        </>
      ) : (
        <p role={settings.isError ? 'alert' : 'status'}>
          {settings.isError ? errorMessageOf(settings.error, t('The position papers could not be loaded')) : t('Loading…')}
        </p>
      )}
    </section>
  );
};
