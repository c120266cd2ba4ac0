import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '../../../../components/ui/data-table';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import type { EventCommittee } from '../../api/get-event-committees';
import { committeeAllocations, type CommitteeAllocation } from '../../utils/allocation-view';
import '../../../../styles/event-dashboard.css';

const columns: ColumnDef<CommitteeAllocation>[] = [
  { id: 'abbr', header: 'Committee', cell: ({ row }) => <span title={row.original.name}>{row.original.abbr}</span> },
  { id: 'category', header: 'Category', cell: ({ row }) => row.original.category },
  { id: 'seats', header: 'Seats', cell: ({ row }) => row.original.seats },
  { id: 'assigned', header: 'Assigned', cell: ({ row }) => row.original.assigned },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className={`allocation-status allocation-status--${row.original.status.toLowerCase()}`}>{row.original.status}</span>
    ),
  },
];

const CommitteeAllocationsTable = ({ committees }: { committees: readonly EventCommittee[] }) => {
  const rows = useMemo(() => committeeAllocations(committees), [committees]);
  const table = useReactTable({ data: rows, columns, getRowId: (row) => row.id, getCoreRowModel: getCoreRowModel() });
  return (
    <DataTable table={table} label="Committee Allocations" look="plain" className="data-table--compact" status="No committees available" />
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
  <ModalDialog open={open} title="Committee Allocations" onClose={onClose} size="large">
    <CommitteeAllocationsTable committees={committees} />
  </ModalDialog>
);
