import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { UNLISTED_SCHOOL } from '@domain/users/profile-rules';
import { FormField } from '../../../components/ui/form-field';
import { msg, t } from '../../../i18n/intl';
import type { School } from '../api/get-schools';
import { matchSchools, noSchoolsMessage } from '../utils/school-search';

/** Shown with t(). */
export const UNLISTED_LABEL = msg('My school is not listed');

interface SchoolSearchProps {
  schools: readonly School[];
  localityId: string;
  schoolId: string;
  onSelect: (schoolId: string) => void;
  disabled: boolean;
  placeholder: string;
  error?: string | undefined;
  invalid?: boolean;
}

type Option = { id: string; label: string };

const initialQuery = (schools: readonly School[], schoolId: string) => {
  if (schoolId === UNLISTED_SCHOOL) return t(UNLISTED_LABEL);
  return schools.find((school) => school.id === schoolId)?.name ?? '';
};

/**
 * Type to filter the schools of the chosen locality (ARIA 1.2 combobox with a list box):
 * arrows move, Enter picks, Escape closes. 'My school is not listed' is always offered last.
 */
export const SchoolSearch = ({ schools, localityId, schoolId, onSelect, disabled, placeholder, error, invalid }: SchoolSearchProps) => {
  const listId = useId();
  const [query, setQuery] = useState(() => initialQuery(schools, schoolId));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // Once a school is picked its name is in the box; the list then shows everything again.
  const chosenLabel = initialQuery(schools, schoolId);
  const filter = schoolId && query === chosenLabel ? '' : query;
  const matches = useMemo(() => matchSchools(schools, localityId, filter), [schools, localityId, filter]);
  const options: Option[] = [
    ...matches.map((school) => ({ id: school.id, label: school.name })),
    { id: UNLISTED_SCHOOL, label: t(UNLISTED_LABEL) },
  ];
  const optionId = (index: number) => `${listId}-option-${index}`;
  const expanded = open && !disabled;

  const choose = (option: Option) => {
    onSelect(option.id);
    setQuery(option.label);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) setOpen(true);
      setActive((current) => (open ? (current + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && expanded) {
      // Enter picks the highlighted school instead of moving the form on.
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <FormField label={t('Search school')} error={error} invalid={invalid}>
      {(control) => (
        <div className="combobox">
          <input
            {...control}
            className="input"
            type="text"
            role="combobox"
            name="school_search"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && options[active] ? optionId(active) : undefined}
            placeholder={placeholder}
            value={query}
            disabled={disabled}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
              // Typing again means searching again: the earlier choice no longer holds.
              if (schoolId) onSelect('');
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          {expanded && (
            // Pressing inside the list must not blur the box (that would close the list first).
            <div className="combobox__panel" onMouseDown={(event) => event.preventDefault()}>
              {matches.length === 0 && filter.trim() !== '' && (
                <p className="combobox__empty" role="status">
                  {noSchoolsMessage(filter)}
                </p>
              )}
              <ul className="combobox__list" id={listId} role="listbox" aria-label={t('Schools')}>
                {options.map((option, index) => (
                  <li
                    key={option.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={option.id === schoolId}
                    className={[
                      'combobox__option',
                      index === active ? 'is-active' : '',
                      option.id === UNLISTED_SCHOOL ? 'combobox__option--unlisted' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => choose(option)}
                  >
                    <bdi>{option.label}</bdi>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
};
