import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { RowMenu, type RowMenuItem } from '../../../components/ui/row-menu';
import { RowUpdating } from '../../../components/ui/row-updating';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { AdminUser, UserRole } from '../api/get-users';
import type { SettableStatus } from '../api/update-user-status';
import { statusActionsFor } from '../utils/user-actions';
import { displayName, experienceLabel, gradeLabel } from '../utils/user-display';
import { EmailText } from './email-text';
import { tableActions } from '../../../components/list/table-actions';
import { t } from '../../../i18n/intl';

/** What the cells need from the list; passed as the table's meta. */
export interface UsersTableMeta {
  updatingIds: ReadonlySet<string>;
  /** The signed-in super user: the server refuses changes to one's own status. */
  selfId: string | null;
  onStatus: (user: AdminUser, status: SettableStatus) => void;
  onDelete: (user: AdminUser) => void;
  onHistory: (user: AdminUser) => void;
  onOrganiser: (user: AdminUser) => void;
  onInvite: (user: AdminUser) => void;
}

/** The list's state and handlers, as the cells read them. */
export const usersActions = tableActions<UsersTableMeta>();
const metaOf = usersActions.of;

const OrganiserIcon = () => (
  <svg className="organiser-icon" viewBox="0 0 20 20" width="16" height="16" role="img" aria-label={t('Organiser')}>
    <title>{t('Organiser')}</title>
    <path d="M10 2.5 12.2 7l4.8.6-3.5 3.3.9 4.8L10 13.4l-4.4 2.3.9-4.8L3 7.6 7.8 7z" fill="currentColor" />
  </svg>
);

const menuItemsOf = (user: AdminUser, meta: UsersTableMeta): RowMenuItem[] => {
  const self = user.id === meta.selfId;
  const items: RowMenuItem[] = statusActionsFor(user.status).map((action) => ({
    key: action.status,
    label: t(action.label),
    onSelect: () => meta.onStatus(user, action.status),
    ...(self ? { disabled: true, title: t('You cannot change your own status') } : {}),
  }));
  items.push(
    { key: 'history', label: t('History'), onSelect: () => meta.onHistory(user) },
    {
      key: 'invite',
      label: t('Invite Non-user'),
      onSelect: () => meta.onInvite(user),
      // Only someone who never confirmed their email is not yet a user.
      ...(user.email_verified ? { disabled: true, title: t('Already a user: their email is confirmed') } : {}),
    },
    {
      key: 'organiser',
      label: user.organiserId ? t('Remove Organiser') : t('Assign Organiser'),
      onSelect: () => meta.onOrganiser(user),
      ...(user.hasProfile || user.organiserId ? {} : { disabled: true, title: t('Their profile names no school yet') }),
    },
    {
      key: 'delete',
      label: t('Delete'),
      danger: true,
      onSelect: () => meta.onDelete(user),
      ...(user.global_role === 'superuser'
        ? { disabled: true, title: t('A super user account can be deleted once its super-user role has been removed') }
        : {}),
    },
  );
  return items;
};

const NameCell = ({ row }: CellContext<AdminUser, string>) => {
  const user = row.original;
  return (
    <span className="user-name">
      <bdi className={user.fullname ? undefined : 'cell-muted'}>{user.fullname ?? '—'}</bdi>
      {user.organiserId && <OrganiserIcon />}
    </span>
  );
};

const StatusCell = ({ row, table }: CellContext<AdminUser, string>) =>
  metaOf(table).updatingIds.has(row.original.id) ? <RowUpdating /> : <StatusBadge status={row.original.status} />;

const ActionsCell = ({ row, table }: CellContext<AdminUser, string>) => {
  const meta = metaOf(table);
  const user = row.original;
  return (
    <RowMenu
      label={t('Actions for {name}', { name: displayName(user) })}
      items={menuItemsOf(user, meta)}
      disabled={meta.updatingIds.has(user.id)}
    />
  );
};

const text = (value: string | null) => value ?? '';

/** Spec §2.6: Name, Username, Email, School, Grade (students) or Teaching Experience (teachers), Status, row menu. */
export const usersColumns = (role: UserRole): ColumnDef<AdminUser, string>[] => [
  { id: 'name', header: () => t('Name'), accessorFn: (user) => text(user.fullname), cell: NameCell },
  {
    id: 'username',
    meta: { secondary: true },
    header: () => t('Username'),
    accessorFn: (user) => text(user.username),
    cell: ({ getValue }) => getValue() || <span className="cell-muted">—</span>,
  },
  {
    id: 'email',
    meta: { secondary: true },
    header: () => t('Email'),
    accessorFn: (user) => text(user.email),
    cell: ({ row }) => (
      <bdi dir="ltr">
        <EmailText email={row.original.email} />
      </bdi>
    ),
  },
  { id: 'school', header: () => t('School'), accessorFn: (user) => text(user.school) },
  role === 'student'
    ? {
        id: 'grade',
        meta: { secondary: true },
        header: () => t('Grade'),
        accessorFn: (user) => user.grade ?? '',
        cell: ({ row }) => gradeLabel(row.original.grade),
      }
    : {
        id: 'experience',
        meta: { secondary: true },
        header: () => t('Teaching Experience'),
        accessorFn: (user) => user.years_of_experience ?? '',
        cell: ({ row }) => experienceLabel(row.original.years_of_experience),
      },
  { id: 'status', header: () => t('Status'), accessorFn: (user) => user.status, cell: StatusCell },
  {
    id: 'actions',
    header: () => <span className="visually-hidden">{t('Actions')}</span>,
    cell: ActionsCell,
  },
];
