import { useLoadFailureToast } from '../../../lib/use-load-failure-toast';
import { getCoreRowModel, getFilteredRowModel, useReactTable, type ColumnDef, type FilterFn } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { FieldErrors } from '../../../lib/api-client';
import { matchesSearch } from '../utils/matches-search';
import { PlusIcon } from '../../../components/list/plus-icon';
import { ListShell } from '../../../components/list/list-shell';
import {
  catalogueActions,
  NEW_ROW_ID,
  type CatalogueField,
  type CatalogueRow,
  type CatalogueTableMeta,
  type Draft,
} from './catalogue-columns';
import { t } from '../../../i18n/intl';

/** What a save handler reports: leave edit mode, or stay (with any messages for the inputs). */
export type SaveOutcome = { saved: true } | { saved: false; fieldErrors?: FieldErrors };

interface CatalogueTableProps<Row extends CatalogueRow> {
  /** Accessible name of the table, e.g. 'Leadership Roles'. */
  label: string;
  /** Extra class of the table element, for the list's column widths. */
  className?: string;
  /** More controls for the toolbar, after the search (a filter). */
  toolbar?: ReactNode;
  rows: readonly Row[];
  columns: ColumnDef<Row, string>[];
  fields: readonly CatalogueField<Row>[];
  /** The list's query: loading, and whether it failed. */
  query: { isPending: boolean; isError: boolean };
  /** Said in a toast when the list fails to load. */
  failedText?: string;
  loadingText: string;
  emptyText: string;
  noMatchText: string;
  search: string;
  onSearchChange: (value: string) => void;
  onCreate: (draft: Draft) => Promise<SaveOutcome>;
  onUpdate: (row: Row, draft: Draft) => Promise<SaveOutcome>;
  /** Resolves true when the row was deleted. */
  onDelete: (row: Row) => Promise<boolean>;
  deleteMessage: (row: Row) => string;
}

type Editing = { rowId: string; draft: Draft; fieldErrors: FieldErrors } | null;

const without = <Value,>(record: Record<string, Value>, key: string): Record<string, Value> => {
  const { [key]: _removed, ...rest } = record;
  return rest;
};

/** The added row stays visible whatever the search says. */
const searchFilter =
  <Row extends CatalogueRow>(): FilterFn<Row> =>
  (row, columnId, query: string) =>
    row.id === NEW_ROW_ID || matchesSearch(row.getValue(columnId), query);

/**
 * A searchable catalogue list with an add row at the top, inline editing of one row at a time
 * and deletion after a Yes/No question (spec §2.6, §4).
 */
export const CatalogueTable = <Row extends CatalogueRow>({
  label,
  className,
  toolbar,
  rows,
  columns,
  fields,
  query,
  failedText,
  loadingText,
  emptyText,
  noMatchText,
  search,
  onSearchChange,
  onCreate,
  onUpdate,
  onDelete,
  deleteMessage,
}: CatalogueTableProps<Row>) => {
  const isLoading = query.isPending;
  // The toast's id is its text: one toast per failure, whichever tab of the list failed.
  useLoadFailureToast(failedText !== undefined && query.isError, failedText ?? '', failedText ?? '');
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);
  const [inlinePending, setInlinePending] = useState<Record<string, Draft>>({});

  const blankDraft = (): Draft => Object.fromEntries(fields.map((field) => [field.key, field.defaultValue ?? '']));
  const draftOf = (row: Row): Draft => {
    const record = row as unknown as Record<string, unknown>;
    return Object.fromEntries(fields.map((field) => [field.key, String(record[field.key] ?? '')]));
  };
  const findRow = (rowId: string) => rows.find((row) => String(row.id) === rowId) ?? null;

  const data = useMemo(() => {
    if (editing?.rowId !== NEW_ROW_ID) return rows as Row[];
    // The added row only exists on screen until it is saved; its values live in the draft.
    const blank = { id: NEW_ROW_ID, ...Object.fromEntries(fields.map((field) => [field.key, ''])) } as unknown as Row;
    return [blank, ...rows];
  }, [rows, editing?.rowId, fields]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const meta: CatalogueTableMeta = {
    editingRowId: editing?.rowId ?? null,
    draft: editing?.draft ?? {},
    fieldErrors: editing?.fieldErrors ?? {},
    busy,
    setDraftValue: (field, value) =>
      setEditing((current) =>
        current
          ? { ...current, draft: { ...current.draft, [field]: value }, fieldErrors: { ...current.fieldErrors, [field]: '' } }
          : current,
      ),
    startEdit: (rowId) => {
      const row = findRow(rowId);
      if (row) setEditing({ rowId, draft: draftOf(row), fieldErrors: {} });
    },
    // Cancelling drops the draft; the row shows its saved values again.
    cancel: () => setEditing(null),
    save: () => {
      if (!editing || busy) return;
      const { rowId, draft } = editing;
      void run(async () => {
        const existing = rowId === NEW_ROW_ID ? null : findRow(rowId);
        if (rowId !== NEW_ROW_ID && !existing) {
          setEditing(null);
          return;
        }
        const outcome = existing ? await onUpdate(existing, draft) : await onCreate(draft);
        if (outcome.saved) setEditing(null);
        else if (outcome.fieldErrors) {
          const fieldErrors = outcome.fieldErrors;
          setEditing((current) => (current ? { ...current, fieldErrors } : current));
        }
      });
    },
    askDelete: (rowId) => setPendingDelete(findRow(rowId)),
    inlinePending,
    // The row is saved whole with the one value changed. The input shows the new value until the
    // list has reloaded with it, and its saved value again if the save failed.
    saveInline: (rowId, field, value) => {
      const row = findRow(rowId);
      if (!row || inlinePending[rowId]) return;
      setInlinePending((current) => ({ ...current, [rowId]: { [field]: value } }));
      void onUpdate(row, { ...draftOf(row), [field]: value }).finally(() => setInlinePending((current) => without(current, rowId)));
    },
  };

  const table = useReactTable<Row>({
    data,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    globalFilterFn: searchFilter<Row>(),
    state: { globalFilter: search },
    onGlobalFilterChange: (updater) => onSearchChange(typeof updater === 'function' ? updater(search) : String(updater ?? '')),
  });
  catalogueActions.provide(table, meta);

  const searching = search.trim() !== '';

  const confirmDelete = () => {
    const row = pendingDelete;
    if (!row) return;
    void run(async () => {
      const deleted = await onDelete(row);
      if (deleted) {
        if (editing?.rowId === String(row.id)) setEditing(null);
        setPendingDelete(null);
      }
    });
  };

  return (
    <div className="catalogue">
      <ListShell
        table={table}
        look="plain"
        className={className}
        label={label}
        busy={isLoading || busy}
        load={{ loading: isLoading && rows.length === 0, searching }}
        texts={{ loading: loadingText, empty: emptyText, noMatch: noMatchText }}
        search={{ value: search, onChange: (value) => table.setGlobalFilter(value) }}
        toolbarEnd={
          <>
            {toolbar}
            <span className="toolbar__count" aria-live="polite">
              {isLoading ? '' : t('{n, plural, one {# entry} other {# entries}}', { n: rows.length })}
            </span>
            <button
              type="button"
              className="button button--primary"
              aria-label={t('Add')}
              disabled={busy || editing?.rowId === NEW_ROW_ID}
              onClick={() => setEditing({ rowId: NEW_ROW_ID, draft: blankDraft(), fieldErrors: {} })}
            >
              <PlusIcon />
              {t('Add')}
            </button>
          </>
        }
        rowClassName={(entry) =>
          String(entry.id) === editing?.rowId ? 'is-editing' : inlinePending[String(entry.id)] ? 'is-updating' : undefined
        }
      />

      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('Confirm Delete')}
        message={pendingDelete ? deleteMessage(pendingDelete) : ''}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
};
