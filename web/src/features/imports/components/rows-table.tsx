import { createColumnHelper, getCoreRowModel, getFilteredRowModel, useReactTable, type FilterFn } from '@tanstack/react-table';
import { useState } from 'react';
import { ListShell } from '../../../components/list/list-shell';
import type { RowView } from '../api/import-types';
import { outcomeLabel, outcomeTone, reasonText, rowMatches, rowsCountLabel } from '../utils/import-rows';
import { t } from '../../../i18n/intl';
import { figure } from '../utils/figure';

/** One line per row; a long reason, or a row's warnings, make it taller (rows are measured as drawn). */
const ROW_HEIGHT_ESTIMATE = 44;

const column = createColumnHelper<RowView>();

const columns = [
  column.accessor('row', { header: () => t('Row'), cell: (info) => figure(info.getValue()) }),
  column.accessor('email', { header: () => t('Email'), cell: (info) => <bdi>{info.getValue() ?? '—'}</bdi> }),
  column.accessor('fullName', { header: () => t('Full name'), cell: (info) => <bdi>{info.getValue() ?? '—'}</bdi> }),
  column.display({
    id: 'outcome',
    header: () => t('Outcome'),
    cell: ({ row }) => <span className={`outcome-badge outcome-badge--${outcomeTone(row.original)}`}>{outcomeLabel(row.original)}</span>,
  }),
  column.display({
    id: 'reason',
    header: () => t('Reason'),
    cell: ({ row }) => (
      <>
        {reasonText(row.original)}
        {row.original.warnings.length > 0 && (
          <ul className="import-rows__warnings" aria-label={t('Warnings of row {row}', { row: figure(row.original.row) })}>
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
        label={t('Rows of the file')}
        className="data-table--compact import-rows__table"
        // With rows and none shown, the search left them out.
        load={{ loading: false, searching: rows.length > 0 }}
        texts={{ loading: '', empty: emptyText, noMatch: t('No rows match your search') }}
        virtualRows={{ estimateRowHeight: ROW_HEIGHT_ESTIMATE }}
        search={{ value: query, onChange: setQuery, placeholder: t('Search by row, email, name or reason...') }}
        toolbarEnd={
          <span className="toolbar__count" aria-live="polite">
            {rowsCountLabel(shown, rows.length)}
          </span>
        }
      />
    </div>
  );
};
