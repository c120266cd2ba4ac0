import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type Table,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { pageRange } from '../../lib/page-numbers';

interface ListTableOptions<Row> {
  data: Row[];
  columns: ColumnDef<Row, string>[];
  /** The search typed, and which rows it keeps; without them every row shows. */
  search?: string;
  matches?: (row: Row, query: string) => boolean;
  /** The page shown (from 1) of a list the spec shows in pages. */
  paging?: { page: number; pageSize: number };
  columnVisibility?: VisibilityState;
  /** Hands the list's actions to the table, for its cells (tableActions' `with`). */
  cells?: ((table: Table<Row>) => void) | undefined;
}

/**
 * The table of a list (rows known by their id): the rows the search keeps, and of those the
 * page shown. The search and the page come from the URL (useListState), so the table never
 * changes them itself.
 */
export const useListTable = <Row extends { id: string }>({
  data,
  columns,
  search = '',
  matches,
  paging,
  columnVisibility,
  cells,
}: ListTableOptions<Row>) => {
  const globalFilterFn = useMemo<FilterFn<Row> | undefined>(
    () => (matches ? (row, _columnId, query: string) => matches(row.original, query) : undefined),
    [matches],
  );
  const table = useReactTable<Row>({
    data,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    ...(globalFilterFn ? { getFilteredRowModel: getFilteredRowModel(), globalFilterFn } : {}),
    ...(paging ? { getPaginationRowModel: getPaginationRowModel(), autoResetPageIndex: false } : {}),
    state: {
      ...(globalFilterFn ? { globalFilter: search } : {}),
      ...(paging ? { pagination: { pageIndex: paging.page - 1, pageSize: paging.pageSize } } : {}),
      ...(columnVisibility ? { columnVisibility } : {}),
    },
  });
  cells?.(table);
  return table;
};

interface PagedListOptions<Row> extends Omit<ListTableOptions<Row>, 'search' | 'paging'> {
  /** The list's state in the URL (useListState). */
  list: { search: string; page: number; setSearch: (value: string) => void; setPage: (page: number) => void };
  matches: (row: Row, query: string) => boolean;
  /** Rows a page, and the page buttons' words ('users', 'Users pages'). */
  pages: { pageSize: number; noun: string; label: string };
}

/**
 * The table of a searchable list shown in pages, with its search box and page buttons: a page
 * asked for beyond the last one the search leaves shows the last.
 */
export const usePagedListTable = <Row extends { id: string }>({ list, matches, pages, ...options }: PagedListOptions<Row>) => {
  const { search } = list;
  const { pageSize } = pages;
  const total = useMemo(() => options.data.filter((row) => matches(row, search)).length, [options.data, matches, search]);
  const { page } = pageRange(list.page, pageSize, total);
  const table = useListTable({ ...options, search, matches, paging: { page, pageSize } });
  return {
    table,
    search: { value: search, onChange: list.setSearch },
    paging: { ...pages, page, total, onPageChange: list.setPage },
  };
};
