import { useMemo } from 'react';
import { historyHref } from '../../../components/list/history-href';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePagedListTable } from '../../../components/list/use-list-table';
import { ListShell, listTexts, loadOf } from '../../../components/list/list-shell';
import { useSession } from '../../../lib/session';
import { useRoleList } from '../../../lib/use-role-list';
import { USER_DELETE_FAILED, USER_DELETED, useDeleteUser } from '../api/delete-user';
import { INVITE_FAILED, NON_USER_INVITED, useInviteNonUser } from '../api/invite-non-user';
import { ORGANISER_ASSIGNED, ORGANISER_CHANGE_FAILED, ORGANISER_REMOVED, useToggleOrganiser } from '../api/toggle-organiser';
import { refreshAdministration } from '../api/administration-writes';
import { useUsers, type AdminUser } from '../api/get-users';
import { USER_UPDATE_FAILED, USER_UPDATED, useUpdateUserStatus, type SettableStatus } from '../api/update-user-status';
import { displayName, isolated } from '../utils/user-display';
import { matchesUser } from '../utils/user-search';
import { RoleToggle, roleOfUser } from './role-toggle';
import { usersActions, usersColumns, type UsersTableMeta } from './users-columns';
import { writeWithToasts } from '../../../lib/write-with-toasts';
import { useListWrites } from '../../../lib/use-list-writes';
import { t } from '../../../i18n/intl';

/** Spec §9: the Users list shows 7 rows a page. */
const USERS_PAGE_SIZE = 7;

/**
 * Spec §2.6: the Users list. The toggle, search and page live in the URL, so a reload keeps them
 * and opening the list from elsewhere starts on Students, page 1.
 */
export const UsersList = () => {
  const session = useSession();
  const navigate = useNavigate();
  const usersQuery = useUsers();
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const toggleOrganiser = useToggleOrganiser();
  const inviteNonUser = useInviteNonUser();

  const all = usersQuery.data;
  const list = useRoleList(all, roleOfUser);
  const { role, rows, counts } = list;
  const columns = useMemo(() => usersColumns(role), [role]);

  const writes = useListWrites<AdminUser>(refreshAdministration);
  const { updatingIds, rowWrite } = writes;

  const changeStatus = (user: AdminUser, status: SettableStatus) =>
    rowWrite(user.id, () => updateStatus.mutateAsync({ id: user.id, status }), {
      success: t(USER_UPDATED),
      failure: t(USER_UPDATE_FAILED),
    });

  const changeOrganiser = (user: AdminUser) => {
    const assign = !user.organiserId;
    return rowWrite(user.id, () => toggleOrganiser.mutateAsync({ userId: user.id, assign }), {
      success: assign ? t(ORGANISER_ASSIGNED) : t(ORGANISER_REMOVED),
      failure: t(ORGANISER_CHANGE_FAILED),
    });
  };

  const invite = (user: AdminUser) =>
    writeWithToasts(() => inviteNonUser.mutateAsync(user.id), { success: t(NON_USER_INVITED), failure: t(INVITE_FAILED) });

  const meta: UsersTableMeta = {
    updatingIds,
    selfId: session.userId,
    onStatus: (user, status) => void changeStatus(user, status),
    onDelete: writes.ask,
    onOrganiser: (user) => void changeOrganiser(user),
    onInvite: (user) => void invite(user),
    onHistory: (user) => navigate(historyHref('user', user.id)),
  };

  const { table, search, paging } = usePagedListTable({
    list,
    data: rows,
    columns,
    matches: matchesUser,
    pages: { pageSize: USERS_PAGE_SIZE, noun: t('users'), label: t('Users pages') },
    cells: usersActions.with(meta),
  });

  return (
    <div className="admin-list">
      <ListShell
        table={table}
        label={role === 'student' ? t('Students') : t('Teachers')}
        load={loadOf(usersQuery, search.value)}
        texts={listTexts(t('users'))}
        busy={usersQuery.isFetching}
        rowClassName={writes.rowClassName}
        toolbarStart={<RoleToggle value={role} counts={counts} onChange={list.setRole} />}
        search={search}
        paging={paging}
      />

      <ConfirmDialog
        {...writes.question(
          (user) => deleteUser.mutateAsync(user.id),
          { success: t(USER_DELETED), failure: t(USER_DELETE_FAILED) },
          (user) =>
            t('Are you sure you want to delete the account of {name}? This action cannot be undone.', {
              name: isolated(displayName(user)),
            }),
        )}
        title={t('Confirm Delete')}
        busy={deleteUser.isPending}
      />
    </div>
  );
};
