import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/intl';
import type { ImportCounts as Counts } from '../api/import-types';
import { countLines } from '../utils/import-rows';

/** The counts of a preview (with its errors) or of the results (spec §2: Linked to Existing, New Users Created, Needs Review). */
export const ImportCounts = ({ counts, withErrors }: { counts: Counts; withErrors: boolean }) => (
  <dl className="import-counts">
    {countLines(counts, { withErrors }).map((line) => (
      <div
        key={line.label}
        className={`import-counts__item${line.label === 'Errors' && line.value > 0 ? ' import-counts__item--error' : ''}`}
      >
        <dt>{t(line.label)}</dt>
        <dd>{formatNumber(line.value)}</dd>
      </div>
    ))}
  </dl>
);
