import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { eventLeaderMessages } from '@domain/workspace/event-leader-rules';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, LoadFailed } from '../../../components/ui/data-table';
import { RowMenu } from '../../../components/ui/row-menu';
import { t, tm } from '../../../i18n/intl';
import { API_REQUEST_FAILED, errorMessageOf } from '../../../lib/api-client';
import type { EventLeader } from '../../../lib/event-leaders';
import { useDeleteEventLeader } from '../api/delete-event-leader';
import { useEventLeaders } from '../api/get-event-leaders';
import { useLeadershipRoles } from '../api/get-leadership-roles';
import { useRegistrations } from '../allocation/api/get-registrations';
import { useMoveEventLeader } from '../api/move-event-leader';
import { useSaveEventLeader } from '../api/save-event-leader';
import { useUpdateEventLeader } from '../api/update-event-leader';
import {
  checkDraft,
  matchingRoles,
  matchingUsers,
  registeredUsers,
  type LeaderDraft,
  type RegisteredUser,
} from '../utils/leadership-roles';

type Mode = { kind: 'view' } | { kind: 'add' } | { kind: 'edit'; id: string };
/** A stable empty list: a new array each render makes the table reset its paging forever. */
const NO_LEADERS: EventLeader[] = [];
const emptyDraft: LeaderDraft = { roleText: '', usernameText: '', user: null };

interface Option {
  key: string;
  name: string;
  meta: string;
}

/** A text box with the matching choices under it; picking one fills the box. */
const SearchPick = ({
  label,
  placeholder,
  value,
  options,
  disabled,
  onType,
  onPick,
}: {
  label: string;
  placeholder: string;
  value: string;
  options: Option[];
  disabled: boolean;
  onType: (text: string) => void;
  onPick: (key: string) => void;
}) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div style={{ position: 'relative' }}>
      <input
        className="input input--cell"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        autoComplete="off"
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      {open && options.length > 0 && (
        <ul className="suggestions" id={listId} role="listbox" aria-label={label}>
          {options.slice(0, 20).map((option) => (
            <li
              key={option.key}
              role="option"
              aria-selected={false}
              className="suggestions__option"
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(option.key);
                setOpen(false);
              }}
            >
              <bdi className="suggestions__name">{option.name}</bdi>
              <bdi className="suggestions__meta">{option.meta}</bdi>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/**
 * Spec §2 workspace tab 3 and §4 "Leadership roles (event)": the event's leadership role
 * holders by ranking, added and edited one row at a time, moved up and down, deleted after
 * 'Confirm Delete'. The Support mark is this screen's own and is never saved (§4).
 */
export const LeadershipRoles = ({ eventId }: { eventId: string }) => {
  const leaders = useEventLeaders(eventId);
  const catalogue = useLeadershipRoles();
  const registrations = useRegistrations(eventId);
  const save = useSaveEventLeader();
  const update = useUpdateEventLeader();
  const remove = useDeleteEventLeader();
  const move = useMoveEventLeader();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [draft, setDraft] = useState<LeaderDraft>(emptyDraft);
  const [support, setSupport] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<EventLeader | null>(null);
  // A second press while the first is on its way must not send it twice.
  const busy = useRef(false);
  const saving = save.isPending || update.isPending;

  const { error } = leaders;
  useEffect(() => {
    if (error) toast.error(tm(eventLeaderMessages.loadFailed), { id: eventLeaderMessages.loadFailed });
  }, [error]);

  const roles = catalogue.data ?? [];
  const users = useMemo(() => registeredUsers(registrations.data ?? []), [registrations.data]);
  const rows = leaders.data ?? NO_LEADERS;

  const close = () => {
    setMode({ kind: 'view' });
    setDraft(emptyDraft);
  };
  const startAdd = () => {
    setDraft(emptyDraft);
    setMode({ kind: 'add' });
  };
  const startEdit = (leader: EventLeader) => {
    const user = users.find((candidate) => candidate.id === leader.userId) ?? {
      id: leader.userId,
      username: leader.users.username ?? '',
      fullname: leader.users.fullname ?? '',
    };
    setDraft({ roleText: leader.leadership_roles?.leadership_role ?? '', usernameText: user.username, user });
    setMode({ kind: 'edit', id: leader.id });
  };

  const submit = async () => {
    if (busy.current || mode.kind === 'view') return;
    const checked = checkDraft(draft, roles, mode.kind);
    if ('message' in checked) {
      toast.error(tm(checked.message));
      return;
    }
    busy.current = true;
    try {
      const answer =
        mode.kind === 'add'
          ? await save.mutateAsync({ eventId, ...checked })
          : await update.mutateAsync({ id: mode.id, eventId, ...checked });
      if (!answer) return;
      toast.success(answer.message ?? tm(mode.kind === 'add' ? eventLeaderMessages.added : eventLeaderMessages.updated));
      close();
    } catch (failure) {
      const reason = errorMessageOf(failure, API_REQUEST_FAILED);
      toast.error(tm(mode.kind === 'add' ? eventLeaderMessages.saveFailed(reason) : eventLeaderMessages.updateFailed(reason)));
    } finally {
      busy.current = false;
    }
  };

  const moveRow = async (leader: EventLeader, direction: -1 | 1) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const answer = await move.mutateAsync({ id: leader.id, eventId, direction });
      if (answer) toast.success(answer.message ?? tm(eventLeaderMessages.ranked));
    } catch {
      toast.error(tm(eventLeaderMessages.rankFailed));
    } finally {
      busy.current = false;
    }
  };

  const confirmDelete = async () => {
    if (!deleting || busy.current) return;
    busy.current = true;
    try {
      const answer = await remove.mutateAsync({ id: deleting.id, eventId });
      if (answer) toast.success(answer.message ?? tm(eventLeaderMessages.deleted));
      setSupport((current) => new Set([...current].filter((id) => id !== deleting.id)));
      setDeleting(null);
    } catch {
      toast.error(tm(eventLeaderMessages.deleteFailed));
    } finally {
      busy.current = false;
    }
  };

  const roleOptions = matchingRoles(roles, draft.roleText).map((role) => ({
    key: String(role.id),
    name: role.leadership_role,
    meta: role.abbr,
  }));
  const userOptions = matchingUsers(users, draft.usernameText).map((user) => ({ key: user.id, name: user.username, meta: user.fullname }));
  const pickedAbbr = roles.find((role) => role.leadership_role.trim().toLowerCase() === draft.roleText.trim().toLowerCase())?.abbr ?? '';

  const editor = (
    <tr className="is-editing">
      <td>{pickedAbbr}</td>
      <td>
        <SearchPick
          label={t('Leadership Role')}
          placeholder={t('Search leadership role')}
          value={draft.roleText}
          options={roleOptions}
          disabled={saving}
          onType={(roleText) => setDraft((current) => ({ ...current, roleText }))}
          onPick={(key) =>
            setDraft((current) => ({
              ...current,
              roleText: roles.find((role) => String(role.id) === key)?.leadership_role ?? current.roleText,
            }))
          }
        />
      </td>
      <td>
        <SearchPick
          label={t('Username')}
          placeholder={t('Search username')}
          value={draft.usernameText}
          options={userOptions}
          disabled={saving}
          onType={(usernameText) => setDraft((current) => ({ ...current, usernameText, user: null }))}
          onPick={(key) => {
            const user: RegisteredUser | undefined = users.find((candidate) => candidate.id === key);
            if (user) setDraft((current) => ({ ...current, usernameText: user.username, user }));
          }}
        />
      </td>
      <td>{draft.user?.fullname ?? ''}</td>
      <td>
        <div className="row-actions">
          <button type="button" className="button button--primary button--small" disabled={saving} onClick={() => void submit()}>
            {saving ? t('Saving...') : t('Save')}
          </button>
          <button type="button" className="button button--secondary button--small" disabled={saving} onClick={close}>
            {mode.kind === 'add' ? t('Cancel') : t('Close')}
          </button>
        </div>
      </td>
    </tr>
  );

  const editingId = mode.kind === 'edit' ? mode.id : null;
  const shown = useMemo(() => (editingId ? rows.filter((row) => row.id !== editingId) : rows), [rows, editingId]);
  // Rebuilt each render: the row actions read the current mode, support marks and order.
  const columns: ColumnDef<EventLeader>[] = [
    { id: 'abbr', header: () => t('ABBR'), cell: ({ row }) => row.original.leadership_roles?.abbr ?? '' },
    {
      id: 'role',
      header: () => t('Leadership Role'),
      cell: ({ row }) => (
        <>
          {row.original.leadership_roles?.leadership_role ?? ''}
          {support.has(row.original.id) && <span className="status-badge"> {t('Support')}</span>}
        </>
      ),
    },
    { id: 'username', header: () => t('Username'), cell: ({ row }) => row.original.users.username ?? '' },
    { id: 'name', header: () => t('Name'), cell: ({ row }) => row.original.users.fullname ?? '' },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">{t('Actions')}</span>,
      cell: ({ row }) => {
        const leader = row.original;
        const index = rows.findIndex((candidate) => candidate.id === leader.id);
        const isSupport = support.has(leader.id);
        return (
          <RowMenu
            label={
              leader.leadership_roles?.leadership_role
                ? t('Actions for {title}', { title: leader.leadership_roles.leadership_role })
                : t('Actions for leadership role')
            }
            disabled={mode.kind !== 'view'}
            items={[
              { key: 'edit', label: t('Edit'), onSelect: () => startEdit(leader) },
              { key: 'up', label: t('Move Up'), disabled: index <= 0, onSelect: () => void moveRow(leader, -1) },
              { key: 'down', label: t('Move Down'), disabled: index >= rows.length - 1, onSelect: () => void moveRow(leader, 1) },
              {
                key: 'support',
                label: isSupport ? t('Remove Support') : t('Add as Support'),
                onSelect: () =>
                  setSupport((current) => {
                    const next = new Set(current);
                    if (isSupport) next.delete(leader.id);
                    else next.add(leader.id);
                    return next;
                  }),
              },
              { key: 'delete', label: t('Delete'), danger: true, onSelect: () => setDeleting(leader) },
            ]}
          />
        );
      },
    },
  ];
  const table = useReactTable({ data: shown, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });

  const status = leaders.isPending ? (
    tm(eventLeaderMessages.loading)
  ) : leaders.isError ? (
    <LoadFailed text={tm(eventLeaderMessages.loadFailed)} onRetry={() => void leaders.refetch()} />
  ) : (
    t('No leadership roles yet')
  );

  return (
    <section className="card leadership-roles" aria-labelledby="leadership-roles-title">
      <div className="toolbar">
        <h2 id="leadership-roles-title" className="delegate-section__title">
          {t('Leadership Roles')}
        </h2>
        <button type="button" className="button button--primary" disabled={mode.kind !== 'view' || leaders.isPending} onClick={startAdd}>
          {t('Add Role')}
        </button>
      </div>
      <DataTable
        table={table}
        label={t('Leadership roles')}
        status={status}
        busy={leaders.isFetching || move.isPending}
        look="plain"
        leadingRows={mode.kind === 'view' ? undefined : editor}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={tm(eventLeaderMessages.confirmDeleteTitle)}
        message={tm(eventLeaderMessages.confirmDelete)}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
};
