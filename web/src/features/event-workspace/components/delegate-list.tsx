import { getCoreRowModel, getFilteredRowModel, useReactTable, type FilterFn } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, LoadFailed } from '../../../components/ui/data-table';
import { SearchBox } from '../../../components/ui/search-box';
import { useSearchParamsPatch } from '../../../lib/use-search-params-patch';
import { writeWithToasts } from '../../../lib/write-with-toasts';
import type { Registration } from '../../../lib/registration-schema';
import { useRegistrations } from '../api/get-registrations';
import { useRemoveDelegate } from '../api/remove-delegate';
import { delegateMessages } from '../utils/delegate-messages';
import { delegateProfileHref } from '../utils/delegate-profile';
import { delegateName, matchesDelegate } from '../utils/delegate-rows';
import { sectionLabel, type DelegateTableSection } from '../utils/delegate-sections';
import { delegateColumns, type DelegatesTableMeta } from './delegate-columns';

/** Rows are at most two lines (a name and a username); each is measured once drawn. */
const ROW_HEIGHT_ESTIMATE = 60;

const searchPlaceholders: Record<DelegateTableSection, string> = {
  'key-info': 'Search by name, ID, school or committee...',
  'contact-info': 'Search by name, ID, email or phone...',
  'food-info': 'Search by name, ID, food or allergies...',
};

const delegateSearch =
  (section: DelegateTableSection): FilterFn<Registration> =>
  (row, _columnId, query: string) =>
    matchesDelegate(row.original, section, query);

const countLabel = (shown: number, total: number) => `${shown === total ? total : `${shown} of ${total}`} ${total === 1 ? 'delegate' : 'delegates'}`;

/**
 * Spec §2 item 6: one of the Delegates sub-tabs as a searchable table of the event's
 * registered delegates. Every delegate is in one scrolling table (an event may have a
 * thousand), of which only the rows in view are drawn. The search lives in the URL.
 */
export const DelegateList = ({ eventId, section }: { eventId: string; section: DelegateTableSection }) => {
  const [params, patch] = useSearchParamsPatch();
  const search = params.get('q') ?? '';
  const navigate = useNavigate();
  const registrationsQuery = useRegistrations(eventId);
  const removeDelegate = useRemoveDelegate();
  const [pendingRemoval, setPendingRemoval] = useState<Registration | null>(null);
  const all = registrationsQuery.data;

  const { errorUpdatedAt, isError } = registrationsQuery;
  useEffect(() => {
    if (isError) toast.error(delegateMessages.loadFailed[section], { id: 'delegates-load-failed' });
  }, [isError, errorUpdatedAt, section]);

  const confirmRemoval = async () => {
    const registration = pendingRemoval;
    if (!registration) return;
    await writeWithToasts(
      () => removeDelegate.mutateAsync({ eventId, registrationId: registration.id }),
      { success: delegateMessages.removed, failure: delegateMessages.removeFailed },
      () => registrationsQuery.refetch(),
    );
    setPendingRemoval(null);
  };

  const meta: DelegatesTableMeta = {
    onView: (registration) => navigate(delegateProfileHref(registration.id, eventId)),
    onRemove: setPendingRemoval,
  };

  const globalFilterFn = useMemo(() => delegateSearch(section), [section]);
  const table = useReactTable<Registration>({
    data: all ?? [],
    columns: delegateColumns[section],
    getRowId: (registration) => registration.id,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    globalFilterFn,
    state: { globalFilter: search },
    meta,
  });

  const shown = table.getRowModel().rows.length;
  const total = all?.length ?? 0;
  const label = `${sectionLabel(section)} of the delegates`;

  const status = registrationsQuery.isPending ? (
    <span role="status">Loading delegates...</span>
  ) : isError && !all ? (
    <LoadFailed text={delegateMessages.loadFailed[section]} onRetry={() => void registrationsQuery.refetch()} />
  ) : shown === 0 ? (
    search.trim() ? delegateMessages.noMatch : delegateMessages.empty[section]
  ) : null;

  return (
    <div className="delegate-list">
      <div className="toolbar">
        <SearchBox value={search} onChange={(value) => patch({ q: value })} placeholder={searchPlaceholders[section]} />
        <span className="toolbar__count" aria-live="polite">
          {all ? countLabel(shown, total) : ''}
        </span>
      </div>

      <DataTable
        table={table}
        label={label}
        className={`data-table--compact delegates-table delegates-table--${section}`}
        status={status}
        busy={registrationsQuery.isFetching}
        virtualRows={{ estimateRowHeight: ROW_HEIGHT_ESTIMATE }}
      />

      <ConfirmDialog
        open={pendingRemoval !== null}
        title="Remove delegate?"
        message={
          pendingRemoval
            ? `Are you sure you want to remove ${delegateName(pendingRemoval.user) || 'this delegate'} (${pendingRemoval.registration_no}) from this event? This action cannot be undone.`
            : ''
        }
        busy={removeDelegate.isPending}
        busyLabel="Removing…"
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setPendingRemoval(null)}
      />
    </div>
  );
};
