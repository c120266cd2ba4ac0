import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { NominationView } from '@contract/awards';
import { tableActions } from '../../../components/list/table-actions';
import { StatusBadge } from '../../../components/ui/status-badge';
import { t } from '../../../i18n/intl';
import type { Decision } from '../api/nominations';

/** A nomination as the list keeps it, known by its delegate and award (one of each kind per delegate). */
export type NominationRow = NominationView & { id: string };

export const nominationRows = (nominations: readonly NominationView[]): NominationRow[] =>
  nominations.map((nomination) => ({ ...nomination, id: `${nomination.delegateId}/${nomination.kindId}` }));

/** What the cells need from the list. */
export interface NominationsMeta {
  /** A decision is under way: no other is taken meanwhile. */
  deciding: boolean;
  onDecide: (decision: Decision, nomination: NominationRow) => void;
  /** Revoking asks first. */
  onRevoke: (nomination: NominationRow) => void;
}

export const nominationsActions = tableActions<NominationsMeta>();

/** Confirm and Reject while the nomination is open, Revoke once it is confirmed. */
const DecisionsCell = ({ row, table }: CellContext<NominationRow, string>) => {
  const { deciding, onDecide, onRevoke } = nominationsActions.of(table);
  const nomination = row.original;
  if (nomination.status === 'confirmed')
    return (
      <button type="button" className="button button--danger-text" disabled={deciding} onClick={() => onRevoke(nomination)}>
        {t('Revoke')}
      </button>
    );
  if (nomination.status !== 'nominated') return null;
  return (
    <span className="awards__row-actions">
      <button type="button" className="button button--primary" disabled={deciding} onClick={() => onDecide('confirm', nomination)}>
        {t('Confirm')}
      </button>
      <button type="button" className="button" disabled={deciding} onClick={() => onDecide('reject', nomination)}>
        {t('Reject')}
      </button>
    </span>
  );
};

const orDash = (text: string | null) => text ?? '—';

/** Award, Committee, Country, Delegate, School (left out on a phone), Status, and the decisions. */
export const nominationColumns: ColumnDef<NominationRow, string>[] = [
  { id: 'award', header: () => t('Award'), accessorFn: (nomination) => nomination.kind },
  { id: 'committee', header: () => t('Committee'), accessorFn: (nomination) => orDash(nomination.committee) },
  { id: 'country', header: () => t('Country'), accessorFn: (nomination) => orDash(nomination.country) },
  {
    id: 'delegate',
    header: () => t('Delegate'),
    accessorFn: (nomination) => orDash(nomination.delegate),
    cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
  },
  { id: 'school', meta: { secondary: true }, header: () => t('School'), accessorFn: (nomination) => orDash(nomination.school) },
  {
    id: 'status',
    header: () => t('Status'),
    accessorFn: (nomination) => nomination.status,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  { id: 'actions', header: () => <span className="visually-hidden">{t('Actions')}</span>, cell: DecisionsCell },
];
