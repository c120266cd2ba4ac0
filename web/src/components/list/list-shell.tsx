import type { ReactNode } from 'react';
import { t } from '../../i18n/intl';
import { DataTable, LoadFailed, type DataTableProps } from '../ui/data-table';
import { Pagination, type PaginationProps } from '../ui/pagination';
import { SearchBox } from '../ui/search-box';

/** Where a list's loading stands, for the line shown in place of the rows when there are none. */
export interface ListLoad {
  /** The first load is under way. */
  loading: boolean;
  /** The load failed with nothing to show: how to try again. */
  retry?: (() => void) | undefined;
  /** A search is typed: an empty list says no row matches. */
  searching: boolean;
}

/** The spec's texts of that line. */
export interface ListTexts {
  loading: string;
  failed?: string;
  empty: string;
  /** Without it, a search that matches nothing says `empty`. */
  noMatch?: string;
}

/**
 * The spec's usual wording of that line for a list of `plural` ('users': 'Loading users...',
 * 'Failed to load users.', 'No users found', 'No users found matching your search'); a list
 * worded otherwise overrides what differs. The caller passes the plural already translated:
 * listTexts(t('users')).
 */
export const listTexts = (plural: string, overrides: Partial<ListTexts> = {}): ListTexts => ({
  loading: t('Loading {plural}...', { plural }),
  failed: t('Failed to load {plural}.', { plural }),
  empty: t('No {plural} found', { plural }),
  noMatch: t('No {plural} found matching your search', { plural }),
  ...overrides,
});

/** A query's state as a list's load: the retry shows only when there is nothing to show. */
export const loadOf = (
  query: { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown },
  search: string,
): ListLoad => ({
  loading: query.isPending,
  retry: query.isError && query.data === undefined ? () => void query.refetch() : undefined,
  searching: search.trim() !== '',
});

const statusLine = (load: ListLoad, texts: ListTexts): ReactNode => {
  if (load.loading) return <span role="status">{texts.loading}</span>;
  if (load.retry && texts.failed !== undefined) return <LoadFailed text={texts.failed} onRetry={load.retry} />;
  return load.searching && texts.noMatch !== undefined ? texts.noMatch : texts.empty;
};

export interface ListShellProps<Row> extends Omit<DataTableProps<Row>, 'status'> {
  load: ListLoad;
  texts: ListTexts;
  /** The search box, when the list has one. */
  search?: { value: string; onChange: (value: string) => void; placeholder?: string; label?: string };
  /** Toolbar controls before the search box (a role toggle). */
  toolbarStart?: ReactNode;
  /** Toolbar controls after the search box (filters, a count, Add). */
  toolbarEnd?: ReactNode;
  /** Between the toolbar and the table (the merge bar). */
  above?: ReactNode;
  /** After the table, before the pages (a datalist the rows use). */
  below?: ReactNode;
  /** The page buttons, for a list the spec shows in pages; a list without shows all its rows. */
  paging?: PaginationProps;
}

/**
 * The shell every list shares: the toolbar with its search box, the table (its rows drawn
 * only in view when `virtualRows` says so), the loading, failure and empty line in place of
 * the rows, and the page buttons.
 */
export const ListShell = <Row,>({ load, texts, search, toolbarStart, toolbarEnd, above, below, paging, ...table }: ListShellProps<Row>) => (
  <>
    {(search || toolbarStart || toolbarEnd) && (
      <div className="toolbar">
        {toolbarStart}
        {search && <SearchBox {...search} />}
        {toolbarEnd}
      </div>
    )}
    {above}
    <DataTable {...table} status={statusLine(load, texts)} />
    {below}
    {paging && <Pagination {...paging} />}
  </>
);
