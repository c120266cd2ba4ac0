import type { UseQueryResult } from '@tanstack/react-query';
import { getCoreRowModel, getFilteredRowModel, useReactTable, type FilterFn, type VisibilityState } from '@tanstack/react-table';
import { useEffect, useMemo, type ReactNode } from 'react';
import { toast } from 'sonner';
import { DataTable, LoadFailed } from '../../../../components/ui/data-table';
import { SearchBox } from '../../../../components/ui/search-box';
import type { Registration } from '../../../../lib/registration-schema';
import { useSearchParamsPatch } from '../../../../lib/use-search-params-patch';
import { delegateMessages } from '../../utils/delegate-messages';
import { matchesDelegate } from '../../utils/delegate-rows';
import { sectionLabel, type DelegateTableSection } from '../../utils/delegate-sections';
import type { DelegateColumn } from './delegate-columns';

/** Rows are at most two lines (a name and a username); each is measured once drawn. */
const ROW_HEIGHT_ESTIMATE = 60;

const searchPlaceholders: Record<DelegateTableSection, string> = {
  'key-info': 'Search by name, ID, school or committee...',
  'contact-info': 'Search by name, ID, email or phone...',
  'food-info': 'Search by name, ID, food or allergies...',
};

const delegateSearch =
  (section: DelegateTableSection): FilterFn<Registration> =>
  (row, _columnId, query: string) =>
    matchesDelegate(row.original, section, query);

const countLabel = (shown: number, total: number) => `${shown === total ? total : `${shown} of ${total}`} ${total === 1 ? 'delegate' : 'delegates'}`;

interface DelegateTableProps {
  section: DelegateTableSection;
  registrations: UseQueryResult<Registration[]>;
  columns: DelegateColumn[];
  /** What the cells need from the tab. */
  meta?: object;
  columnVisibility?: VisibilityState;
  rowClassName?: (delegate: Registration) => string | undefined;
  /** The tab's own buttons, beside the search. */
  actions?: ReactNode;
  /** A passing word between the buttons and the table (the merge hint). */
  notice?: ReactNode;
}

/**
 * Spec §2 item 6: one of the Delegates sub-tabs as a searchable table of the event's
 * registered delegates. Every delegate is in one scrolling table (an event may have
 * thousands), of which only the rows in view are drawn. The search lives in the URL.
 */
export const DelegateTable = ({ section, registrations, columns, meta, columnVisibility, rowClassName, actions, notice }: DelegateTableProps) => {
  const [params, patch] = useSearchParamsPatch();
  const search = params.get('q') ?? '';
  const all = registrations.data;

  const { errorUpdatedAt, isError } = registrations;
  useEffect(() => {
    if (isError) toast.error(delegateMessages.loadFailed[section], { id: 'delegates-load-failed' });
  }, [isError, errorUpdatedAt, section]);

  const globalFilterFn = useMemo(() => delegateSearch(section), [section]);
  const table = useReactTable<Registration>({
    data: all ?? [],
    columns,
    getRowId: (registration) => registration.id,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    globalFilterFn,
    state: { globalFilter: search, ...(columnVisibility ? { columnVisibility } : {}) },
    meta,
  });

  const shown = table.getRowModel().rows.length;
  const total = all?.length ?? 0;

  const status = registrations.isPending ? (
    <span role="status">Loading delegates...</span>
  ) : isError && !all ? (
    <LoadFailed text={delegateMessages.loadFailed[section]} onRetry={() => void registrations.refetch()} />
  ) : shown === 0 ? (
    search.trim() ? delegateMessages.noMatch : delegateMessages.empty[section]
  ) : null;

  return (
    <div className="delegate-list">
      <div className="toolbar">
        <SearchBox value={search} onChange={(value) => patch({ q: value })} placeholder={searchPlaceholders[section]} />
        {actions}
        <span className="toolbar__count" aria-live="polite">
          {all ? countLabel(shown, total) : ''}
        </span>
      </div>
      {notice}
      <DataTable
        table={table}
        label={`${sectionLabel(section)} of the delegates`}
        className={`data-table--compact delegates-table delegates-table--${section}`}
        status={status}
        busy={registrations.isFetching}
        rowClassName={rowClassName}
        virtualRows={{ estimateRowHeight: ROW_HEIGHT_ESTIMATE }}
      />
    </div>
  );
};
