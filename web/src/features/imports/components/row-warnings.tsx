import type { ReportView } from '../api/import-types';
import { warningLine, warningLines } from '../utils/import-rows';
import { t } from '../../../i18n/intl';
import { figure } from '../utils/figure';

/** What rows wrote that is left out (a committee the event lacks, an invalid phone, an unknown food choice): nothing is dropped unseen. */
export const RowWarnings = ({ report }: { report: Pick<ReportView, 'rows'> }) => {
  const lines = warningLines(report);
  if (lines.length === 0) return null;
  return (
    <div className="import-panel__section">
      <h3 className="import-panel__subtitle">{t('Warnings ({count})', { count: figure(lines.length) })}</h3>
      <ul className="import-warnings" aria-label={t('Warnings')}>
        {lines.map((line, index) => (
          <li key={`${line.row}-${index}`}>{warningLine(line)}</li>
        ))}
      </ul>
    </div>
  );
};
