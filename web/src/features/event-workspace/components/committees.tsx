import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { createContext, use, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { committeeMessages } from '@domain/workspace/event-committee-rules';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { RowMenu } from '../../../components/ui/row-menu';
import { TabList } from '../../../components/ui/tab-list';
import { msg, t, tm } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useCatalogueCommittees, type CatalogueCommittee } from '../api/get-catalogue-committees';
import { useEventCommittees, type EventCommittee } from '../api/get-event-committees';
import { useDeleteEventCommittee } from '../api/delete-event-committee';
import { useSaveEventCommittee } from '../api/save-event-committee';
import { useUpdateEventCommittee } from '../api/update-event-committee';
import {
  committeeCategoryTabs,
  draftProblem,
  emptyDraft,
  seatsOf,
  type CommitteeCategoryTab,
  type CommitteeDraft,
} from '../utils/committee-rows';
import { CommitteePicker } from './committee-picker';

const CATEGORY_SWITCH_MS = 500;
type Row = { key: string; saved: EventCommittee | null };
const NEW_ROW = 'new';
/** One empty list for the switching moment: a new array each render would make the table reset itself forever. */
const NO_ROWS: Row[] = [];
const PANEL_ID = 'committees-category-panel';

const draftOf = (committee: EventCommittee): CommitteeDraft => ({
  id: committee.id,
  committeeId: committee.committee_id,
  committeeName: committee.committee.committee,
  abbr: committee.abbr,
  seats: String(committee.seats),
  chairUsername: committee.chair_username ?? '',
  deputyChair1Username: committee.deputy_chair_1_username ?? '',
  deputyChair2Username: committee.deputy_chair_2_username ?? '',
});

/** What the cells need from the tab; the columns themselves never change, so an input keeps its focus while typing. */
interface CommitteeRowsContext {
  draft: CommitteeDraft | null;
  editing: (row: Row) => boolean;
  change: (patch: Partial<CommitteeDraft>) => void;
  catalogue: readonly CatalogueCommittee[];
  category: CommitteeCategoryTab;
  seatsRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  cancel: () => void;
  edit: (saved: EventCommittee) => void;
  askDelete: (saved: EventCommittee) => void;
  addRow: () => void;
}
const RowsContext = createContext<CommitteeRowsContext | null>(null);
const useRows = () => use(RowsContext)!;

type CellProps = { row: { original: Row } };

const AbbrCell = ({ row }: CellProps) => {
  const { draft, editing } = useRows();
  return editing(row.original) ? draft!.abbr : (row.original.saved?.abbr ?? '');
};

const CommitteeCell = ({ row }: CellProps) => {
  const { draft, editing, change, catalogue, category, seatsRef } = useRows();
  if (!editing(row.original)) return row.original.saved?.committee.committee ?? '';
  return (
    <CommitteePicker
      catalogue={catalogue}
      category={category}
      value={draft!.committeeName}
      onType={(committeeName) => change({ committeeName, committeeId: '', abbr: '' })}
      onPick={(entry) => {
        change({ committeeName: entry.committee, committeeId: String(entry.id), abbr: entry.abbr });
        seatsRef.current?.focus();
      }}
    />
  );
};

const SeatsCell = ({ row }: CellProps) => {
  const { draft, editing, change, seatsRef } = useRows();
  if (!editing(row.original)) return row.original.saved?.seats ?? '';
  return (
    <input
      ref={seatsRef}
      className="input input--small"
      aria-label={t('Seats Total')}
      inputMode="numeric"
      value={draft!.seats}
      onChange={(event) => change({ seats: event.target.value })}
    />
  );
};

const text = (
  field: 'chairUsername' | 'deputyChair1Username' | 'deputyChair2Username',
  label: string,
  fallback: (row: EventCommittee) => string | null,
) =>
  ({
    id: field,
    header: () => t(label),
    cell: function UsernameCell({ row }: CellProps) {
      const { draft, editing, change } = useRows();
      return editing(row.original) ? (
        <input
          className="input input--small"
          aria-label={t(label)}
          value={draft![field]}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      ) : (
        ((row.original.saved && fallback(row.original.saved)) ?? '')
      );
    },
  }) satisfies ColumnDef<Row>;
const name = (id: string, label: string, of: (row: EventCommittee) => string | null) =>
  ({ id, header: () => t(label), cell: ({ row }) => (row.original.saved ? (of(row.original.saved) ?? '') : '') }) satisfies ColumnDef<Row>;

const ActionsCell = ({ row }: CellProps) => {
  const { editing, busy, cancel, edit, askDelete, addRow } = useRows();
  const { saved } = row.original;
  if (editing(row.original))
    return (
      <button type="button" className="button button--secondary button--small" onClick={cancel} disabled={busy}>
        {t('Cancel')}
      </button>
    );
  return (
    <RowMenu
      label={saved ? t('Actions for {title}', { title: saved.abbr }) : t('Actions for committee')}
      items={[
        { key: 'edit', label: t('Edit'), onSelect: () => saved && edit(saved) },
        { key: 'delete', label: t('Delete'), danger: true, onSelect: () => saved && askDelete(saved) },
        { key: 'add', label: t('Add Committee'), onSelect: addRow },
      ]}
    />
  );
};

const columns: ColumnDef<Row>[] = [
  { id: 'abbr', header: () => t('ABBR'), cell: AbbrCell },
  { id: 'committee', header: () => t('Committee'), cell: CommitteeCell },
  { id: 'seats', header: () => t('Seats Total'), cell: SeatsCell },
  text('chairUsername', msg('Chair Username'), (saved) => saved.chair_username),
  name('chairName', msg('Chair Name'), (saved) => saved.chair_name),
  text('deputyChair1Username', msg('Deputy Chair 1 Username'), (saved) => saved.deputy_chair_1_username),
  name('deputyChair1Name', msg('Deputy Chair 1 Name'), (saved) => saved.deputy_chair_1_name),
  text('deputyChair2Username', msg('Deputy Chair 2 Username'), (saved) => saved.deputy_chair_2_username),
  name('deputyChair2Name', msg('Deputy Chair 2 Name'), (saved) => saved.deputy_chair_2_name),
  { id: 'actions', header: () => <span className="visually-hidden">{t('Actions')}</span>, cell: ActionsCell },
];

/** Spec §2 tab 4: the event's committees by category, edited one row at a time. */
export const Committees = ({ eventId }: { eventId: string }) => {
  const [category, setCategory] = useState<CommitteeCategoryTab>('country');
  const [switching, setSwitching] = useState(false);
  const [draft, setDraft] = useState<CommitteeDraft | null>(null);
  const [toDelete, setToDelete] = useState<EventCommittee | null>(null);
  const seatsRef = useRef<HTMLInputElement | null>(null);
  const committees = useEventCommittees(eventId);
  const catalogue = useCatalogueCommittees();
  const save = useSaveEventCommittee();
  const update = useUpdateEventCommittee();
  const remove = useDeleteEventCommittee();
  const busy = save.isPending || update.isPending;

  useEffect(() => {
    if (committees.isError) toast.error(tm(committeeMessages.fetchFailed), { id: 'committees-load-failed' });
  }, [committees.isError]);

  useEffect(() => {
    if (!switching) return;
    const timer = setTimeout(() => setSwitching(false), CATEGORY_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [switching]);

  const inCategory = useMemo(
    () => (committees.data ?? []).filter((committee) => committee.category === category),
    [committees.data, category],
  );
  const rows = useMemo<Row[]>(
    () => [
      ...inCategory.map((saved) => ({ key: saved.id, saved })),
      ...(draft && draft.id === null ? [{ key: NEW_ROW, saved: null }] : []),
    ],
    [inCategory, draft],
  );

  const editing = (row: Row) => draft !== null && (row.saved ? draft.id === row.saved.id : draft.id === null);
  const change = (patch: Partial<CommitteeDraft>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  const addRow = () => setDraft((current) => (current?.id === null ? current : emptyDraft()));

  const submit = async () => {
    const mode = draft?.id ? 'update' : 'save';
    const problem = draftProblem(draft, mode);
    if (problem || !draft) {
      toast.error(tm(problem ?? committeeMessages.noRowToSave));
      return;
    }
    const saved = committees.data?.find((committee) => committee.id === draft.id);
    const body = {
      committeeId: draft.committeeId,
      eventId,
      category,
      seats: seatsOf(draft.seats),
      chair_username: draft.chairUsername.trim(),
      chair_fullname: saved?.chair_name ?? '',
      deputy_chair1_username: draft.deputyChair1Username.trim(),
      deputy_chair1_fullname: saved?.deputy_chair_1_name ?? '',
      deputy_chair2_username: draft.deputyChair2Username.trim(),
      deputy_chair2_fullname: saved?.deputy_chair_2_name ?? '',
    };
    try {
      if (draft.id) {
        const answer = await update.mutateAsync({ id: draft.id, ...body });
        if (!answer) return;
        toast.success(answer.message ?? tm(committeeMessages.updated));
      } else {
        const answer = await save.mutateAsync({ ...body, abbr: draft.abbr });
        if (!answer) return;
        toast.success(answer.message ?? tm(committeeMessages.saved));
      }
      setDraft(null);
    } catch (error) {
      toast.error(
        errorMessageOf(
          error,
          tm(draft.id ? committeeMessages.updateFailedFor(draft.committeeName) : committeeMessages.saveFailedFor(draft.committeeName)),
        ),
      );
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await remove.mutateAsync({ id: toDelete.id, eventId });
      if (answer) toast.success(answer.message ?? tm(committeeMessages.deleted));
      if (draft?.id === toDelete.id) setDraft(null);
    } catch (error) {
      toast.error(errorMessageOf(error, tm(committeeMessages.deleteFailed)));
    } finally {
      setToDelete(null);
    }
  };

  const context: CommitteeRowsContext = {
    draft,
    editing,
    change,
    catalogue: catalogue.data ?? [],
    category,
    seatsRef,
    busy,
    cancel: () => setDraft(null),
    edit: (saved) => setDraft(draftOf(saved)),
    askDelete: setToDelete,
    addRow,
  };

  const table = useReactTable<Row>({
    data: switching ? NO_ROWS : rows,
    columns,
    getRowId: (row) => row.key,
    getCoreRowModel: getCoreRowModel(),
  });
  const loading = committees.isPending || switching;
  const categoryTabs = committeeCategoryTabs.map((tab) => ({ ...tab, label: t(tab.label) }));
  const status = loading ? (
    <span role="status">{t('Loading committees...')}</span>
  ) : (
    <div className="empty-state">
      <p className="empty-state__title">{tm(committeeMessages.empty)}</p>
      <p className="empty-state__text">{tm(committeeMessages.emptyHint)}</p>
    </div>
  );

  return (
    <div className="card committees-tab">
      <TabList
        tabs={categoryTabs}
        active={category}
        onSelect={(next) => {
          setDraft(null);
          setCategory(next);
          setSwitching(true);
        }}
        label={t('Committee categories')}
        tabId={(id) => `committees-category-${id}`}
        panelId={PANEL_ID}
      />
      <RowsContext value={context}>
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={`committees-category-${category}`}>
          <div className="toolbar">
            <button type="button" className="button button--secondary" onClick={addRow} disabled={draft?.id === null || loading}>
              {t('Add')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void submit()} disabled={busy || loading}>
              {busy ? t('Saving...') : draft?.id ? t('Update') : t('Save')}
            </button>
          </div>
          <DataTable
            table={table}
            label={t('Committees')}
            status={status}
            busy={loading}
            look="plain"
            className="data-table--compact committees-table"
          />
        </div>
      </RowsContext>
      <ConfirmDialog
        open={toDelete !== null}
        title={tm(committeeMessages.deleteTitle)}
        message={tm(committeeMessages.deleteQuestion)}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
};
