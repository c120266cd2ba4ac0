import { RowMenu, type RowMenuItem } from '../../../../components/ui/row-menu';
import type { Registration } from '../../../../lib/registration-schema';
import { delegateLabel } from '../utils/delegate-rows';
import { mergeMark, type MergeSelection } from '../utils/merge-selection';
import {
  levelColumn,
  munExperienceColumn,
  muted,
  nameColumn,
  preferredColumn,
  schoolColumn,
  textOr,
  uniqueIdColumn,
  type DelegateCell,
  type DelegateColumn,
} from './delegate-columns';
import { MarkedNameCell } from './delegate-marks';
import { tableActions } from '../../../../components/list/table-actions';
import { t } from '../../../../i18n/intl';

type Delegate = Registration;

/** What Key Info's cells need from the tab; passed as the table's meta. */
export interface KeyInfoTableMeta {
  mergeSelection: MergeSelection;
  onToggleMerge: (delegate: Delegate) => void;
  onView: (delegate: Delegate) => void;
  onAssign: (delegate: Delegate) => void;
  onUnassign: (delegate: Delegate) => void;
  onFlag: (delegate: Delegate) => void;
  onLock: (delegate: Delegate) => void;
  onRemove: (delegate: Delegate) => void;
}

/** The list's state and handlers, as the cells read them. */
export const keyInfoActions = tableActions<KeyInfoTableMeta>();
const metaOf = keyInfoActions.of;

const MergePickCell = ({ row, table }: DelegateCell) => {
  const meta = metaOf(table);
  const mark = mergeMark(meta.mergeSelection, row.original.id);
  return (
    <label className="merge-pick">
      <input
        type="checkbox"
        checked={mark !== null}
        onChange={() => meta.onToggleMerge(row.original)}
        aria-label={t('Select {delegate} to merge', { delegate: delegateLabel(row.original) })}
      />
      {mark && (
        <span className="merge-pick__mark" title={mark === '1' ? t('Kept') : t('Removed from the event')}>
          {mark}
        </span>
      )}
    </label>
  );
};

const ActionsCell = ({ row, table }: DelegateCell) => {
  const meta = metaOf(table);
  const delegate = row.original;
  const items: RowMenuItem[] = [
    { key: 'view', label: t('View profile'), onSelect: () => meta.onView(delegate) },
    { key: 'assign', label: t('Assign'), onSelect: () => meta.onAssign(delegate) },
    ...(delegate.assigned_committees ? [{ key: 'unassign', label: t('Unassign'), onSelect: () => meta.onUnassign(delegate) }] : []),
    { key: 'flag', label: delegate.flag ? t('Unflag') : t('Flag'), onSelect: () => meta.onFlag(delegate) },
    { key: 'lock', label: delegate.locked ? t('Unlock') : t('Lock'), onSelect: () => meta.onLock(delegate) },
    { key: 'remove', label: t('Remove'), danger: true, onSelect: () => meta.onRemove(delegate) },
  ];
  return <RowMenu label={t('Actions for {delegate}', { delegate: delegateLabel(delegate) })} items={items} />;
};

/** The merge tick boxes: a column shown only in merge mode. */
export const MERGE_COLUMN = 'mergePick';

/**
 * Spec §2 item 6, Key Info: Unique ID, Registration ID, Name, Academic Level, School, MUN
 * Experience, Preferred Committees, Assigned Committees, Assigned Country and the row menu.
 */
export const keyInfoColumns: DelegateColumn[] = [
  { id: MERGE_COLUMN, header: () => <span className="visually-hidden">{t('Merge')}</span>, cell: MergePickCell },
  uniqueIdColumn('key-info'),
  {
    id: 'registrationNo',
    meta: { secondary: true },
    header: () => t('Registration ID'),
    accessorFn: (delegate) => delegate.registration_no,
  },
  { ...nameColumn, cell: MarkedNameCell },
  levelColumn,
  schoolColumn(false),
  munExperienceColumn(true),
  preferredColumn,
  {
    id: 'assignedCommittees',
    header: () => t('Assigned Committees'),
    accessorFn: (delegate) => delegate.assigned_committee?.abbr ?? '',
    cell: ({ getValue, row }) => (getValue() ? <span title={row.original.assigned_committee?.committee}>{getValue()}</span> : muted),
  },
  { id: 'assignedCountry', header: () => t('Assigned Country'), accessorFn: (delegate) => delegate.country?.name ?? '', cell: textOr },
  { id: 'actions', header: () => <span className="visually-hidden">{t('Actions')}</span>, cell: ActionsCell },
];
