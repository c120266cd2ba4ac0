import { useRef, type KeyboardEvent } from 'react';
import { committeeCategories, type CommitteeCategory } from '../api/get-committees';

export const committeeTabLabels: Record<CommitteeCategory, string> = {
  country: 'Country Committees',
  role: 'Role Committees',
  crisis: 'Crisis Committees',
  open: 'Open Committees',
};

export const committeeTabId = (category: CommitteeCategory) => `committee-tab-${category}`;
export const COMMITTEE_PANEL_ID = 'committee-tab-panel';

interface CommitteeTabsProps {
  active: CommitteeCategory;
  counts: Record<CommitteeCategory, number>;
  onSelect: (category: CommitteeCategory) => void;
}

/** The four category tabs; arrow keys move between them as in any tab list. */
export const CommitteeTabs = ({ active, counts, onSelect }: CommitteeTabsProps) => {
  const refs = useRef<Partial<Record<CommitteeCategory, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = committeeCategories.indexOf(active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next: CommitteeCategory | undefined;
    if (step !== 0) next = committeeCategories[(index + step + committeeCategories.length) % committeeCategories.length];
    if (event.key === 'Home') next = committeeCategories[0];
    if (event.key === 'End') next = committeeCategories[committeeCategories.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label="Committee categories" onKeyDown={onKeyDown}>
      {committeeCategories.map((category) => {
        const selected = category === active;
        return (
          <button
            key={category}
            ref={(element) => {
              refs.current[category] = element;
            }}
            type="button"
            role="tab"
            id={committeeTabId(category)}
            aria-selected={selected}
            aria-controls={COMMITTEE_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'tab tab--active' : 'tab'}
            onClick={() => onSelect(category)}
          >
            {committeeTabLabels[category]}
            <span className="tab__count" aria-hidden="true">
              {counts[category]}
            </span>
          </button>
        );
      })}
    </div>
  );
};
