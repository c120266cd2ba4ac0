import { t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UsersList } from '../components/users-list';

export const UsersRoute = () => {
  useDocumentTitle(t('Users'));
  return <UsersList />;
};
