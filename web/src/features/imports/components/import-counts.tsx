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
        <dt>{line.label}</dt>
        <dd>{line.value.toLocaleString('en-US')}</dd>
      </div>
    ))}
  </dl>
);
