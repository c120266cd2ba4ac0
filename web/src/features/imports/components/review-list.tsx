import { useId, useState } from 'react';
import { LoadFailed } from '../../../components/ui/data-table';
import type { SchoolOption } from '../api/get-schools';
import type { RowView } from '../api/import-types';
import type { ResolveAction } from '../api/resolve-import-row';
import { reviewActionsOf, schoolChoices, schoolLabel } from '../utils/review-actions';
import { t } from '../../../i18n/intl';
import { figure } from '../utils/figure';

export interface SchoolsState {
  schools: SchoolOption[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

interface ReviewItemProps {
  row: RowView;
  schools: SchoolsState;
  /** This row's decision is being sent. */
  resolving: boolean;
  /** Another row's is: one decision at a time. */
  locked: boolean;
  onResolve: (action: ResolveAction, schoolId?: string) => void;
}

const who = (row: RowView) => [row.fullName, row.email].filter(Boolean).join(' · ') || t('No name or email');

/** One row that needs review: why, and what may be decided for it (by its kind). */
const ReviewItem = ({ row, schools, resolving, locked, onResolve }: ReviewItemProps) => {
  const selectId = useId();
  const [schoolId, setSchoolId] = useState('');
  const actions = reviewActionsOf(row.kind);
  const choices = actions.school ? schoolChoices(row, schools.schools ?? []) : [];
  const disabled = resolving || locked;
  return (
    <li className="review-item" aria-busy={resolving}>
      <p className="review-item__who">
        <span className="review-item__row">{t('Row {row}', { row: figure(row.row) })}</span> <bdi>{who(row)}</bdi>
      </p>
      <p className="review-item__reason">{row.reason ?? t('Needs review')}</p>
      <div className="review-item__actions">
        {actions.school && (
          <div className="review-item__school">
            <label className="review-item__school-label" htmlFor={selectId}>
              {t('School')}
            </label>
            {schools.failed && !schools.schools ? (
              <LoadFailed text={t('Failed to load schools')} onRetry={schools.retry} />
            ) : (
              <select
                id={selectId}
                className="input input--cell"
                value={schoolId}
                disabled={disabled || schools.loading}
                onChange={(event) => setSchoolId(event.target.value)}
              >
                <option value="">{schools.loading ? t('Loading schools…') : t('Choose a school')}</option>
                {choices.map((school) => (
                  <option key={school.id} value={school.id}>
                    {schoolLabel(school, choices)}
                  </option>
                ))}
              </select>
            )}
            <button
              type="button"
              className="button button--primary button--small"
              disabled={disabled || !schoolId}
              onClick={() => onResolve('create', schoolId)}
            >
              {t('Create account')}
            </button>
          </div>
        )}
        {actions.link && (
          <button type="button" className="button button--primary button--small" disabled={disabled} onClick={() => onResolve('link')}>
            {t('Link anyway')}
          </button>
        )}
        <button type="button" className="button button--secondary button--small" disabled={disabled} onClick={() => onResolve('skip')}>
          {t('Skip')}
        </button>
      </div>
    </li>
  );
};

interface ReviewListProps {
  rows: RowView[];
  schools: SchoolsState;
  resolvingRow: number | null;
  onResolve: (row: number, action: ResolveAction, schoolId?: string) => void;
}

/** The rows the import left for the organiser: link anyway, create the account at a school, or skip. */
export const ReviewList = ({ rows, schools, resolvingRow, onResolve }: ReviewListProps) =>
  rows.length === 0 ? (
    <p className="import-panel__note">{t('Nothing needs review.')}</p>
  ) : (
    <ul className="review-list" aria-label={t('Needs review')}>
      {rows.map((row) => (
        <ReviewItem
          key={row.row}
          row={row}
          schools={schools}
          resolving={resolvingRow === row.row}
          locked={resolvingRow !== null && resolvingRow !== row.row}
          onResolve={(action, schoolId) => onResolve(row.row, action, schoolId)}
        />
      ))}
    </ul>
  );
