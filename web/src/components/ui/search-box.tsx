import { t } from '../../i18n/intl';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The field's accessible name, where one page has several lists. */
  label?: string;
}

/** The search field above a list (the look of the catalogue lists). */
export const SearchBox = ({ value, onChange, placeholder, label }: SearchBoxProps) => (
  <div className="search-box">
    <svg className="search-box__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m13 13 4 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
    <input
      type="search"
      className="input search-box__input"
      placeholder={placeholder ?? t('Search...')}
      aria-label={label ?? t('Search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  </div>
);
