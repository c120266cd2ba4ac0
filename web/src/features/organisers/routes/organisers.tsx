import { useDocumentTitle } from '../../../lib/use-document-title';
import { OrganisersList } from '../components/organisers-list';
import { t } from '../../../i18n/intl';

export const OrganisersRoute = () => {
  useDocumentTitle(t('Organisers'));
  return <OrganisersList />;
};
