import { useRef, type KeyboardEvent } from 'react';
import { emirateTabs, type EmirateKey } from '../utils/emirates';

export const emirateTabId = (key: EmirateKey) => `emirate-tab-${key}`;
export const EMIRATE_PANEL_ID = 'emirate-tab-panel';

interface EmirateTabsProps {
  active: EmirateKey;
  counts: Record<EmirateKey, number> | null;
  onSelect: (key: EmirateKey) => void;
}

/** Spec §2.6: the emirate tabs of the Schools and Localities lists; arrow keys move between them. */
export const EmirateTabs = ({ active, counts, onSelect }: EmirateTabsProps) => {
  const refs = useRef<Partial<Record<EmirateKey, HTMLButtonElement | null>>>({});
  const keys = emirateTabs.map((tab) => tab.key);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = keys.indexOf(active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next: EmirateKey | undefined;
    if (step !== 0) next = keys[(index + step + keys.length) % keys.length];
    if (event.key === 'Home') next = keys[0];
    if (event.key === 'End') next = keys[keys.length - 1];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs emirate-tabs" role="tablist" aria-label="Emirates" onKeyDown={onKeyDown}>
      {emirateTabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[tab.key] = element;
            }}
            type="button"
            role="tab"
            id={emirateTabId(tab.key)}
            aria-selected={selected}
            aria-controls={EMIRATE_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'tab tab--active' : 'tab'}
            onClick={() => !selected && onSelect(tab.key)}
          >
            {tab.label}
            {counts && (
              <span className="tab__count" aria-hidden="true">
                {counts[tab.key]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
};
