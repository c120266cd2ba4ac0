import { useMemo } from 'react';
import { useListState, type ListFilter } from '../../../lib/use-list-state';
import { useLoadFailureToast } from '../../../lib/use-load-failure-toast';
import { COUNTRY_CREATE_FAILED, COUNTRY_CREATED, countryInputSchema, useCreateCountry } from '../api/create-country';
import { COUNTRY_DELETE_FAILED, COUNTRY_DELETED, useDeleteCountry } from '../api/delete-country';
import { useCountries, type Country } from '../api/get-countries';
import { COUNTRY_UPDATE_FAILED, COUNTRY_UPDATED, useUpdateCountry } from '../api/update-country';
import { countByTier, parseTierFilter, withTier, type TierFilter } from '../utils/country-tiers';
import { CatalogueTable } from './catalogue-table';
import { countryColumns, countryFields } from './countries-columns';
import { TierFilterButtons, TierLegend } from './tier-filter';
import { kept, parseDraft, persist } from './save-outcome';

const FETCH_FAILED = 'Failed to fetch countries';

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
  const createCountry = useCreateCountry();
  const updateCountry = useUpdateCountry();
  const deleteCountry = useDeleteCountry();

  useLoadFailureToast(countriesQuery.isError, FETCH_FAILED, 'countries-fetch-failed');

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
        isLoading={countriesQuery.isPending}
        loadingText="Loading countries..."
        emptyText={tier === 'all' ? 'No countries yet. Use Add to create the first one.' : `No tier ${tier} countries.`}
        noMatchText="No countries match your search."
        search={search}
        onSearchChange={setSearch}
        onCreate={async (draft) => {
          const values = parseDraft(countryInputSchema, draft);
          return values
            ? persist(() => createCountry.mutateAsync(values), { success: COUNTRY_CREATED, failure: COUNTRY_CREATE_FAILED })
            : kept;
        }}
        onUpdate={async (row, draft) => {
          const values = parseDraft(countryInputSchema, draft);
          return values
            ? persist(() => updateCountry.mutateAsync({ id: row.id, values }), { success: COUNTRY_UPDATED, failure: COUNTRY_UPDATE_FAILED })
            : kept;
        }}
        onDelete={async (row) =>
          (await persist(() => deleteCountry.mutateAsync(row.id), { success: COUNTRY_DELETED, failure: COUNTRY_DELETE_FAILED })).saved
        }
        deleteMessage={(row) => `Are you sure you want to delete the country ${row.name} (${row.code})? This action cannot be undone.`}
      />
    </div>
  );
};
