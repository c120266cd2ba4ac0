import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { t } from '../../i18n/intl';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new deployment). */
export const RouteErrorBoundary = () => {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  console.error(error);
  return (
    <main className="not-found">
      <div className="not-found__card" role="alert">
        <h1 className="not-found__title">{t('Something went wrong')}</h1>
        <p className="not-found__text">{detail ?? t('The page could not be shown. Please reload and try again.')}</p>
        <div className="not-found__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('Reload')}
          </button>
        </div>
      </div>
    </main>
  );
};

export const RouteLoading = () => (
  <div className="route-loading" role="status">
    {t('Loading…')}
  </div>
);
