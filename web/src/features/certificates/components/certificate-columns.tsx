import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { CertificateView } from '@contract/certificates';
import { tableActions } from '../../../components/list/table-actions';
import { StatusBadge } from '../../../components/ui/status-badge';
import { t } from '../../../i18n/intl';

/** What the cells need from the list. */
export interface CertificatesMeta {
  /** Revoking asks first, with the reason History keeps. */
  onRevoke: (certificate: CertificateView) => void;
}

export const certificatesActions = tableActions<CertificatesMeta>();

/** Only a valid certificate can be revoked (a revoked one is never issued again). */
const RevokeCell = ({ row, table }: CellContext<CertificateView, string>) =>
  row.original.status === 'valid' ? (
    <button type="button" className="button button--danger-text" onClick={() => certificatesActions.of(table).onRevoke(row.original)}>
      {t('Revoke')}
    </button>
  ) : null;

/** Delegate, Certificate (what it is for), Code (left out on a phone), Status, and Revoke. */
export const certificateColumns: ColumnDef<CertificateView, string>[] = [
  {
    id: 'delegate',
    header: () => t('Delegate'),
    accessorFn: (certificate) => certificate.delegate ?? '—',
    cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
  },
  { id: 'certificate', header: () => t('Certificate'), accessorFn: (certificate) => certificate.title },
  {
    id: 'code',
    meta: { secondary: true },
    header: () => t('Code'),
    accessorFn: (certificate) => certificate.code,
    cell: ({ getValue }) => <code dir="ltr">{getValue()}</code>,
  },
  {
    id: 'status',
    header: () => t('Status'),
    accessorFn: (certificate) => certificate.status,
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
  { id: 'actions', header: () => <span className="visually-hidden">{t('Actions')}</span>, cell: RevokeCell },
];
