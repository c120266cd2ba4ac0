import { useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useSessions, useSessionWrites, type SessionInput } from '../api/attendance-api';

const empty: SessionInput = { name: '', day: '', start: '' };

const SessionFields = ({ value, onChange, label }: { value: SessionInput; onChange: (value: SessionInput) => void; label: string }) => (
  <>
    <input
      aria-label={t('{label} name', { label })}
      placeholder={t('Name')}
      value={value.name}
      onChange={(event) => onChange({ ...value, name: event.target.value })}
    />
    <input
      aria-label={t('{label} day', { label })}
      type="date"
      value={value.day}
      onChange={(event) => onChange({ ...value, day: event.target.value })}
    />
    <input
      aria-label={t('{label} start', { label })}
      type="time"
      value={value.start}
      onChange={(event) => onChange({ ...value, start: event.target.value })}
    />
  </>
);

/** One session of the list: its fields, saved when changed, and Remove. */
const SessionRow = ({ eventId, session }: { eventId: string; session: SessionInput & { id: string } }) => {
  const writes = useSessionWrites(eventId);
  const [draft, setDraft] = useState<SessionInput>(session);
  const changed = draft.name !== session.name || draft.day !== session.day || draft.start !== session.start;
  const save = () =>
    writes.update.mutate(
      { sessionId: session.id, ...draft },
      {
        onSuccess: (answer) => answer && toast.success(answer.message),
        onError: (error) => toast.error(errorMessageOf(error, t('Failed to save the session'))),
      },
    );
  const remove = () =>
    writes.remove.mutate(session.id, {
      onSuccess: (answer) => answer && toast.success(answer.message),
      onError: (error) => toast.error(errorMessageOf(error, t('Failed to remove the session'))),
    });
  return (
    <li className="attendance-sessions__row">
      <SessionFields value={draft} onChange={setDraft} label={session.name} />
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={!changed || writes.update.isPending}
        onClick={save}
      >
        {t('Save')}
      </button>
      <button type="button" className="button button--danger button--small" disabled={writes.remove.isPending} onClick={remove}>
        {t('Remove')}
      </button>
    </li>
  );
};

/** The organiser's programme: the sessions (name, day, start) chairs take roll in. */
export const AttendanceSessions = ({ eventId }: { eventId: string }) => {
  const sessions = useSessions(eventId);
  const writes = useSessionWrites(eventId);
  const [draft, setDraft] = useState<SessionInput>(empty);
  const add = () =>
    writes.add.mutate(draft, {
      onSuccess: (answer) => {
        if (!answer) return;
        toast.success(answer.message);
        setDraft(empty);
      },
      onError: (error) => toast.error(errorMessageOf(error, t('Failed to add the session'))),
    });
  return (
    <section className="attendance-sessions" aria-labelledby="attendance-sessions-title">
      <h2 id="attendance-sessions-title" className="attendance__subtitle">
        {t('Sessions')}
      </h2>
      {sessions.isError ? <p className="attendance__note">{sessions.error.message}</p> : null}
      <ul className="attendance-sessions__list">
        {(sessions.data ?? []).map((session) => (
          <SessionRow key={`${session.id}-${session.name}-${session.day}-${session.start}`} eventId={eventId} session={session} />
        ))}
      </ul>
      <form
        className="attendance-sessions__row attendance-sessions__new"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <SessionFields value={draft} onChange={setDraft} label={t('New session')} />
        <button type="submit" className="button button--primary button--small" disabled={writes.add.isPending}>
          {t('Add session')}
        </button>
      </form>
    </section>
  );
};
