import { useMemo } from 'react';
import { useListState, type ListFilter } from '../../../lib/use-list-state';
import { countryEndpoints } from '@contract/catalogue';
import { useCatalogueWrites } from '../api/catalogue-writes';
import { useCountries, type Country } from '../api/get-countries';
import { countByTier, parseTierFilter, withTier, type TierFilter } from '../utils/country-tiers';
import { CatalogueTable } from './catalogue-table';
import { countryColumns, countryFields } from './countries-columns';
import { TierFilterButtons, TierLegend } from './tier-filter';
import { kept, parseDraft, persist } from './save-outcome';

const FETCH_FAILED = 'Failed to fetch countries';
const created = { success: 'Country created successfully', failure: 'Failed to create country' };
const updated = { success: 'Country updated successfully', failure: 'Failed to update country' };
const deleted = { success: 'Country deleted successfully', failure: 'Failed to delete country' };

const tierFilter: ListFilter<TierFilter> = {
  fallback: 'all',
  is: (raw): raw is TierFilter => raw !== null && parseTierFilter(raw) === raw,
};

/**
 * The Countries masterlist: search by name or code, a tier filter (both in the URL), Add,
 * Edit and Delete as in the other catalogues, and each row's tier changed and saved right
 * from its select.
 */
export const CountriesList = () => {
  const { search, setSearch, filters, setFilter } = useListState<{ tier: TierFilter }>({ tier: tierFilter });
  const { tier } = filters;

  const countriesQuery = useCountries();
  const writes = useCatalogueWrites(countryEndpoints);

  const all = countriesQuery.data;
  const rows = useMemo(() => withTier(all ?? [], tier), [all, tier]);
  const counts = useMemo(() => (all ? countByTier(all) : null), [all]);

  return (
    <div className="catalogue-page">
      <TierLegend />
      <CatalogueTable<Country>
        // Another filter starts without a half-edited row of the previous one.
        key={tier}
        label="Countries"
        className="countries-table"
        toolbar={<TierFilterButtons active={tier} counts={counts} onSelect={(next) => setFilter('tier', next)} />}
        rows={rows}
        columns={countryColumns}
        fields={countryFields}
        query={countriesQuery}
        failedText={FETCH_FAILED}
        loadingText="Loading countries..."
        emptyText={tier === 'all' ? 'No countries yet. Use Add to create the first one.' : `No tier ${tier} countries.`}
        noMatchText="No countries match your search."
        search={search}
        onSearchChange={setSearch}
        onCreate={async (draft) => {
          const values = parseDraft(countryEndpoints.add.body, draft);
          return values ? persist(() => writes.create.mutateAsync(values), created) : kept;
        }}
        onUpdate={async (row, draft) => {
          const values = parseDraft(countryEndpoints.update.body, draft);
          return values ? persist(() => writes.update.mutateAsync({ id: row.id, values }), updated) : kept;
        }}
        onDelete={async (row) => (await persist(() => writes.remove.mutateAsync(row.id), deleted)).saved}
        deleteMessage={(row) => `Are you sure you want to delete the country ${row.name} (${row.code})? This action cannot be undone.`}
      />
    </div>
  );
};
