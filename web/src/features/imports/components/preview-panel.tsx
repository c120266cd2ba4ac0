import { useState, type ReactNode } from 'react';
import type { ColumnMapping } from '@domain/imports/columns';
import type { ExperienceUnit } from '@domain/imports/headings';
import type { ReportView } from '../api/import-types';
import {
  duplicatedFields,
  isSameMapping,
  mappingFormOf,
  mappingOf,
  mappingProblems,
  missingFields,
  withColumn,
} from '../utils/column-mapping';
import { importMessages } from '../utils/import-messages';
import { ImportCounts } from './import-counts';
import { MappingForm } from './mapping-form';
import { RowsTable } from './rows-table';
import { RowWarnings } from './row-warnings';
import { t } from '../../../i18n/intl';

interface PreviewPanelProps {
  report: ReportView;
  /** Something is being sent or followed: the form and its buttons wait. */
  busy: boolean;
  /** 'Preview again' is being answered. */
  previewing: boolean;
  applying: boolean;
  /** A job's progress bar (a new preview of a large file, or the import). */
  progress?: ReactNode;
  applyError: string | null;
  onPreview: (mapping: ColumnMapping, experienceUnit: ExperienceUnit) => void;
  onApply: (mapping: ColumnMapping, experienceUnit: ExperienceUnit) => void;
}

/**
 * What the upload would do, before anything is stored: the counts, the column mapping (to
 * correct and preview again) and every row with its outcome. Apply runs the import with the
 * mapping previewed; a changed mapping is previewed first.
 */
export const PreviewPanel = ({ report, busy, previewing, applying, progress, applyError, onPreview, onApply }: PreviewPanelProps) => {
  const columnCount = report.headers.length;
  const [form, setForm] = useState(() => mappingFormOf(report.mapping, columnCount));
  const [experienceUnit, setExperienceUnit] = useState(report.experienceUnit);
  const problems = mappingProblems(form);
  const changed =
    !isSameMapping(form, report.mapping, columnCount) || (form.munExperience !== null && experienceUnit !== report.experienceUnit);
  const missing = missingFields(form).length > 0 || report.missing.length > 0;
  const duplicated = duplicatedFields(form).length > 0;
  const canApply = !busy && !changed && !missing && !duplicated && report.rows.length > 0;

  return (
    <section className="card import-panel" aria-label={t('Preview')}>
      <div className="import-panel__head">
        <h2 className="import-panel__title">{t(importMessages.previewTitle)}</h2>
        <p className="import-panel__file">
          <bdi>{report.fileName}</bdi>
        </p>
      </div>
      <ImportCounts counts={report.counts} withErrors />
      {report.mappingRemembered && (
        <p className="import-panel__note">{t('The mapping starts from the one corrected for this event’s last upload.')}</p>
      )}
      <MappingForm
        headers={report.headers}
        form={form}
        problems={problems}
        experienceUnit={experienceUnit}
        disabled={busy}
        onChange={(field, column) => setForm((current) => withColumn(current, field, column))}
        onExperienceUnitChange={setExperienceUnit}
      />
      <div className="import-panel__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onPreview(mappingOf(form), experienceUnit)}
          disabled={busy || duplicated}
        >
          {previewing ? t('Previewing…') : t('Preview again')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => onApply(mappingOf(form), experienceUnit)}
          disabled={!canApply}
        >
          {applying ? t('Applying…') : t('Apply')}
        </button>
        {changed && !busy && (
          <span className="import-panel__note">{t('The mapping changed: preview again to see its rows before applying.')}</span>
        )}
      </div>
      {previewing && (
        <p className="import-panel__note" role="status">
          {t(importMessages.processing)}
        </p>
      )}
      {progress}
      {applyError && (
        <p className="import-panel__error" role="alert">
          {applyError}
        </p>
      )}
      <RowWarnings report={report} />
      <RowsTable
        rows={report.rows}
        emptyText={report.missing.length > 0 ? t('Choose the columns above to see the rows of the file.') : t('The file has no rows.')}
      />
    </section>
  );
};
