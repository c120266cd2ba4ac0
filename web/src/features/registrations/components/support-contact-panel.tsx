import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/ui/data-table';
import { emptyTexts } from '../utils/messages';

/** One holder of an event leadership role (spec §3, event leader entry), as the table shows them. */
export interface SupportContact {
  id: string;
  abbr: string;
  role: string;
  username: string;
  name: string;
  mobile: string;
  email: string;
}

const columns: ColumnDef<SupportContact>[] = [
  { id: 'abbr', header: 'ABBR', accessorKey: 'abbr' },
  { id: 'role', header: 'Role', accessorKey: 'role' },
  { id: 'username', header: 'Username', accessorKey: 'username' },
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'mobile', header: 'Mobile', accessorKey: 'mobile' },
  { id: 'email', header: 'Email', accessorKey: 'email' },
];

/**
 * Spec §2 Delegate page, Support Contact: the event's leadership role holders. The server does
 * not list event leaders yet, so the table has no rows until it does.
 */
const contacts: SupportContact[] = [];

export const SupportContactPanel = () => {
  const table = useReactTable({ data: contacts, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });
  return (
    <section className="card delegate-section" aria-labelledby="support-contact-title">
      <h2 className="delegate-section__title" id="support-contact-title">
        Support Contact
      </h2>
      <DataTable table={table} label="Support contacts" status={emptyTexts.supportContacts} look="plain" />
    </section>
  );
};
