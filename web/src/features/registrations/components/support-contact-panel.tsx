import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { eventLeaderMessages } from '@domain/workspace/event-leader-rules';
import { DataTable } from '../../../components/ui/data-table';
import type { EventLeader } from '../../../lib/event-leaders';
import { useEventLeaders } from '../api/get-event-leaders';
import { emptyTexts } from '../utils/messages';
import { useFailureToast } from './use-failure-toast';
import { t, tm } from '../../../i18n/intl';

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

export const supportContactOf = (leader: EventLeader): SupportContact => ({
  id: leader.id,
  abbr: leader.leadership_roles?.abbr ?? '',
  role: leader.leadership_roles?.leadership_role ?? '',
  username: leader.users.username ?? '',
  name: leader.users.fullname ?? '',
  mobile: leader.users.phone_e164 ?? '',
  email: leader.users.email ?? '',
});

/** The domain's words, in the screen's language. */
const supportLoadFailed = (message: string) => tm(eventLeaderMessages.supportLoadFailed(message));

const columns: ColumnDef<SupportContact>[] = [
  { id: 'abbr', header: () => t('ABBR'), accessorKey: 'abbr' },
  { id: 'role', header: () => t('Role'), accessorKey: 'role' },
  { id: 'username', header: () => t('Username'), accessorKey: 'username', cell: ({ row }) => <bdi>{row.original.username}</bdi> },
  { id: 'name', header: () => t('Name'), accessorKey: 'name', cell: ({ row }) => <bdi>{row.original.name}</bdi> },
  { id: 'mobile', header: () => t('Mobile'), accessorKey: 'mobile', cell: ({ row }) => <span dir="ltr">{row.original.mobile}</span> },
  { id: 'email', header: () => t('Email'), accessorKey: 'email', cell: ({ row }) => <span dir="ltr">{row.original.email}</span> },
];

/** Spec §2 Delegate page, Support Contact: the event's leadership role holders, ranking ascending. */
export const SupportContactPanel = ({ eventId }: { eventId: string }) => {
  const leaders = useEventLeaders(eventId);
  useFailureToast(leaders.error, supportLoadFailed);
  const contacts = useMemo(() => (leaders.data ?? []).map(supportContactOf), [leaders.data]);
  const table = useReactTable({ data: contacts, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });
  return (
    <section className="card delegate-section" aria-labelledby="support-contact-title">
      <h2 className="delegate-section__title" id="support-contact-title">
        {t('Support Contact')}
      </h2>
      <DataTable
        table={table}
        label={t('Support contacts')}
        status={leaders.isPending ? t('Loading...') : t(emptyTexts.supportContacts)}
        busy={leaders.isFetching}
        look="plain"
      />
    </section>
  );
};
