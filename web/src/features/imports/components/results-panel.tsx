import { useSchools } from '../api/get-schools';
import type { ReportView } from '../api/import-types';
import type { ResolveAction } from '../api/resolve-import-row';
import { errorLine, errorRows, reviewRows } from '../utils/import-rows';
import { importMessages } from '../utils/import-messages';
import { reviewActionsOf } from '../utils/review-actions';
import { ImportCounts } from './import-counts';
import { ReviewList } from './review-list';
import { RowsTable } from './rows-table';
import { RowWarnings } from './row-warnings';
import { t } from '../../../i18n/intl';
import { figure } from '../utils/figure';

interface ResultsPanelProps {
  report: ReportView;
  resolvingRow: number | null;
  onResolve: (row: number, action: ResolveAction, schoolId?: string) => void;
}

/** Spec §2 and §3: after the import, the counts and the errors; then the rows to review and every row. */
export const ResultsPanel = ({ report, resolvingRow, onResolve }: ResultsPanelProps) => {
  const errors = errorRows(report);
  const toReview = reviewRows(report);
  const needsSchools = toReview.some((row) => reviewActionsOf(row.kind).school !== null);
  const schoolsQuery = useSchools({ enabled: needsSchools });
  const schools = {
    schools: schoolsQuery.data,
    loading: schoolsQuery.isPending && needsSchools,
    failed: schoolsQuery.isError,
    retry: () => void schoolsQuery.refetch(),
  };

  return (
    <section className="card import-panel" aria-label={t('Results')}>
      <div className="import-panel__head">
        <h2 className="import-panel__title">{t(importMessages.resultsTitle)}</h2>
        <p className="import-panel__file">
          <bdi>{report.fileName}</bdi>
        </p>
      </div>
      <ImportCounts counts={report.counts} withErrors={false} />
      <div className="import-panel__section">
        <h3 className="import-panel__subtitle">{t('Errors ({count})', { count: figure(errors.length) })}</h3>
        {errors.length === 0 ? (
          <p className="import-panel__note">{t('No errors.')}</p>
        ) : (
          <ul className="import-errors" aria-label={t('Errors')}>
            {errors.map((error) => (
              <li key={error.row}>{errorLine(error)}</li>
            ))}
          </ul>
        )}
      </div>
      <RowWarnings report={report} />
      <div className="import-panel__section">
        <h3 className="import-panel__subtitle">{t('Needs review ({count})', { count: figure(toReview.length) })}</h3>
        <ReviewList rows={toReview} schools={schools} resolvingRow={resolvingRow} onResolve={onResolve} />
      </div>
      <div className="import-panel__section">
        <h3 className="import-panel__subtitle">{t('All rows')}</h3>
        <RowsTable rows={report.rows} emptyText={t('The file has no rows.')} />
      </div>
    </section>
  );
};
