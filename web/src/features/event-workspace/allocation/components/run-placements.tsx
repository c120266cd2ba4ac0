import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ListShell, listTexts } from '../../../../components/list/list-shell';
import { usePagedListTable } from '../../../../components/list/use-list-table';
import { t } from '../../../../i18n/intl';
import type { AllocationReport, AllocationRun } from '../api/get-allocation-run';
import {
  choiceText,
  delegationRows,
  matchesDelegation,
  matchesPlacement,
  placementRows,
  unplacedRows,
  type DelegationRow,
  type PlacementNames,
  type PlacementRow,
} from '../utils/run-placements';

type Placements = NonNullable<AllocationRun['result']>['placements'];

/** A list's search and page kept in the dialog (two reports side by side cannot share the URL's). */
const useDialogList = () => {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  return {
    search,
    page,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    setPage,
  };
};

const dash = (text: string) => text || '—';

const placementColumns: ColumnDef<PlacementRow, string>[] = [
  { id: 'delegate', header: () => t('Delegate'), accessorFn: (row) => row.delegate },
  { id: 'school', header: () => t('School'), accessorFn: (row) => dash(row.school), meta: { secondary: true } },
  { id: 'committee', header: () => t('Committee'), accessorFn: (row) => dash(row.committee) },
  { id: 'country', header: () => t('Country'), accessorFn: (row) => dash(row.country) },
  { id: 'choice', header: () => t('Choice'), accessorFn: (row) => choiceText(row) },
];

const placementPages = () => ({ pageSize: 20, noun: t('delegates'), label: t('Who goes where pages') });

interface RunPlacementsProps {
  placements: Placements;
  /** The registrations the run could not place; null for a run made before it named them. */
  unplaced: readonly string[] | null;
  /** Delegates the run could not place, as the run counted them. */
  failed: number;
  names: PlacementNames;
  /** The delegates list is still loading. */
  loading: boolean;
}

/**
 * Who goes where, per delegate: each delegate the run placed with their school, committee,
 * country and which of their choices it was, then those it could not place; searchable, in pages.
 */
export const RunPlacements = ({ placements, unplaced: unplacedIds, failed, names, loading }: RunPlacementsProps) => {
  const placed = useMemo(() => placementRows(placements, names), [placements, names]);
  const unplaced = useMemo(
    () => unplacedRows(placements, names.registrations, unplacedIds),
    [placements, names.registrations, unplacedIds],
  );
  const rows = useMemo(() => [...placed, ...unplaced], [placed, unplaced]);
  const list = useDialogList();
  const { table, search, paging } = usePagedListTable({
    list,
    data: rows,
    columns: placementColumns,
    matches: matchesPlacement,
    pages: placementPages(),
  });
  return (
    <details className="allocation-report__details">
      <summary>{t('Who goes where: {placed} placed, {failed} not placed', { placed: placed.length, failed })}</summary>
      {!loading && unplaced.length !== failed && (
        <p className="allocation-report__note">
          {t('The delegates changed since this run: the delegates not placed are those unlocked without a country now.')}
        </p>
      )}
      <ListShell
        table={table}
        label={t('Who goes where, per delegate')}
        className="data-table--compact allocation-report__list"
        load={{ loading, searching: search.value.trim() !== '' }}
        texts={listTexts(t('delegates'), { empty: t('No delegates in this run') })}
        search={{
          ...search,
          placeholder: t('Search delegate, school, committee, country or choice'),
          label: t('Search who goes where'),
        }}
        paging={paging}
      />
    </details>
  );
};

const delegationColumns: ColumnDef<DelegationRow, string>[] = [
  { id: 'school', header: () => t('School'), accessorFn: (row) => row.school },
  { id: 'countries', header: () => t('Countries'), accessorFn: (row) => dash(row.countries) },
  { id: 'wishes', header: () => t('Wished for'), accessorFn: (row) => dash(row.wishes), meta: { secondary: true } },
  {
    id: 'placed',
    header: () => t('Placed'),
    accessorFn: (row) => t('{placed} of {delegates}', { placed: row.placed, delegates: row.delegates }),
    meta: { secondary: true },
  },
  { id: 'whole', header: () => t('Kept whole'), accessorFn: (row) => (row.whole ? t('Yes') : t('No')) },
];

const delegationPages = () => ({ pageSize: 10, noun: t('delegations'), label: t('Delegations pages') });

/** Each school's delegation and the countries it holds, searchable by school or country. */
export const RunDelegations = ({ delegations }: { delegations: NonNullable<AllocationReport['delegations']> }) => {
  const rows = useMemo(() => delegationRows(delegations), [delegations]);
  const list = useDialogList();
  const { table, search, paging } = usePagedListTable({
    list,
    data: rows,
    columns: delegationColumns,
    matches: matchesDelegation,
    pages: delegationPages(),
  });
  return (
    <ListShell
      table={table}
      label={t('Delegations and their countries')}
      className="data-table--compact allocation-report__list"
      load={{ loading: false, searching: search.value.trim() !== '' }}
      texts={listTexts(t('delegations'), { empty: t('No delegations in this run') })}
      search={{ ...search, placeholder: t('Search school or country'), label: t('Search delegations') }}
      paging={paging}
    />
  );
};
