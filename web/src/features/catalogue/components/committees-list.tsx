import { useMemo } from 'react';
import { toast } from 'sonner';
import { FILL_ALL_FIELDS } from '@domain/catalogue/fields';
import { useListState, type ListFilter } from '../../../lib/use-list-state';
import { committeeEndpoints } from '@contract/catalogue';
import { useCatalogueWrites } from '../api/catalogue-writes';
import { committeeCategories, useCommittees, type Committee, type CommitteeCategory } from '../api/get-committees';
import type { Draft } from './catalogue-columns';
import { CatalogueTable } from './catalogue-table';
import { COMMITTEE_PANEL_ID, CommitteeTabs, committeeTabEmptyTexts, committeeTabId, committeeTabLabels } from './committee-tabs';
import { committeeColumns, committeeFields } from './committees-columns';
import { kept, persist } from './save-outcome';
import { msg, t, tm } from '../../../i18n/intl';

const SAVED = msg('Committee created, updated or deleted successfully');
const SAVE_FAILED = msg('Failed to create or update or delete committee');
const FETCH_FAILED = msg('Failed to fetch committees');

const isCategory = (value: string): value is CommitteeCategory => (committeeCategories as readonly string[]).includes(value);

const categoryFilter: ListFilter<CommitteeCategory> = {
  fallback: committeeCategories[0],
  is: (raw): raw is CommitteeCategory => raw !== null && isCategory(raw),
};

export const CommitteesList = () => {
  const { search, setSearch, filters, setFilter } = useListState<{ category: CommitteeCategory }>({ category: categoryFilter });
  const { category } = filters;

  const committeesQuery = useCommittees();
  const writes = useCatalogueWrites(committeeEndpoints);

  const messages = { success: t(SAVED), failure: t(SAVE_FAILED) };

  const all = committeesQuery.data;
  const rows = useMemo(() => (all ?? []).filter((committee) => committee.category === category), [all, category]);
  const counts = useMemo(() => {
    const result = { country: 0, role: 0, crisis: 0, open: 0 } satisfies Record<CommitteeCategory, number>;
    for (const committee of all ?? []) if (isCategory(committee.category)) result[committee.category] += 1;
    return result;
  }, [all]);

  return (
    <div className="catalogue-tabs">
      <CommitteeTabs active={category} counts={counts} onSelect={(next) => setFilter('category', next)} />
      <div id={COMMITTEE_PANEL_ID} role="tabpanel" aria-labelledby={committeeTabId(category)}>
        <CatalogueTable<Committee>
          // A new tab starts without a half-edited row of the previous one.
          key={category}
          label={t(committeeTabLabels[category])}
          rows={rows}
          columns={committeeColumns}
          fields={committeeFields}
          query={committeesQuery}
          failedText={t(FETCH_FAILED)}
          loadingText={t('Loading committees...')}
          emptyText={t(committeeTabEmptyTexts[category])}
          noMatchText={t('No committees match your search.')}
          search={search}
          onSearchChange={setSearch}
          // Spec §5: creating with an empty field silently does nothing.
          onCreate={async (draft: Draft) => {
            const parsed = committeeEndpoints.add.body.safeParse({ ...draft, category });
            return parsed.success ? persist(() => writes.create.mutateAsync(parsed.data), messages) : kept;
          }}
          onUpdate={async (row, draft) => {
            const rowCategory = isCategory(row.category) ? row.category : category;
            const parsed = committeeEndpoints.update.body.safeParse({ ...draft, category: rowCategory });
            if (!parsed.success) {
              toast.error(tm(FILL_ALL_FIELDS));
              return kept;
            }
            return persist(() => writes.update.mutateAsync({ id: row.id, values: parsed.data }), messages);
          }}
          onDelete={async (row) => (await persist(() => writes.remove.mutateAsync(row.id), messages)).saved}
          deleteMessage={(row) =>
            t('Are you sure you want to delete the committee {abbr} ({name})? This action cannot be undone.', {
              abbr: row.abbr,
              name: row.committee,
            })
          }
        />
      </div>
    </div>
  );
};
