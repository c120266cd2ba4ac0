import { flexRender, type Column, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * What a list may say about a column (its `meta`): `secondary` columns (ids, codes, dates)
 * are left out on a phone, where the names matter most.
 */
export interface ColumnPresentation {
  secondary?: boolean;
}

export const columnClass = <Row,>(column: Column<Row>) =>
  (column.columnDef.meta as ColumnPresentation | undefined)?.secondary ? `col-${column.id} col--secondary` : `col-${column.id}`;

interface DataTableProps<Row> {
  table: Table<Row>;
  /** Accessible name of the table. */
  label: string;
  /** Shown in place of the rows when there are none: loading, error or empty text. */
  status: ReactNode;
  busy?: boolean;
  rowClassName?: (row: Row) => string | undefined;
  /** Extra class of the table element, for a list's own column widths. */
  className?: string;
  /** The look: the administration lists' (default), or the plain striped table. */
  look?: 'admin' | 'plain';
  /** Rows shown above the data, such as a list's unsaved new row. */
  leadingRows?: ReactNode;
}

/** The look of the lists: navy header, striped rows, one status line when there are no rows. */
export const DataTable = <Row,>({ table, label, status, busy = false, rowClassName, className, look = 'admin', leadingRows }: DataTableProps<Row>) => {
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const classes = ['data-table', look === 'admin' ? 'admin-table' : null, className].filter(Boolean).join(' ');
  return (
    <div className="table-wrap">
      <table className={classes} aria-label={label} aria-busy={busy}>
        <thead>
          {table.getHeaderGroups().map((headerGroup) => (
            <tr key={headerGroup.id}>
              {headerGroup.headers.map((header) => (
                <th key={header.id} scope="col" className={columnClass(header.column)}>
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {leadingRows}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="data-table__status">
                {status}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={columnClass(cell.column)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
};

/** The status line of a list that failed to load, with a way to try again. */
export const LoadFailed = ({ text, onRetry }: { text: string; onRetry: () => void }) => (
  <span className="load-failed" role="alert">
    {text}
    <button type="button" className="button button--secondary button--small" onClick={onRetry}>
      Try again
    </button>
  </span>
);
