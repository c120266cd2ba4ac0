import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../../components/ui/data-table';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import type { EventCommittee } from '../../api/get-event-committees';
import { committeeAllocations, type CommitteeAllocation } from '../../utils/allocation-view';
import { t } from '../../../../i18n/intl';
import '../../../../styles/event-dashboard.css';

const columns: ColumnDef<CommitteeAllocation>[] = [
  { id: 'abbr', header: () => t('Committee'), cell: ({ row }) => <span title={row.original.name}>{row.original.abbr}</span> },
  { id: 'category', header: () => t('Category'), cell: ({ row }) => t(row.original.category) },
  { id: 'seats', header: () => t('Seats'), cell: ({ row }) => row.original.seats },
  { id: 'assigned', header: () => t('Assigned'), cell: ({ row }) => row.original.assigned },
  {
    id: 'status',
    header: () => t('Status'),
    // The status is the domain's word (Open, Filling, Full); its class stays English. One select
    // message, as on the dashboard: "Open" as a status does not read like the button "Open".
    cell: ({ row }) => (
      <span className={`allocation-status allocation-status--${row.original.status.toLowerCase()}`}>
        {t('{status, select, Open {Open} Filling {Filling} Full {Full} other {{status}}}', { status: row.original.status })}
      </span>
    ),
  },
];

const CommitteeAllocationsTable = ({ committees }: { committees: readonly EventCommittee[] }) => {
  const rows = useMemo(() => committeeAllocations(committees), [committees]);
  const table = useReactTable({ data: rows, columns, getRowId: (row) => row.id, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable
      table={table}
      label={t('Committee Allocations')}
      look="plain"
      className="data-table--compact"
      status={t('No committees available')}
    />
  );
};

/** 'Committee Allocations' on the full list: each committee's seats, delegates assigned and status (spec §4). */
export const CommitteeAllocations = ({
  open,
  committees,
  onClose,
}: {
  open: boolean;
  committees: readonly EventCommittee[];
  onClose: () => void;
}) => (
  <ModalDialog open={open} title={t('Committee Allocations')} onClose={onClose} size="large">
    <CommitteeAllocationsTable committees={committees} />
  </ModalDialog>
);
