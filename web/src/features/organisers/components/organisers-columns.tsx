import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { MouseEvent } from 'react';
import { openProtectedFile, uploadHref, uploadPathOf } from '../../../lib/protected-file';
import { RowMenu, type RowMenuItem } from '../../../components/ui/row-menu';
import { RowUpdating } from '../../../components/ui/row-updating';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { SettableOrganiserStatus } from '@domain/organisers/organiser';
import type { Organiser, OrganiserRole } from '../api/get-organisers';
import { statusActionsFor } from '../utils/organiser-actions';
import { evidenceText, evidenceView, formatDay, levelLabel, organiserName, roleInEventText } from '../utils/organiser-display';
import { tableActions } from '../../../components/list/table-actions';
import { formatNumber } from '../../../i18n/format';
import { msg, t } from '../../../i18n/intl';
import { INTERNAL_EVIDENCE } from '../utils/new-organiser';

/** What the cells need from the list; passed as the table's meta. */
export interface OrganisersTableMeta {
  updatingIds: ReadonlySet<string>;
  onStatus: (organiser: Organiser, status: SettableOrganiserStatus) => void;
  onDelete: (organiser: Organiser) => void;
  onHistory: (organiser: Organiser) => void;
}

/** The list's state and handlers, as the cells read them. */
export const organisersActions = tableActions<OrganisersTableMeta>();
const metaOf = organisersActions.of;

const text = (value: string | null | undefined) => value ?? '';

const muted = <span className="cell-muted">—</span>;

/** An uploaded document needs the token: the click fetches it and opens it in a new tab. */
const openDocument = (url: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!uploadPathOf(url)) return;
  event.preventDefault();
  void openProtectedFile(url);
};

const FileIcon = () => (
  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M5 2.5h6.5L15.5 6.5v11h-10.5z M11.5 2.5v4h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
  </svg>
);

const IdCell = ({ getValue }: CellContext<Organiser, string>) => (
  <span className="organiser-id" title={getValue()}>
    {getValue()}
  </span>
);

const EvidenceCell = ({ row }: CellContext<Organiser, string>) => {
  const view = evidenceView(row.original.evidence);
  if (view.kind === 'text')
    return view.text ? <span className="evidence-text">{view.text === INTERNAL_EVIDENCE ? t(INTERNAL_EVIDENCE) : view.text}</span> : muted;
  return (
    <span className="evidence-links">
      {view.urls.map((url, index) => (
        <a key={url} className="evidence-link" href={uploadHref(url)} target="_blank" rel="noopener noreferrer" onClick={openDocument(url)}>
          <FileIcon />
          {view.urls.length === 1 ? (
            <>
              {t('View')}
              <span className="visually-hidden"> {t('document')}</span>
            </>
          ) : (
            <>
              <span className="visually-hidden">{t('Document')} </span>
              {formatNumber(index + 1)}
            </>
          )}
          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
        </a>
      ))}
    </span>
  );
};

const DayCell = ({ getValue }: CellContext<Organiser, string>) => {
  const day = formatDay(getValue() || null);
  return day ? (
    <time className="organiser-date" dateTime={getValue()} title={day.full}>
      {day.dayMonth} <span className="organiser-date__year">{day.year}</span>
    </time>
  ) : (
    muted
  );
};

const StatusCell = ({ row, table }: CellContext<Organiser, string>) =>
  metaOf(table).updatingIds.has(row.original.id) ? <RowUpdating /> : <StatusBadge status={row.original.status} />;

const menuItemsOf = (organiser: Organiser, meta: OrganisersTableMeta): RowMenuItem[] => [
  ...statusActionsFor(organiser.status).map((action) => ({
    key: action.key,
    label: t(action.label),
    onSelect: () => meta.onStatus(organiser, action.status),
  })),
  { key: 'history', label: t('History'), onSelect: () => meta.onHistory(organiser) },
  { key: 'delete', label: t('Delete'), danger: true, onSelect: () => meta.onDelete(organiser) },
];

const ActionsCell = ({ row, table }: CellContext<Organiser, string>) => {
  const meta = metaOf(table);
  const organiser = row.original;
  return (
    <RowMenu
      label={t('Actions for {name}', { name: organiserName(organiser) })}
      items={menuItemsOf(organiser, meta)}
      disabled={meta.updatingIds.has(organiser.id)}
    />
  );
};

/** Marked with msg(), shown with t(). */
export const levelHeader = (role: OrganiserRole) => (role === 'student' ? msg('Academic Level') : msg('Teaching Experience'));

/**
 * Spec §2.6: UserID, Organiser ID, Username, Name, Academic Level (students) or Teaching
 * Experience (teachers), School, Role in Event, Evidence, Date Received, Date Actioned, Status,
 * and the row menu.
 */
export const organisersColumns = (role: OrganiserRole): ColumnDef<Organiser, string>[] => [
  { id: 'userId', meta: { secondary: true }, header: () => t('UserID'), accessorFn: (row) => row.user_id, cell: IdCell },
  { id: 'organiserId', meta: { secondary: true }, header: () => t('Organiser ID'), accessorFn: (row) => row.id, cell: IdCell },
  {
    id: 'username',
    meta: { secondary: true },
    header: () => t('Username'),
    accessorFn: (row) => text(row.user.username),
    cell: ({ getValue }) => getValue() || muted,
  },
  { id: 'name', header: () => t('Name'), accessorFn: (row) => text(row.user.fullname), cell: ({ getValue }) => getValue() || muted },
  {
    id: 'level',
    meta: { secondary: true },
    header: () => t(levelHeader(role)),
    accessorFn: (row) => levelLabel(row.user),
    // Worded while rendering, in the chosen language.
    cell: ({ row }) => levelLabel(row.original.user) || muted,
  },
  { id: 'school', header: () => t('School'), accessorFn: (row) => text(row.school), cell: ({ getValue }) => getValue() || muted },
  {
    id: 'role',
    meta: { secondary: true },
    header: () => t('Role in Event'),
    accessorFn: (row) => row.role,
    cell: ({ getValue }) => roleInEventText(getValue()) || muted,
  },
  { id: 'evidence', header: () => t('Evidence'), accessorFn: (row) => evidenceText(row.evidence), cell: EvidenceCell },
  { id: 'received', meta: { secondary: true }, header: () => t('Date Received'), accessorFn: (row) => row.created_at, cell: DayCell },
  {
    id: 'actioned',
    meta: { secondary: true },
    header: () => t('Date Actioned'),
    accessorFn: (row) => text(row.actioned_at),
    cell: DayCell,
  },
  { id: 'status', header: () => t('Status'), accessorFn: (row) => row.status, cell: StatusCell },
  { id: 'actions', header: () => <span className="visually-hidden">{t('Actions')}</span>, cell: ActionsCell },
];
