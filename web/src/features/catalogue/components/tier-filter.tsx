import { tierFilters, tierLegend, type TierFilter } from '../utils/country-tiers';

const filterLabel = (filter: TierFilter) => (filter === 'all' ? 'All' : filter);

interface TierFilterProps {
  active: TierFilter;
  counts: Record<TierFilter, number> | null;
  onSelect: (filter: TierFilter) => void;
}

/** All, S, A, B: which countries the list shows, each with its count. */
export const TierFilterButtons = ({ active, counts, onSelect }: TierFilterProps) => (
  <div className="segmented tier-filter" role="group" aria-label="Tier">
    {tierFilters.map((filter) => (
      <button
        key={filter}
        type="button"
        className={filter === active ? 'segmented__item is-active' : 'segmented__item'}
        aria-pressed={filter === active}
        aria-label={filter === 'all' ? 'All tiers' : `Tier ${filter}`}
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
    <span className="tier-legend__title">Allocation by tier</span>
    {tierLegend()}
  </p>
);
