import { t } from '../../../i18n/intl';

/** A panel's loading line, or its failure with a way to try again. */
export const LoadStatus = ({
  state,
  loadingText,
  failedText,
  onRetry,
}: {
  state: 'loading' | 'failed';
  loadingText: string;
  failedText: string;
  onRetry: () => void;
}) =>
  state === 'loading' ? (
    <p className="registration-status" role="status">
      {loadingText}
    </p>
  ) : (
    <p className="registration-status registration-status--failed" role="alert">
      {failedText}
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('Try again')}
      </button>
    </p>
  );
