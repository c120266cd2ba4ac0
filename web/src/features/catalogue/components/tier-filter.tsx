import { tierFilters, tierLegend, type TierFilter } from '../utils/country-tiers';
import { t } from '../../../i18n/intl';

const filterLabel = (filter: TierFilter) => (filter === 'all' ? t('All') : filter);

interface TierFilterProps {
  active: TierFilter;
  counts: Record<TierFilter, number> | null;
  onSelect: (filter: TierFilter) => void;
}

/** All, S, A, B: which countries the list shows, each with its count. */
export const TierFilterButtons = ({ active, counts, onSelect }: TierFilterProps) => (
  <div className="segmented tier-filter" role="group" aria-label={t('Tier')}>
    {tierFilters.map((filter) => (
      <button
        key={filter}
        type="button"
        className={filter === active ? 'segmented__item is-active' : 'segmented__item'}
        aria-pressed={filter === active}
        aria-label={filter === 'all' ? t('All tiers') : t('Tier {tier}', { tier: filter })}
        onClick={() => onSelect(filter)}
      >
        {filterLabel(filter)}
        {counts && <span className="tier-filter__count">{counts[filter]}</span>}
      </button>
    ))}
  </div>
);

/** What the tiers are for: the countries a delegate may be allocated, by MUN experience. */
export const TierLegend = () => (
  <p className="tier-legend">
    <span className="tier-legend__title">{t('Allocation by tier')}</span>
    {tierLegend()}
  </p>
);
