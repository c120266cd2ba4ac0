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
import { msg, t } from '../../../i18n/intl';
import { isolated } from '../utils/user-display';
import { figure } from '../utils/figure';
import { matchesSearch } from '@domain/shared/search-text';

interface SuperusersMeta {
  selfId: string | null;
  onRemove: (user: AdminUser) => void;
}

const superusersActions = tableActions<SuperusersMeta>();

/** The global roles by name (messages: shown with t()). */
const globalRoleLabels: Record<AdminUser['global_role'], string> = { superuser: msg('superuser'), user: msg('user') };

const matchesSuperuser = (user: AdminUser, query: string) => matchesUser(user, query) || matchesSearch([user.id], query);

/** Spec §2.6: UserID, Username, Name, Email, Global Role, and the removal. */
const columns: ColumnDef<AdminUser, string>[] = [
  {
    id: 'id',
    meta: { secondary: true },
    header: () => t('UserID'),
    accessorFn: (user) => user.id,
    cell: ({ getValue }) => (
      <span className="user-id" title={getValue()}>
        {getValue()}
      </span>
    ),
  },
  { id: 'username', header: () => t('Username'), accessorFn: (user) => user.username ?? '' },
  { id: 'name', header: () => t('Name'), accessorFn: (user) => user.fullname ?? '', cell: ({ getValue }) => <bdi>{getValue()}</bdi> },
  {
    id: 'email',
    header: () => t('Email'),
    accessorFn: (user) => user.email ?? '',
    cell: ({ row }) => (
      <bdi dir="ltr">
        <EmailText email={row.original.email} />
      </bdi>
    ),
  },
  {
    id: 'globalRole',
    meta: { secondary: true },
    header: () => t('Global Role'),
    accessorFn: (user) => user.global_role,
    cell: ({ getValue }) => <span className="role-pill">{t(globalRoleLabels[getValue() as AdminUser['global_role']])}</span>,
  },
  {
    id: 'actions',
    header: () => <span className="visually-hidden">{t('Actions')}</span>,
    cell: ({ row, table }) => {
      const meta = superusersActions.of(table);
      const self = row.original.id === meta.selfId;
      return (
        <button
          type="button"
          className="button button--secondary button--small button--danger-text"
          aria-label={t('Remove {name}', { name: displayName(row.original) })}
          title={self ? t('You cannot remove your own super-user role') : undefined}
          disabled={self}
          onClick={() => meta.onRemove(row.original)}
        >
          {t('Remove')}
        </button>
      );
    },
  },
];

const emptyText = (role: UserRole, counts: Record<UserRole, number> | null) => {
  const other: UserRole = role === 'student' ? 'teacher' : 'student';
  const elsewhere = counts?.[other] ?? 0;
  const text = role === 'student' ? t('No super users among the students') : t('No super users among the teachers');
  return elsewhere > 0 ? t('{text}. {otherRole}: {count}.', { text, otherRole: t(roleLabels[other]), count: figure(elsewhere) }) : text;
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
        label={t('Superusers')}
        load={loadOf(superusersQuery, search)}
        texts={listTexts(t('super users'), { empty: emptyText(role, counts) })}
        busy={superusersQuery.isFetching}
        toolbarStart={<RoleToggle value={role} counts={counts} onChange={list.setRole} />}
        search={{ value: search, onChange: list.setSearch }}
        toolbarEnd={
          <span className="toolbar__count" aria-live="polite">
            {all ? t('{count, plural, one {# super user} other {# super users}}', { count: all.length }) : ''}
          </span>
        }
      />
      <SuperuserInviteForm />
      <ConfirmDialog
        {...writes.question(
          (user) => removeSuperuser.mutateAsync(user.id),
          { success: t(SUPERUSER_REMOVED), failure: t(SUPERUSER_REMOVE_FAILED) },
          (user) =>
            t('Are you sure you want to remove {name} as a super user? They keep their account and lose the super-user area.', {
              name: isolated(displayName(user)),
            }),
        )}
        title={t('Remove Super User')}
        busy={removeSuperuser.isPending}
        busyLabel={t('Removing…')}
      />
    </div>
  );
};
