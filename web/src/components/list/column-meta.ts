import type { RowData } from '@tanstack/react-table';

/**
 * What a list may say about a column (its `meta`), typed for every table: `secondary` columns
 * (ids, codes, dates) are left out on a phone, where the names matter most.
 */
declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's own declaration to merge with it.
  interface ColumnMeta<TData extends RowData, TValue> {
    secondary?: boolean;
  }
}
