import { useNavigate } from 'react-router-dom';
import { LogoMark } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { t } from '../../i18n/intl';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Spec §2.1: any path outside the route table. */
export const NotFoundRoute = () => {
  useDocumentTitle(t('Page Not Found'));
  const navigate = useNavigate();
  return (
    <main className="not-found">
      <div className="not-found__card">
        <LogoMark size={64} />
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">{t('Oops! Page Not Found')}</h1>
        <p className="not-found__text">{t('The page you are looking for does not exist or has been moved.')}</p>
        <div className="not-found__actions">
          <button type="button" className="button button--primary" onClick={() => navigate(paths.home.getHref())}>
            {t('Go Home')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
            {t('Go Back')}
          </button>
        </div>
      </div>
    </main>
  );
};
