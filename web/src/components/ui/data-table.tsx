import { flexRender, type Column, type Row as TableRow, type Table } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, type ReactNode } from 'react';

import { t } from '../../i18n/intl';
import '../list/column-meta';

/** A column's class; `secondary` columns (see column-meta) are left out on a phone. */
export const columnClass = <Row,>(column: Column<Row>) =>
  column.columnDef.meta?.secondary ? `col-${column.id} col--secondary` : `col-${column.id}`;

/**
 * A long list shown whole in a scroll area of fixed height (a thousand delegates): only the
 * rows in view, and a few either side, are in the page.
 */
export interface VirtualRows {
  /** A row's height in pixels until it has been drawn and measured. */
  estimateRowHeight: number;
  /** Rows drawn beyond each edge of the scroll area; more keeps fast scrolling blank-free. */
  overscan?: number;
}

export interface DataTableProps<Row> {
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
  /** Draw only the rows in view, in a scroll area of fixed height; for long lists shown without pages. */
  virtualRows?: VirtualRows;
}

type BodyProps<Row> = Pick<DataTableProps<Row>, 'status' | 'rowClassName' | 'leadingRows'> & {
  rows: TableRow<Row>[];
  columnCount: number;
};

const tableClasses = ({ look = 'admin', className }: { look?: 'admin' | 'plain'; className?: string | undefined }, virtual: boolean) =>
  ['data-table', look === 'admin' ? 'admin-table' : null, virtual ? 'data-table--virtual' : null, className].filter(Boolean).join(' ');

const Cells = <Row,>({ row }: { row: TableRow<Row> }) =>
  row.getVisibleCells().map((cell) => (
    <td key={cell.id} className={columnClass(cell.column)}>
      {flexRender(cell.column.columnDef.cell, cell.getContext())}
    </td>
  ));

const Head = <Row,>({ table, virtual }: { table: Table<Row>; virtual: boolean }) => (
  <thead>
    {table.getHeaderGroups().map((headerGroup) => (
      <tr key={headerGroup.id} aria-rowindex={virtual ? 1 : undefined}>
        {headerGroup.headers.map((header) => (
          <th key={header.id} scope="col" className={columnClass(header.column)}>
            {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
          </th>
        ))}
      </tr>
    ))}
  </thead>
);

const StatusRow = ({ columnCount, status }: { columnCount: number; status: ReactNode }) => (
  <tr>
    <td colSpan={columnCount} className="data-table__status">
      {status}
    </td>
  </tr>
);

/** Every row of the table's row model (one page of a paged list). */
const PlainBody = <Row,>({ rows, columnCount, status, rowClassName, leadingRows }: BodyProps<Row>) => (
  <tbody>
    {leadingRows}
    {rows.length === 0 ? (
      <StatusRow columnCount={columnCount} status={status} />
    ) : (
      rows.map((row) => (
        <tr key={row.id} className={rowClassName?.(row.original)}>
          <Cells row={row} />
        </tr>
      ))
    )}
  </tbody>
);

/** Stands for the rows above or below the drawn ones, so the scroll bar shows the whole list. */
const Spacer = ({ height, columnCount }: { height: number; columnCount: number }) =>
  height > 0 ? (
    <tr className="data-table__spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columnCount} />
    </tr>
  ) : null;

/**
 * The table in its own scroll area with only the rows in view drawn. Rows keep the table's own
 * layout (columns size to their content as in the other lists): spacer rows above and below
 * stand for the rest, and each drawn row is measured, so rows of any height line up.
 */
const VirtualTable = <Row,>({
  table,
  label,
  status,
  busy = false,
  rowClassName,
  className,
  look,
  leadingRows,
  virtualRows,
}: DataTableProps<Row> & { virtualRows: VirtualRows }) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  // A measured row keeps its height when a search moves it up or down the list.
  const keyOf = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => virtualRows.estimateRowHeight,
    overscan: virtualRows.overscan ?? 10,
    getItemKey: keyOf,
    // Rendering in the scroll handler (flushSync) is not needed for rows this simple.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // Nothing is drawn until the scroll area has been measured (the first layout).
  const drawn = first && last && (
    <>
      <Spacer height={first.start} columnCount={columnCount} />
      {items.map((item) => {
        const row = rows[item.index]!;
        // Stripes follow the row's place in the list, not its place among the drawn rows.
        const classes = [rowClassName?.(row.original), item.index % 2 === 1 ? 'is-striped' : null].filter(Boolean).join(' ');
        return (
          <tr
            key={row.id}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-rowindex={item.index + 2}
            className={classes || undefined}
          >
            <Cells row={row} />
          </tr>
        );
      })}
      <Spacer height={virtualizer.getTotalSize() - last.end} columnCount={columnCount} />
    </>
  );

  return (
    // The scroll area is a named, focusable region so the keyboard can scroll it too.
    <div ref={scrollRef} className="table-wrap table-wrap--scroll" role="region" aria-label={label} tabIndex={0}>
      <table className={tableClasses({ look, className }, true)} aria-label={label} aria-busy={busy} aria-rowcount={rows.length + 1}>
        <Head table={table} virtual />
        <tbody>
          {leadingRows}
          {rows.length === 0 ? <StatusRow columnCount={columnCount} status={status} /> : drawn}
        </tbody>
      </table>
    </div>
  );
};

/** The look of the lists: navy header, striped rows, one status line when there are no rows. */
export const DataTable = <Row,>(props: DataTableProps<Row>) => {
  const { table, label, status, busy = false, rowClassName, leadingRows, virtualRows } = props;
  if (virtualRows) return <VirtualTable {...props} virtualRows={virtualRows} />;
  return (
    <div className="table-wrap">
      <table className={tableClasses(props, false)} aria-label={label} aria-busy={busy}>
        <Head table={table} virtual={false} />
        <PlainBody
          rows={table.getRowModel().rows}
          columnCount={table.getVisibleLeafColumns().length}
          status={status}
          rowClassName={rowClassName}
          leadingRows={leadingRows}
        />
      </table>
    </div>
  );
};

/** The status line of a list that failed to load, with a way to try again. */
export const LoadFailed = ({ text, onRetry }: { text: string; onRetry: () => void }) => (
  <span className="load-failed" role="alert">
    {text}
    <button type="button" className="button button--secondary button--small" onClick={onRetry}>
      {t('Try again')}
    </button>
  </span>
);
