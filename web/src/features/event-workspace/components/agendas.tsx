import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { agendaMessages } from '@domain/workspace/event-committee-rules';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t, tm } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useAgendas, type Agenda } from '../api/get-agendas';
import { useEventCommittees } from '../api/get-event-committees';
import { useDeleteAgenda } from '../api/delete-agenda';
import { useSaveAgenda } from '../api/save-agenda';
import { useUpdateAgenda } from '../api/update-agenda';
import { committeeCategoryTabs, type CommitteeCategoryTab } from '../utils/committee-rows';
import { CommitteeDocumentsSlot } from './committee-documents-slot';

/** The agenda item being written: a new one (id null, titled 'New Agenda Item') or a saved one. */
interface AgendaEdit {
  id: string | null;
  title: string;
}

/** The event committee open in the Agendas tab, for the committee documents beside its agendas. */
export const useSelectedCommittee = (eventId: string, category: CommitteeCategoryTab, chosen: string | null) => {
  const committees = useEventCommittees(eventId);
  const inCategory = useMemo(
    () => (committees.data ?? []).filter((committee) => committee.category === category),
    [committees.data, category],
  );
  const selected = inCategory.find((committee) => committee.id === chosen) ?? inCategory[0] ?? null;
  return { committees, inCategory, selected };
};

/** Spec §2 tab 5 (agendas): category buttons, committee buttons and the committee's agenda items. */
export const Agendas = ({ eventId }: { eventId: string }) => {
  const [category, setCategory] = useState<CommitteeCategoryTab>('country');
  const [chosen, setChosen] = useState<string | null>(null);
  const [edit, setEdit] = useState<AgendaEdit | null>(null);
  const [toDelete, setToDelete] = useState<Agenda | null>(null);
  const { committees, inCategory, selected } = useSelectedCommittee(eventId, category, chosen);
  const agendas = useAgendas(eventId);
  const save = useSaveAgenda();
  const update = useUpdateAgenda();
  const remove = useDeleteAgenda();
  const busy = save.isPending || update.isPending;

  useEffect(() => {
    if (committees.isError || agendas.isError) toast.error(tm(agendaMessages.fetchFailed), { id: 'agendas-load-failed' });
  }, [committees.isError, agendas.isError]);

  const items = (agendas.data ?? []).filter((agenda) => agenda.event_committeeId === selected?.id);

  const submit = async () => {
    if (!edit || !selected) return;
    const title = edit.title.trim();
    if (title === '') {
      toast.error(tm(agendaMessages.titleEmpty));
      return;
    }
    try {
      const answer = edit.id
        ? await update.mutateAsync({ id: edit.id, eventId, agenda_title: title })
        : await save.mutateAsync({ eventId, event_committeeId: selected.id, agenda_abbr: selected.abbr, agenda_title: title });
      if (!answer) return;
      toast.success(answer.message ?? tm(edit.id ? agendaMessages.updated : agendaMessages.saved));
      setEdit(null);
    } catch (error) {
      toast.error(errorMessageOf(error, tm(edit.id ? agendaMessages.updateFailed : agendaMessages.saveFailed)));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await remove.mutateAsync({ id: toDelete.id, eventId });
      if (answer) toast.success(answer.message ?? tm(agendaMessages.deleted));
    } catch (error) {
      toast.error(errorMessageOf(error, tm(agendaMessages.deleteFailed)));
    } finally {
      setToDelete(null);
    }
  };

  const editor = (
    <div className="agenda-item agenda-item--editing">
      <input
        className="input"
        aria-label={t('Agenda title')}
        value={edit?.title ?? ''}
        onChange={(event) => setEdit((current) => (current ? { ...current, title: event.target.value } : current))}
        autoFocus
      />
      <button type="button" className="button button--primary button--small" onClick={() => void submit()} disabled={busy}>
        {edit?.id ? t('Update') : t('Save')}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={() => setEdit(null)} disabled={busy}>
        {t('Cancel')}
      </button>
    </div>
  );

  return (
    <div className="card agendas-tab">
      <div className="button-group" role="group" aria-label={t('Committee categories')}>
        {committeeCategoryTabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            className={tab.id === category ? 'button button--primary' : 'button button--secondary'}
            aria-pressed={tab.id === category}
            onClick={() => {
              setCategory(tab.id);
              setChosen(null);
              setEdit(null);
            }}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      {committees.isPending ? (
        <p role="status">{t('Loading committees...')}</p>
      ) : inCategory.length === 0 ? (
        <p className="empty-state__text">{t('No committees available')}</p>
      ) : (
        <div className="button-group" role="group" aria-label={t('Committees')}>
          {inCategory.map((committee) => (
            <button
              key={committee.id}
              type="button"
              className={committee.id === selected?.id ? 'button button--primary button--small' : 'button button--secondary button--small'}
              aria-pressed={committee.id === selected?.id}
              onClick={() => {
                setChosen(committee.id);
                setEdit(null);
              }}
            >
              {committee.abbr}
            </button>
          ))}
        </div>
      )}
      {selected && (
        <>
          <section aria-label={t('Agendas of {committee}', { committee: selected.abbr })} className="agenda-list">
            <div className="toolbar">
              <h2 className="section-title">{t('Agendas')}</h2>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setEdit({ id: null, title: tm(agendaMessages.newTitle) })}
                disabled={edit?.id === null}
              >
                {t('Add')}
              </button>
            </div>
            <ul className="agenda-list__items">
              {items.map((agenda) => (
                <li key={agenda.id}>
                  {edit?.id === agenda.id ? (
                    editor
                  ) : (
                    <div className="agenda-item">
                      <span className="agenda-item__title">
                        <bdi>{agenda.agenda_title}</bdi>
                      </span>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => setEdit({ id: agenda.id, title: agenda.agenda_title })}
                      >
                        {t('Edit')}
                      </button>
                      <button type="button" className="button button--danger button--small" onClick={() => setToDelete(agenda)}>
                        {t('Delete')}
                      </button>
                    </div>
                  )}
                </li>
              ))}
              {edit?.id === null && <li>{editor}</li>}
            </ul>
          </section>
          <CommitteeDocumentsSlot eventId={eventId} eventCommitteeId={selected.id} />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Delete agenda?')}
        message={t('Are you sure you want to delete this agenda item?')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
};
