import { useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { Registration } from '../../../../lib/registration-schema';
import { SEARCH_ADD_PLACEHOLDER, searchDelegatesToAdd } from '../utils/delegate-search-add';
import { delegateLabel, munExperienceLabel, schoolName } from '../utils/delegate-rows';
import { t } from '../../../../i18n/intl';

interface DelegateSearchAddProps {
  delegates: readonly Registration[];
  onPick: (delegate: Registration) => void;
}

const metaOf = (delegate: Registration) =>
  [
    schoolName(delegate.user),
    munExperienceLabel(delegate.mun_experience),
    delegate.assigned_committee?.abbr ?? t('Not assigned'),
    delegate.locked ? t('Locked') : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Spec §2 item 6, Allocation: type a name, MUN experience or school and pick a delegate to
 * assign to the open committee. Arrow keys move through the suggestions, Enter picks.
 */
export const DelegateSearchAdd = ({ delegates, onPick }: DelegateSearchAddProps) => {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  // Typing stays quick with thousands of delegates: the suggestions follow a moment later.
  const query = useDeferredValue(text);
  const matches = useMemo(() => searchDelegatesToAdd(delegates, query), [delegates, query]);
  const shown = open && matches.length > 0;

  const pick = (delegate: Registration) => {
    setText('');
    setOpen(false);
    onPick(delegate);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setOpen(false);
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[Math.min(active, matches.length - 1)];
      if (chosen) pick(chosen);
    }
  };

  return (
    <div className="search-add suggest-field">
      <input
        type="search"
        className="input"
        placeholder={t(SEARCH_ADD_PLACEHOLDER)}
        aria-label={t(SEARCH_ADD_PLACEHOLDER)}
        autoComplete="off"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${listId}-${Math.min(active, matches.length - 1)}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {shown && (
        <ul className="suggestions search-add__list" id={listId} role="listbox" aria-label={t('Delegates to assign')}>
          {matches.map((delegate, index) => (
            <li
              key={delegate.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'suggestions__option is-active' : 'suggestions__option'}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(delegate);
              }}
            >
              <span className="suggestions__name" dir="auto">
                {delegateLabel(delegate)}
              </span>
              <span className="suggestions__meta">{metaOf(delegate)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
