import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { KeyboardEvent } from 'react';
import { editKeys } from '../../../components/list/edit-keys';
import { EditRowActions } from '../../../components/list/edit-row-actions';
import { tableActions } from '../../../components/list/table-actions';
import { RowIconButton } from '../../../components/ui/row-icon-button';
import { t } from '../../../i18n/intl';

/** Row id of the blank row that 'Add' puts at the top of the table. */
export const NEW_ROW_ID = '__new__';

export type CatalogueRow = { id: number | string };

/** An editable column of a catalogue table: free text, or a choice of a few values. */
export interface CatalogueField<Row extends CatalogueRow> {
  key: Extract<Exclude<keyof Row, 'id'>, string>;
  /** Column header, also the accessible name of the row input (marked with msg(), shown with t()). */
  header: string;
  /** Marked with msg(), shown with t(). */
  placeholder: string;
  /** The values to choose from: the input is a select instead of a text box. */
  options?: readonly string[];
  /** What an added row starts with (blank otherwise). */
  defaultValue?: string;
  /** A field with options that is changed straight from the row and saved at once, as well as with Edit. */
  inline?: boolean;
  /** False leaves the column out of the search (a one-letter tier would match most names). */
  searchable?: boolean;
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
  /** Values on their way from a row's inline input, by row id then field (shown until the list reloads). */
  inlinePending: Record<string, Draft>;
  saveInline: (rowId: string, field: string, value: string) => void;
}

/** The list's state and handlers, as the cells read them. */
export const catalogueActions = tableActions<CatalogueTableMeta>();
const metaOf = catalogueActions.of;

const PencilIcon = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d="M13.6 3.2a1.8 1.8 0 0 1 2.6 2.6l-8.9 8.9-3.5.9.9-3.5z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
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

interface FieldInputProps<Row extends CatalogueRow> {
  field: CatalogueField<Row>;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The field's input: a select when it has options, else a text box. */
const FieldInput = <Row extends CatalogueRow>({ field, label, onChange, ...rest }: FieldInputProps<Row>) =>
  field.options ? (
    // data-value lets a list colour its choices (a country's tier).
    <select
      className="input input--cell input--choice"
      aria-label={label}
      data-value={rest.value}
      {...rest}
      onChange={(event) => onChange(event.target.value)}
    >
      {field.options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  ) : (
    <input
      className="input input--cell"
      dir="auto"
      aria-label={label}
      placeholder={t(field.placeholder)}
      {...rest}
      onChange={(event) => onChange(event.target.value)}
    />
  );

/** An inline field outside edit mode: its select saves the row as soon as it changes. */
const InlineCell = <Row extends CatalogueRow>({
  context,
  field,
  rowName,
}: {
  context: CellContext<Row, string>;
  field: CatalogueField<Row>;
  rowName: string;
}) => {
  const meta = metaOf(context.table);
  const pending = meta.inlinePending[context.row.id]?.[field.key];
  return (
    <FieldInput
      field={field}
      label={t('{field} of {row}', { field: t(field.header), row: rowName })}
      value={pending ?? context.getValue()}
      disabled={meta.busy || pending !== undefined}
      onChange={(value) => {
        if (value !== context.getValue()) meta.saveInline(context.row.id, field.key, value);
      }}
    />
  );
};

const EditableCell = <Row extends CatalogueRow>({
  context,
  field,
  first,
  rowName,
}: {
  context: CellContext<Row, string>;
  field: CatalogueField<Row>;
  first: boolean;
  rowName: string;
}) => {
  const meta = metaOf(context.table);
  if (meta.editingRowId !== context.row.id) {
    if (field.inline && field.options && context.row.id !== NEW_ROW_ID)
      return <InlineCell context={context} field={field} rowName={rowName} />;
    return <span className="cell-text">{context.getValue()}</span>;
  }
  const error = meta.fieldErrors[field.key];
  const errorId = `${context.row.id}-${field.key}-error`;
  return (
    <div className="cell-edit">
      <FieldInput
        field={field}
        label={t(field.header)}
        value={meta.draft[field.key] ?? ''}
        disabled={meta.busy}
        autoFocus={first}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(value) => meta.setDraftValue(field.key, value)}
        onKeyDown={editKeys(meta)}
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
  // A row whose inline change is on its way waits for it before it can be edited or deleted.
  const locked = meta.busy || meta.inlinePending[rowId] !== undefined;
  if (meta.editingRowId === rowId) {
    return <EditRowActions saving={meta.busy} onSave={meta.save} onCancel={meta.cancel} />;
  }
  return (
    <div className="row-actions">
      <RowIconButton label={t('Edit')} title={t('Edit')} onClick={() => meta.startEdit(rowId)} disabled={locked}>
        <PencilIcon />
      </RowIconButton>
      <RowIconButton label={t('Delete')} title={t('Delete')} danger onClick={() => meta.askDelete(rowId)} disabled={locked}>
        <TrashIcon />
      </RowIconButton>
    </div>
  );
};

const idColumn = <Row extends CatalogueRow>(): ColumnDef<Row, string> => ({
  id: 'id',
  header: () => t('ID'),
  accessorFn: (row) => String(row.id),
  cell: (context) => (context.row.id === NEW_ROW_ID ? <span className="badge">{t('New')}</span> : context.getValue()),
});

/**
 * The ID (unless `withId` is false), the editable fields, then the row actions. The first
 * field names the row (the inline inputs' accessible names say which row they change).
 */
export const catalogueColumns = <Row extends CatalogueRow>(
  fields: readonly CatalogueField<Row>[],
  { withId = true }: { withId?: boolean } = {},
): ColumnDef<Row, string>[] => {
  const valueOf = (row: Row, field: CatalogueField<Row> | undefined) => (field ? String(row[field.key] ?? '') : '');
  return [
    ...(withId ? [idColumn<Row>()] : []),
    ...fields.map((field, index): ColumnDef<Row, string> => ({
      id: field.key,
      header: () => t(field.header),
      accessorFn: (row) => valueOf(row, field),
      cell: (context) => (
        <EditableCell context={context} field={field} first={index === 0} rowName={valueOf(context.row.original, fields[0])} />
      ),
      enableGlobalFilter: field.searchable ?? true,
    })),
    {
      id: 'actions',
      header: () => <span className="visually-hidden">{t('Actions')}</span>,
      cell: (context) => <RowActions context={context} />,
      enableGlobalFilter: false,
    },
  ];
};
