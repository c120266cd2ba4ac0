import { useDocumentTitle } from '../../../lib/use-document-title';
import { LocalitiesList } from '../components/localities-list';
import { t } from '../../../i18n/intl';

export const LocalitiesRoute = () => {
  useDocumentTitle(t('Localities'));
  return <LocalitiesList />;
};
