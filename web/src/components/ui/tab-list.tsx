import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabListItem<Key extends string> {
  id: Key;
  label: ReactNode;
  /** Shown before the label as it is, e.g. a step number (give it aria-hidden if it is not part of the name). */
  marker?: ReactNode;
  /** Shown after the label in a pill and hidden from screen readers; null or undefined shows none. */
  count?: number | null;
  /** A disabled tab cannot be opened, and the arrow keys pass over it. */
  disabled?: boolean;
}

interface TabListProps<Key extends string> {
  tabs: readonly TabListItem<Key>[];
  active: Key;
  /** Called with a tab other than the open one: opening the open tab again changes nothing. */
  onSelect: (id: Key) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** The id of each tab, which its panel names in aria-labelledby. */
  tabId: (id: Key) => string;
  /** The id of the one tab panel all tabs control. */
  panelId: string;
  /** Added to `tabs`. */
  className?: string;
  /**
   * false: every tab that is not disabled stays in the Tab order and the arrow keys do nothing
   * (the event creation steps). By default only the open tab is in the Tab order, and
   * ArrowLeft, ArrowRight, Home and End move between the tabs and open them.
   */
  arrowKeys?: boolean;
  /** Scroll the open tab into view when the list is one row that scrolls sideways (a phone). */
  keepActiveInView?: boolean;
}

/**
 * The tab a key moves to from the open one, or undefined for a key tab lists do not use. On a
 * right-to-left page the tabs run from right to left, so ArrowLeft moves on and ArrowRight back.
 */
export const tabAfterKey = <Key extends string>(
  tabs: readonly TabListItem<Key>[],
  active: Key,
  key: string,
  direction: 'ltr' | 'rtl' = 'ltr',
): Key | undefined => {
  const ids = tabs.filter((tab) => !tab.disabled).map((tab) => tab.id);
  if (ids.length === 0) return undefined;
  if (key === 'Home') return ids[0];
  if (key === 'End') return ids[ids.length - 1];
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  const step = key === forward ? 1 : key === backward ? -1 : 0;
  if (step === 0) return undefined;
  return ids[(ids.indexOf(active) + step + ids.length) % ids.length];
};

const directionOf = (element: HTMLElement): 'ltr' | 'rtl' => (getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr');

/** A WAI-ARIA tab list: buttons with role tab that control one panel. */
export const TabList = <Key extends string>({
  tabs,
  active,
  onSelect,
  label,
  tabId,
  panelId,
  className,
  arrowKeys = true,
  keepActiveInView = false,
}: TabListProps<Key>) => {
  const refs = useRef<Partial<Record<Key, HTMLButtonElement | null>>>({});
  const listRef = useRef<HTMLDivElement>(null);
  const open = (id: Key) => {
    if (id !== active) onSelect(id);
  };

  useEffect(() => {
    if (!keepActiveInView) return;
    const list = listRef.current;
    const tab = refs.current[active];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const centred = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    // A right-to-left list counts scrollLeft from its right end (0) towards the left (negative).
    list.scrollLeft = directionOf(list) === 'rtl' ? centred - (list.scrollWidth - list.clientWidth) : centred;
  }, [active, keepActiveInView]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tabs, active, event.key, directionOf(event.currentTarget));
    if (next === undefined) return;
    event.preventDefault();
    open(next);
    refs.current[next]?.focus();
  };

  return (
    <div
      ref={listRef}
      className={className ? `tabs ${className}` : 'tabs'}
      role="tablist"
      aria-label={label}
      onKeyDown={arrowKeys ? onKeyDown : undefined}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={arrowKeys ? (selected ? 0 : -1) : undefined}
            className={selected ? 'tab tab--active' : 'tab'}
            disabled={tab.disabled}
            onClick={() => open(tab.id)}
          >
            {tab.marker}
            {tab.label}
            {tab.count !== null && tab.count !== undefined && (
              <span className="tab__count" aria-hidden="true">
                {tab.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
};
