import type { UseQueryResult } from '@tanstack/react-query';
import type { Table, VisibilityState } from '@tanstack/react-table';
import { useCallback, type ReactNode } from 'react';
import { useListTable } from '../../../../components/list/use-list-table';
import { ListShell, loadOf } from '../../../../components/list/list-shell';
import type { Registration } from '../../../../lib/registration-schema';
import { useListState } from '../../../../lib/use-list-state';
import { useLoadFailureToast } from '../../../../lib/use-load-failure-toast';
import { delegateMessages } from '../utils/delegate-messages';
import { matchesDelegate } from '../utils/delegate-rows';
import { sectionLabel, type DelegateTableSection } from '../../utils/delegate-sections';
import type { DelegateColumn } from './delegate-columns';
import { msg, t } from '../../../../i18n/intl';

/** Rows are at most two lines (a name and a username); each is measured once drawn. */
const ROW_HEIGHT_ESTIMATE = 60;

const searchPlaceholders: Record<DelegateTableSection, string> = {
  'key-info': msg('Search by name, ID, school or committee...'),
  'contact-info': msg('Search by name, ID, email or phone...'),
  'food-info': msg('Search by name, ID, food or allergies...'),
};

const countLabel = (shown: number, total: number) =>
  shown === total
    ? t('{count} {count, plural, one {delegate} other {delegates}}', { count: total })
    : t('{shown} of {count} {count, plural, one {delegate} other {delegates}}', { shown, count: total });

interface DelegateTableProps {
  section: DelegateTableSection;
  registrations: UseQueryResult<Registration[]>;
  columns: DelegateColumn[];
  /** Hands the tab's actions to the table, for its cells. */
  provideCells?: (table: Table<Registration>) => void;
  columnVisibility?: VisibilityState;
  rowClassName?: (delegate: Registration) => string | undefined;
  /** The tab's own buttons, beside the search. */
  actions?: ReactNode;
  /** A passing word between the buttons and the table (the merge hint). */
  notice?: ReactNode;
}

/**
 * Spec §2 item 6: one of the Delegates sub-tabs as a searchable table of the event's
 * registered delegates. Every delegate is in one scrolling table (an event may have
 * thousands), of which only the rows in view are drawn. The search lives in the URL.
 */
export const DelegateTable = ({
  section,
  registrations,
  columns,
  provideCells,
  columnVisibility,
  rowClassName,
  actions,
  notice,
}: DelegateTableProps) => {
  const { search, setSearch } = useListState();
  const all = registrations.data;

  useLoadFailureToast(
    registrations.isError,
    t(delegateMessages.loadFailed[section]),
    'delegates-load-failed',
    registrations.errorUpdatedAt,
  );

  const matches = useCallback((registration: Registration, query: string) => matchesDelegate(registration, section, query), [section]);
  const table = useListTable({
    data: all ?? [],
    columns,
    search,
    matches,
    cells: provideCells,
    ...(columnVisibility ? { columnVisibility } : {}),
  });

  const shown = table.getRowModel().rows.length;
  const total = all?.length ?? 0;

  return (
    <div className="delegate-list">
      <ListShell
        table={table}
        label={t('{section} of the delegates', { section: t(sectionLabel(section)) })}
        className={`data-table--compact delegates-table delegates-table--${section}`}
        load={loadOf(registrations, search)}
        texts={{
          loading: t('Loading delegates...'),
          failed: t(delegateMessages.loadFailed[section]),
          empty: t(delegateMessages.empty[section]),
          noMatch: t(delegateMessages.noMatch),
        }}
        busy={registrations.isFetching}
        rowClassName={rowClassName}
        virtualRows={{ estimateRowHeight: ROW_HEIGHT_ESTIMATE }}
        search={{ value: search, onChange: setSearch, placeholder: t(searchPlaceholders[section]) }}
        toolbarEnd={
          <>
            {actions}
            <span className="toolbar__count" aria-live="polite">
              {all ? countLabel(shown, total) : ''}
            </span>
          </>
        }
        above={notice}
      />
    </div>
  );
};
