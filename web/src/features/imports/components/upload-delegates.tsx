import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { shownPreview } from '../utils/import-stage';
import { ImportProgress } from './import-progress';
import { PreviewPanel } from './preview-panel';
import { ResultsPanel } from './results-panel';
import { UploadStart } from './upload-start';
import { useImportFlow } from './use-import-flow';
import { msg, t } from '../../../i18n/intl';

const TITLE = msg('Upload Delegates');

/** The workspace's Delegates tab on Key Info (its `tab` and `section` search parameters). */
const delegatesHref = (eventId: string, section?: 'key-info') =>
  `${paths.eventDashboard.getHref(eventId)}?${new URLSearchParams(section ? { tab: 'delegates', section } : { tab: 'delegates' })}`;

/**
 * Spec §2 Upload delegates (/upload-delegates/{eventId}), with a preview before anything is
 * stored: upload a spreadsheet, check and correct the preview, apply it, then decide on the
 * rows that need review.
 */
export const UploadDelegates = ({ eventId }: { eventId: string }) => {
  useDocumentTitle(t(TITLE));
  const flow = useImportFlow(eventId);
  const { stage } = flow;
  const preview = shownPreview(stage);
  const reading = stage.step === 'reading';
  const busy = flow.uploading || flow.previewing || flow.applying || reading || stage.step === 'applying';
  const uploadProgress = reading ? <ImportProgress kind="upload" job={flow.job} /> : null;

  return (
    <section className="page upload-delegates">
      <div className="upload-delegates__head">
        <div>
          <nav aria-label={t('Breadcrumb')}>
            <ol className="breadcrumb breadcrumb--chevron">
              <li className="breadcrumb__item">
                <Link to={paths.organiser.getHref()}>{t('Organiser')}</Link>
              </li>
              <li className="breadcrumb__item">{eventId ? <Link to={delegatesHref(eventId)}>{t('Delegates')}</Link> : t('Delegates')}</li>
              <li className="breadcrumb__item">
                {eventId ? <Link to={delegatesHref(eventId, 'key-info')}>{t('Key Info')}</Link> : t('Key Info')}
              </li>
              <li className="breadcrumb__item">
                <span aria-current="page">{t(TITLE)}</span>
              </li>
            </ol>
          </nav>
          <h1 className="page__title">{t(TITLE)}</h1>
        </div>
        {eventId && (
          <Link className="button button--secondary" to={delegatesHref(eventId, 'key-info')}>
            {t('Back to Delegates')}
          </Link>
        )}
      </div>
      <UploadStart
        busy={busy}
        uploading={flow.uploading}
        reason={flow.reason}
        progress={preview ? null : uploadProgress}
        onFile={(file) => void flow.chooseFile(file)}
      />
      {flow.restoring && (
        <p className="card import-panel import-panel__note" role="status">
          {t('Loading the upload…')}
        </p>
      )}
      {stage.step === 'results' ? (
        <ResultsPanel
          key={stage.importId}
          report={stage.report}
          resolvingRow={flow.resolvingRow}
          onResolve={(row, action, schoolId) => void flow.resolveRow(row, action, schoolId)}
        />
      ) : (
        preview && (
          <PreviewPanel
            // A new preview starts the form again from the mapping it used.
            key={`${stage.step === 'start' ? '' : stage.importId}:${JSON.stringify(preview.mapping)}:${preview.experienceUnit}`}
            report={preview}
            busy={busy}
            previewing={flow.previewing}
            applying={flow.applying || stage.step === 'applying'}
            progress={stage.step === 'applying' ? <ImportProgress kind="import" job={flow.job} /> : uploadProgress}
            applyError={flow.applyError}
            onPreview={(mapping, unit) => void flow.previewWith(mapping, unit)}
            onApply={(mapping, unit) => void flow.applyWith(mapping, unit)}
          />
        )
      )}
    </section>
  );
};
