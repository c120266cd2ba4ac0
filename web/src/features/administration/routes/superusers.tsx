import { t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SuperusersList } from '../components/superusers-list';

export const SuperusersRoute = () => {
  useDocumentTitle(t('Superusers'));
  return <SuperusersList />;
};
