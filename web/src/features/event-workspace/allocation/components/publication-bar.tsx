import { toast } from 'sonner';
import { publishModes, type PublishMode } from '@domain/allocation/publication';
import { errorMessageOf } from '../../../../lib/api-client';
import { usePublication } from '../api/get-publication';
import { usePublishAllocation, useSetPublishMode } from '../api/publish-allocation';
import { lastPublishedText, pendingText, publishModeLabels } from '../../utils/publication-text';
import { msg, t } from '../../../../i18n/intl';

const PUBLISH_FAILED = msg('Failed to publish allocation');
const MODE_FAILED = msg('Failed to change when seats are published');

/**
 * Seats stay with the organiser until published: when they last were, how many changes wait,
 * Publish allocation, and whether later changes reach delegates at once.
 */
export const PublicationBar = ({ eventId }: { eventId: string }) => {
  const publication = usePublication(eventId);
  const publish = usePublishAllocation();
  const setMode = useSetPublishMode();
  const current = publication.data;

  const onPublish = async () => {
    try {
      const answer = await publish.mutateAsync({ eventId });
      if (answer) toast.success(answer.message ?? t('Allocation published'));
    } catch (error) {
      toast.error(errorMessageOf(error, t(PUBLISH_FAILED)));
    }
  };
  const onMode = async (mode: PublishMode) => {
    try {
      const answer = await setMode.mutateAsync({ eventId, mode });
      if (answer) toast.success(answer.message ?? t(publishModeLabels[mode]));
    } catch (error) {
      toast.error(errorMessageOf(error, t(MODE_FAILED)));
    }
  };

  return (
    <section className="publication-bar" aria-label={t('Publishing the allocation')}>
      <div className="publication-bar__status" aria-live="polite">
        {current ? (
          <>
            <strong>{lastPublishedText(current.published_at)}</strong>
            <span>{pendingText(current.pending)}</span>
          </>
        ) : (
          <span role="status">{publication.isError ? t('The publication state could not be loaded.') : t('Loading...')}</span>
        )}
      </div>
      <label className="publication-bar__mode">
        <span>{t('After publishing, changes')}</span>
        <select
          className="input"
          value={current?.mode ?? 'batched'}
          disabled={!current || setMode.isPending}
          onChange={(event) => void onMode(event.target.value as PublishMode)}
        >
          {publishModes.map((mode) => (
            <option key={mode} value={mode}>
              {t(publishModeLabels[mode])}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--primary"
        disabled={!current || current.pending === 0 || publish.isPending}
        onClick={() => void onPublish()}
      >
        {publish.isPending ? t('Publishing...') : t('Publish allocation')}
      </button>
    </section>
  );
};
