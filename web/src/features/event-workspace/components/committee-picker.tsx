import { useId, useState } from 'react';
import { t } from '../../../i18n/intl';
import type { CatalogueCommittee } from '../api/get-catalogue-committees';
import { searchCatalogue } from '../utils/committee-rows';

interface CommitteePickerProps {
  catalogue: readonly CatalogueCommittee[];
  category: string;
  value: string;
  onType: (text: string) => void;
  onPick: (entry: CatalogueCommittee) => void;
}

/** §5: a searchable dropdown of the catalogue's committees of the category; typing alone picks nothing. */
export const CommitteePicker = ({ catalogue, category, value, onType, onPick }: CommitteePickerProps) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const matches = searchCatalogue(catalogue, category, value);
  return (
    <div className="committee-picker">
      <input
        className="input input--small"
        aria-label={t('Committee')}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        value={value}
        placeholder={t('Search committee')}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      {open && matches.length > 0 && (
        <ul id={listId} role="listbox" className="committee-picker__list" style={{ maxHeight: '12rem', overflowY: 'auto' }}>
          {matches.map((entry) => (
            <li
              key={entry.id}
              role="option"
              aria-selected={false}
              className="committee-picker__option"
              onMouseDown={(event) => {
                event.preventDefault();
                setOpen(false);
                onPick(entry);
              }}
            >
              <bdi>{entry.abbr}</bdi> — <bdi>{entry.committee}</bdi>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
