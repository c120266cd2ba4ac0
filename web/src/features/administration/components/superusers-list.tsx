import type { ColumnDef } from '@tanstack/react-table';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSession } from '../../../lib/session';
import { useRoleList } from '../../../lib/use-role-list';
import { useSuperusers } from '../api/get-superusers';
import { refreshAdministration } from '../api/administration-writes';
import type { AdminUser, UserRole } from '../api/get-users';
import { SUPERUSER_REMOVE_FAILED, SUPERUSER_REMOVED, useRemoveSuperuser } from '../api/remove-superuser';
import { displayName } from '../utils/user-display';
import { matchesUser } from '../utils/user-search';
import { useListTable } from '../../../components/list/use-list-table';
import { ListShell, listTexts, loadOf } from '../../../components/list/list-shell';
import { tableActions } from '../../../components/list/table-actions';
import { EmailText } from './email-text';
import { roleLabels, RoleToggle, roleOfUser } from './role-toggle';
import { SuperuserInviteForm } from './superuser-invite-form';
import { useListWrites } from '../../../lib/use-list-writes';

interface SuperusersMeta {
  selfId: string | null;
  onRemove: (user: AdminUser) => void;
}

const superusersActions = tableActions<SuperusersMeta>();

const matchesSuperuser = (user: AdminUser, query: string) =>
  matchesUser(user, query) || user.id.toLowerCase().includes(query.trim().toLowerCase());

/** Spec §2.6: UserID, Username, Name, Email, Global Role, and the removal. */
const columns: ColumnDef<AdminUser, string>[] = [
  {
    id: 'id',
    meta: { secondary: true },
    header: 'UserID',
    accessorFn: (user) => user.id,
    cell: ({ getValue }) => (
      <span className="user-id" title={getValue()}>
        {getValue()}
      </span>
    ),
  },
  { id: 'username', header: 'Username', accessorFn: (user) => user.username ?? '' },
  { id: 'name', header: 'Name', accessorFn: (user) => user.fullname ?? '' },
  { id: 'email', header: 'Email', accessorFn: (user) => user.email ?? '', cell: ({ row }) => <EmailText email={row.original.email} /> },
  {
    id: 'globalRole',
    meta: { secondary: true },
    header: 'Global Role',
    accessorFn: (user) => user.global_role,
    cell: ({ getValue }) => <span className="role-pill">{getValue()}</span>,
  },
  {
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row, table }) => {
      const meta = superusersActions.of(table);
      const self = row.original.id === meta.selfId;
      return (
        <button
          type="button"
          className="button button--secondary button--small button--danger-text"
          aria-label={`Remove ${displayName(row.original)}`}
          title={self ? 'You cannot remove your own super-user role' : undefined}
          disabled={self}
          onClick={() => meta.onRemove(row.original)}
        >
          Remove
        </button>
      );
    },
  },
];

const emptyText = (role: UserRole, counts: Record<UserRole, number> | null) => {
  const other: UserRole = role === 'student' ? 'teacher' : 'student';
  const elsewhere = counts?.[other] ?? 0;
  const text = `No super users among the ${roleLabels[role].toLowerCase()}`;
  return elsewhere > 0 ? `${text}. ${roleLabels[other]}: ${elsewhere}.` : text;
};

export const SuperusersList = () => {
  const session = useSession();
  const superusersQuery = useSuperusers();
  const removeSuperuser = useRemoveSuperuser();
  const writes = useListWrites<AdminUser>(refreshAdministration);

  const all = superusersQuery.data;
  const list = useRoleList(all, roleOfUser);
  const { search, role, rows, counts } = list;

  const meta: SuperusersMeta = { selfId: session.userId, onRemove: writes.ask };
  const table = useListTable({ data: rows, columns, search, matches: matchesSuperuser, cells: superusersActions.with(meta) });

  return (
    <div className="admin-list">
      <ListShell
        table={table}
        label="Superusers"
        load={loadOf(superusersQuery, search)}
        texts={listTexts('super users', { empty: emptyText(role, counts) })}
        busy={superusersQuery.isFetching}
        toolbarStart={<RoleToggle value={role} counts={counts} onChange={list.setRole} />}
        search={{ value: search, onChange: list.setSearch }}
        toolbarEnd={
          <span className="toolbar__count" aria-live="polite">
            {all ? `${all.length} ${all.length === 1 ? 'super user' : 'super users'}` : ''}
          </span>
        }
      />
      <SuperuserInviteForm />
      <ConfirmDialog
        {...writes.question(
          (user) => removeSuperuser.mutateAsync(user.id),
          { success: SUPERUSER_REMOVED, failure: SUPERUSER_REMOVE_FAILED },
          (user) =>
            `Are you sure you want to remove ${displayName(user)} as a super user? They keep their account and lose the super-user area.`,
        )}
        title="Remove Super User"
        busy={removeSuperuser.isPending}
        busyLabel="Removing…"
      />
    </div>
  );
};
