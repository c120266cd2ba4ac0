import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ListShell, loadOf } from '../../../../components/list/list-shell';
import type { Registration } from '../../../../lib/registration-schema';
import { useSearchParamsPatch } from '../../../../lib/use-search-params-patch';
import { useLoadFailureToast } from '../../../../lib/use-load-failure-toast';
import { writeWithToasts } from '../../../../lib/write-with-toasts';
import { t } from '../../../../i18n/intl';
import { useCountries } from '../../../../lib/countries';
import { useEventCommittees, type EventCommittee } from '../../api/get-event-committees';
import { useRegistrations } from '../api/get-registrations';
import { useUnassignDelegate } from '../api/unassign-delegate';
import { allocationListTitle } from '../utils/allocation-list';
import { categoryFromParam, committeesOfCategory, delegatesOf, FULL_LIST, selectedCommittee } from '../../utils/allocation-view';
import { countryForMove, takenCountries } from '../utils/delegate-assignment';
import { delegateMessages } from '../utils/delegate-messages';
import { addProblem } from '../utils/delegate-search-add';
import { allocationActions, allocationColumns, type AllocationTableMeta } from './allocation-columns';
import { AllocationCommitteePicker } from './allocation-committee-picker';
import { CommitteeAllocations } from './committee-allocations';
import { DelegateSearchAdd } from './delegate-search-add';
import { DownloadListMenu } from './download-list-menu';
import { PublicationBar } from './publication-bar';
import { useAssignFlow } from './use-assign-flow';

/** Stable empty lists: a new array each render would make the table rebuild its rows forever. */
const NO_DELEGATES: Registration[] = [];
const NO_COMMITTEES: EventCommittee[] = [];
/** A row with two dropdowns; each is measured once drawn. */
const ROW_HEIGHT_ESTIMATE = 58;

/**
 * Spec §2 item 6, §4 and §5, Allocation: the committees by category with their seats and
 * delegates assigned, the open committee's delegates (or all of them) with a committee and a
 * country dropdown each, a search box to add a delegate, and the list to download. The
 * category and committee live in the URL.
 */
export const Allocation = ({ eventId }: { eventId: string }) => {
  const [params, patch] = useSearchParamsPatch();
  const category = categoryFromParam(params.get('category'));
  const registrations = useRegistrations(eventId);
  const committeesQuery = useEventCommittees(eventId);
  const countries = useCountries();
  const [summaryOpen, setSummaryOpen] = useState(false);
  const unassign = useUnassignDelegate();
  const delegates = registrations.data ?? NO_DELEGATES;
  const committees = committeesQuery.data ?? NO_COMMITTEES;
  const selected = selectedCommittee(committees, category, params.get('committee'));
  const open = committees.find((committee) => committee.id === selected) ?? null;
  const inCategory = useMemo(() => committeesOfCategory(committees, category), [committees, category]);
  const rows = useMemo(() => delegatesOf(delegates, selected), [delegates, selected]);
  const taken = useMemo(() => takenCountries(delegates), [delegates]);
  const flow = useAssignFlow(eventId, (id) => committees.find((committee) => committee.id === id)?.abbr ?? t('another committee'));

  const failed = registrations.isError || committeesQuery.isError;
  useLoadFailureToast(failed, t(delegateMessages.allocationLoadFailed), 'allocation-load-failed');

  const assign = (delegate: Registration, eventCommitteeId: string, countryId: string, failure: string) =>
    flow.requestAssign({ delegate, eventCommitteeId, countryId, respectLock: true, failure });

  const meta: AllocationTableMeta = {
    committees,
    countries: countries.data ?? [],
    taken,
    onCommittee: (delegate, eventCommitteeId) => {
      if (eventCommitteeId)
        assign(delegate, eventCommitteeId, countryForMove(taken, eventCommitteeId, delegate), t(delegateMessages.assignFailed));
      else
        void writeWithToasts(() => unassign.mutateAsync({ eventId, registrationId: delegate.id }), {
          success: t(delegateMessages.unassigned),
          failure: t(delegateMessages.unassignFailed),
        });
    },
    onCountry: (delegate, countryId) => {
      if (delegate.assigned_committees) assign(delegate, delegate.assigned_committees, countryId, t(delegateMessages.assignFailed));
    },
  };

  const add = (delegate: Registration) => {
    const problem = addProblem(selected, delegate) ?? (open ? null : t(delegateMessages.committeeNotFound));
    if (problem !== null || !open) {
      if (problem) toast.error(problem);
      return;
    }
    // Added again to the committee they sit in, a delegate keeps their country.
    assign(
      delegate,
      open.id,
      delegate.assigned_committees === open.id ? (delegate.assigned_country ?? '') : '',
      t(delegateMessages.addFailed),
    );
  };

  const table = useReactTable<Registration>({
    data: rows,
    columns: allocationColumns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
  });
  allocationActions.provide(table, meta);
  return (
    <div className="card allocation">
      <PublicationBar eventId={eventId} />
      <AllocationCommitteePicker
        category={category}
        committees={inCategory}
        selected={selected}
        loading={committeesQuery.isPending}
        onCategory={(next) => patch({ category: next, committee: null })}
        onCommittee={(next) => patch({ category, committee: next })}
      />
      <div className="toolbar allocation__toolbar">
        <DelegateSearchAdd delegates={delegates} onPick={add} />
        <DownloadListMenu title={allocationListTitle(open && { abbr: open.abbr, name: open.committee.committee })} delegates={rows} />
        {selected === FULL_LIST && (
          <button type="button" className="button button--secondary" onClick={() => setSummaryOpen(true)}>
            {t('Committee Allocations')}
          </button>
        )}
        <span className="toolbar__count" aria-live="polite">
          {registrations.data ? t('{count} {count, plural, one {delegate} other {delegates}}', { count: rows.length }) : ''}
        </span>
      </div>
      <ListShell
        table={table}
        label={t('Allocation of the delegates')}
        className="data-table--compact delegates-table delegates-table--allocation"
        load={loadOf(registrations, '')}
        texts={{
          loading: t('Loading delegates...'),
          failed: t(delegateMessages.allocationLoadFailed),
          empty:
            selected === FULL_LIST
              ? t(delegateMessages.empty['key-info'])
              : open
                ? t('No delegates assigned to {committee} yet', { committee: open.abbr })
                : t('No delegates assigned to this committee yet'),
        }}
        busy={registrations.isFetching}
        virtualRows={{ estimateRowHeight: ROW_HEIGHT_ESTIMATE }}
      />
      {flow.moveDialog}
      <CommitteeAllocations open={summaryOpen} committees={committees} onClose={() => setSummaryOpen(false)} />
    </div>
  );
};
