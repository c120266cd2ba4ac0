import { createColumnHelper, getCoreRowModel, getFilteredRowModel, useReactTable, type FilterFn } from '@tanstack/react-table';
import { useState } from 'react';
import { ListShell } from '../../../components/list/list-shell';
import type { RowView } from '../api/import-types';
import { outcomeLabel, outcomeTone, reasonText, rowMatches, rowsCountLabel } from '../utils/import-rows';

/** One line per row; a long reason, or a row's warnings, make it taller (rows are measured as drawn). */
const ROW_HEIGHT_ESTIMATE = 44;

const column = createColumnHelper<RowView>();

const columns = [
  column.accessor('row', { header: 'Row', cell: (info) => info.getValue() }),
  column.accessor('email', { header: 'Email', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('fullName', { header: 'Full name', cell: (info) => info.getValue() ?? '—' }),
  column.display({
    id: 'outcome',
    header: 'Outcome',
    cell: ({ row }) => <span className={`outcome-badge outcome-badge--${outcomeTone(row.original)}`}>{outcomeLabel(row.original)}</span>,
  }),
  column.display({
    id: 'reason',
    header: 'Reason',
    cell: ({ row }) => (
      <>
        {reasonText(row.original)}
        {row.original.warnings.length > 0 && (
          <ul className="import-rows__warnings" aria-label={`Warnings of row ${row.original.row}`}>
            {row.original.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        )}
      </>
    ),
  }),
];

const search: FilterFn<RowView> = (row, _columnId, query: string) => rowMatches(row.original, query);

/** Every row of the file with what happens (or happened) to it, searchable; only the rows in view are drawn. */
export const RowsTable = ({ rows, emptyText }: { rows: RowView[]; emptyText: string }) => {
  const [query, setQuery] = useState('');
  const table = useReactTable<RowView>({
    data: rows,
    columns,
    getRowId: (row) => String(row.row),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    globalFilterFn: search,
    state: { globalFilter: query },
  });
  const shown = table.getRowModel().rows.length;
  return (
    <div className="import-rows">
      <ListShell
        table={table}
        label="Rows of the file"
        className="data-table--compact import-rows__table"
        // With rows and none shown, the search left them out.
        load={{ loading: false, searching: rows.length > 0 }}
        texts={{ loading: '', empty: emptyText, noMatch: 'No rows match your search' }}
        virtualRows={{ estimateRowHeight: ROW_HEIGHT_ESTIMATE }}
        search={{ value: query, onChange: setQuery, placeholder: 'Search by row, email, name or reason...' }}
        toolbarEnd={
          <span className="toolbar__count" aria-live="polite">
            {rowsCountLabel(shown, rows.length)}
          </span>
        }
      />
    </div>
  );
};
