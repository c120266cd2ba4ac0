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
import { msg, t } from '../../../i18n/intl';

const FETCH_FAILED = msg('Failed to fetch countries');
const createdMessages = { success: msg('Country created successfully'), failure: msg('Failed to create country') };
const updatedMessages = { success: msg('Country updated successfully'), failure: msg('Failed to update country') };
const deletedMessages = { success: msg('Country deleted successfully'), failure: msg('Failed to delete country') };

/** A write's toasts in the chosen language. */
const translated = (messages: { success: string; failure: string }) => ({ success: t(messages.success), failure: t(messages.failure) });

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

  const created = translated(createdMessages);
  const updated = translated(updatedMessages);
  const deleted = translated(deletedMessages);

  const all = countriesQuery.data;
  const rows = useMemo(() => withTier(all ?? [], tier), [all, tier]);
  const counts = useMemo(() => (all ? countByTier(all) : null), [all]);

  return (
    <div className="catalogue-page">
      <TierLegend />
      <CatalogueTable<Country>
        // Another filter starts without a half-edited row of the previous one.
        key={tier}
        label={t('Countries')}
        className="countries-table"
        toolbar={<TierFilterButtons active={tier} counts={counts} onSelect={(next) => setFilter('tier', next)} />}
        rows={rows}
        columns={countryColumns}
        fields={countryFields}
        query={countriesQuery}
        failedText={t(FETCH_FAILED)}
        loadingText={t('Loading countries...')}
        emptyText={tier === 'all' ? t('No countries yet. Use Add to create the first one.') : t('No tier {tier} countries.', { tier })}
        noMatchText={t('No countries match your search.')}
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
        deleteMessage={(row) =>
          t('Are you sure you want to delete the country {name} ({code})? This action cannot be undone.', {
            name: row.name,
            code: row.code,
          })
        }
      />
    </div>
  );
};
