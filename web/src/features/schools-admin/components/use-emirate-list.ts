import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { historyHref } from '../../../components/list/history-href';
import { loadOf } from '../../../components/list/list-shell';
import { useListTable } from '../../../components/list/use-list-table';
import { errorMessageOf } from '../../../lib/api-client';
import { useListWrites } from '../../../lib/use-list-writes';
import { writeWithToasts } from '../../../lib/write-with-toasts';
import { refreshDirectoryLists } from '../api/directory-lists';
import { countByEmirate, type LocalityNaming } from '../utils/emirates';
import { listView } from '../utils/list-view';
import { useListParams } from '../utils/use-list-params';
import { useRowMerge } from '../utils/use-row-merge';
import type { EmirateFrame, EmirateNames } from './emirate-list';

type Messages = { success: string; failure: string };

/** A write of the list (merge, delete): what it sends and whether it is under way. */
interface Write<Input> {
  mutateAsync: (input: Input) => Promise<unknown>;
  isPending: boolean;
}

interface EmirateListOptions<Row> {
  query: { data: Row[] | undefined; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  localityOf: (row: Row) => LocalityNaming;
  matches: (row: Row, query: string) => boolean;
  /** The blank row that Add puts at the top of the page, and its id. */
  blank: Row;
  columns: (merging: boolean) => ColumnDef<Row, string>[];
  /** How a row is named in the merge bar. */
  labelOf: (row: Row) => string;
  /** Which entity's history the row menu's History opens: its type and id. */
  historyOf: (row: Row) => [string, string];
  /** The rows' names in the list's texts. */
  names: EmirateNames;
  merge: Write<{ primaryId: string; secondaryId: string }> & { messages: Messages };
  remove: Write<string> & { messages: Messages };
}

/**
 * The state both emirate lists keep (spec §2.6, §4, §5): the tab, search and page in the URL,
 * the row being edited or added, the row asked to be deleted, merge mode, the rows updating,
 * and the table of the page shown. A write's failure reloads the lists.
 */
export const useEmirateList = <Row extends { id: string; status: string }, Editing extends { rowId: string }>({
  query,
  localityOf,
  matches,
  blank,
  columns: columnsOf,
  labelOf,
  historyOf,
  names,
  merge: mergeWrite,
  remove,
}: EmirateListOptions<Row>) => {
  const { tab, search, page, setTab, setSearch, setPage } = useListParams();
  const navigate = useNavigate();
  const writes = useListWrites<Row>(refreshDirectoryLists);
  const { updatingIds, rowWrite, reload } = writes;
  const [editing, setEditing] = useState<Editing | null>(null);

  const all = query.data;
  const byId = useMemo(() => new Map((all ?? []).map((row) => [row.id, row])), [all]);
  const merge = useRowMerge(byId);
  const counts = useMemo(() => (all ? countByEmirate(all, localityOf) : null), [all, localityOf]);
  const view = useMemo(
    () => listView(all ?? [], { tab, search, page, localityOf, matches }),
    [all, tab, search, page, localityOf, matches],
  );
  const adding = editing?.rowId === blank.id;
  const data = useMemo(() => (adding ? [blank, ...view.rows] : view.rows), [adding, blank, view.rows]);
  const columns = useMemo(() => columnsOf(merge.active), [columnsOf, merge.active]);
  const table = useListTable({ data, columns });

  const runMerge = async () => {
    if (!merge.check.ok || mergeWrite.isPending) return;
    const { primaryId, secondaryId } = merge.check;
    const done = await writeWithToasts(() => mergeWrite.mutateAsync({ primaryId, secondaryId }), mergeWrite.messages, reload);
    if (done) merge.merged();
  };

  const frame: EmirateFrame<Row> = {
    names,
    mergeLabel: (id) => {
      const row = byId.get(id);
      return row ? labelOf(row) : id;
    },
    tab,
    onTab: (next) => {
      setEditing(null);
      setTab(next);
    },
    counts,
    search,
    onSearch: setSearch,
    onPage: setPage,
    view,
    table,
    load: loadOf(query, search),
    fetching: query.isFetching,
    updatingIds,
    merge,
    merging: mergeWrite.isPending,
    onMerge: () => void runMerge(),
    editingId: editing?.rowId ?? null,
    newId: blank.id,
    deleting: {
      ...writes.question(
        (row) => remove.mutateAsync(row.id),
        remove.messages,
        () => names.deleteQuestion,
      ),
      busy: remove.isPending,
    },
  };

  /** What every row's cells do the same in both lists. */
  const rowActions = {
    updatingIds,
    merging: merge.active,
    selection: merge.selection,
    cancelEdit: () => setEditing(null),
    onDelete: writes.ask,
    onMerge: (row: Row) => merge.startWith(row.id),
    onCancelMerge: merge.cancel,
    onToggleMerge: merge.toggle,
    onPrimary: merge.markPrimary,
    onHistory: (row: Row) => navigate(historyHref(...historyOf(row))),
  };

  /** A save refused: the server's message, and its fields marked on the row's inputs. */
  const saveFailed = (error: unknown, failure: string, invalid: Editing extends { invalid: infer Invalid } ? Invalid | null : never) => {
    toast.error(errorMessageOf(error, failure));
    if (invalid) setEditing((current) => (current ? { ...current, invalid } : current));
  };

  return { tab, setTab, all, byId, editing, setEditing, rowWrite, rowActions, saveFailed, table, frame };
};
