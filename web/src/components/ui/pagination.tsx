import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/intl';
import { getLanguageChoice } from '../../i18n/language';
import { ELLIPSIS, pageNumbers, pageRange } from '../../lib/page-numbers';

export interface PaginationProps {
  /** The page asked for, from 1; clamped to the pages that exist. */
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, plural and already translated: 'Showing 1 to 7 of 20 users'. */
  noun: string;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Users pages' (already translated); 'Pages' by default. */
  label?: string;
}

/** A count in the chosen digits; English keeps the spec's plain figures ('of 1200 users'). */
const figure = (value: number) => (getLanguageChoice().language === 'en' ? String(value) : formatNumber(value));

/** Points back or on in the reading direction: mirrored on right-to-left screens (styles.css). */
const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg className="pagination__chevron" viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
    <path
      d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * Spec §2.6 and §9: 'Showing X to Y of N <noun>', Previous and Next, and the page buttons
 * (first, last, the current one with one each side, ellipses between). Nothing shows without rows.
 */
export const Pagination = ({ page, pageSize, total, noun, onPageChange, label }: PaginationProps) => {
  const range = pageRange(page, pageSize, total);
  if (total === 0) return null;
  const current = range.page;

  return (
    <div className="pagination">
      <p className="pagination__summary" aria-live="polite">
        {t('Showing {from} to {to} of {total} {noun}', {
          from: figure(range.from),
          to: figure(range.to),
          total: figure(range.total),
          noun,
        })}
      </p>
      <nav className="pagination__pages" aria-label={label ?? t('Pages')}>
        <button type="button" className="pagination__step" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
          <Chevron direction="left" />
          {t('Previous')}
        </button>
        <ul className="pagination__list">
          {pageNumbers(current, range.pageCount).map((item, index) =>
            item === ELLIPSIS ? (
              <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
                {ELLIPSIS}
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={item === current ? 'pagination__page is-current' : 'pagination__page'}
                  aria-label={t('Page {page}', { page: figure(item) })}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => item !== current && onPageChange(item)}
                >
                  {figure(item)}
                </button>
              </li>
            ),
          )}
        </ul>
        <button type="button" className="pagination__step" disabled={current >= range.pageCount} onClick={() => onPageChange(current + 1)}>
          {t('Next')}
          <Chevron direction="right" />
        </button>
      </nav>
    </div>
  );
};
