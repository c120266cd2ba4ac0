import type { CellContext, ColumnDef, Table } from '@tanstack/react-table';

/** Row id of the blank row that 'Add' puts at the top of the table. */
export const NEW_ROW_ID = '__new__';

export type CatalogueRow = { id: number | string };

/** An editable text column of a catalogue table. */
export interface CatalogueField<Row extends CatalogueRow> {
  key: Extract<Exclude<keyof Row, 'id'>, string>;
  /** Column header, also the accessible name of the row input. */
  header: string;
  placeholder: string;
}

export type Draft = Record<string, string>;

/** What the cells need to know about the row being edited; passed as the table's meta. */
export interface CatalogueTableMeta {
  editingRowId: string | null;
  draft: Draft;
  fieldErrors: Record<string, string>;
  busy: boolean;
  setDraftValue: (field: string, value: string) => void;
  startEdit: (rowId: string) => void;
  cancel: () => void;
  save: () => void;
  askDelete: (rowId: string) => void;
}

const metaOf = <Row,>(table: Table<Row>) => table.options.meta as CatalogueTableMeta;

const PencilIcon = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M13.6 3.2a1.8 1.8 0 0 1 2.6 2.6l-8.9 8.9-3.5.9.9-3.5z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
  </svg>
);

const TrashIcon = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d="M4 6h12M8 6V4.5h4V6m-6.5 0 .7 10h7.6l.7-10M8.5 9v4.5m3-4.5v4.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const EditableCell = <Row extends CatalogueRow>({
  context,
  field,
  first,
}: {
  context: CellContext<Row, string>;
  field: CatalogueField<Row>;
  first: boolean;
}) => {
  const meta = metaOf(context.table);
  if (meta.editingRowId !== context.row.id) return <span className="cell-text">{context.getValue()}</span>;
  const error = meta.fieldErrors[field.key];
  const errorId = `${context.row.id}-${field.key}-error`;
  return (
    <div className="cell-edit">
      <input
        className="input input--cell"
        aria-label={field.header}
        placeholder={field.placeholder}
        value={meta.draft[field.key] ?? ''}
        disabled={meta.busy}
        autoFocus={first}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => meta.setDraftValue(field.key, event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            meta.save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            meta.cancel();
          }
        }}
      />
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
};

const RowActions = <Row extends CatalogueRow>({ context }: { context: CellContext<Row, string> }) => {
  const meta = metaOf(context.table);
  const rowId = context.row.id;
  if (meta.editingRowId === rowId) {
    return (
      <div className="row-actions">
        <button type="button" className="button button--primary button--small" onClick={meta.save} disabled={meta.busy}>
          {meta.busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={meta.cancel} disabled={meta.busy}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <div className="row-actions">
      <button type="button" className="icon-button icon-button--row" aria-label="Edit" title="Edit" onClick={() => meta.startEdit(rowId)} disabled={meta.busy}>
        <PencilIcon />
      </button>
      <button
        type="button"
        className="icon-button icon-button--row icon-button--danger"
        aria-label="Delete"
        title="Delete"
        onClick={() => meta.askDelete(rowId)}
        disabled={meta.busy}
      >
        <TrashIcon />
      </button>
    </div>
  );
};

/** ID, the editable text fields, then the row actions. */
export const catalogueColumns = <Row extends CatalogueRow>(fields: readonly CatalogueField<Row>[]): ColumnDef<Row, string>[] => [
  {
    id: 'id',
    header: 'ID',
    accessorFn: (row) => String(row.id),
    cell: (context) => (context.row.id === NEW_ROW_ID ? <span className="badge">New</span> : context.getValue()),
  },
  ...fields.map(
    (field, index): ColumnDef<Row, string> => ({
      id: field.key,
      header: field.header,
      accessorFn: (row) => String(row[field.key] ?? ''),
      cell: (context) => <EditableCell context={context} field={field} first={index === 0} />,
    }),
  ),
  {
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: (context) => <RowActions context={context} />,
    enableGlobalFilter: false,
  },
];
