import { useDocumentTitle } from '../../../lib/use-document-title';
import { LeadershipRolesList } from '../components/leadership-roles-list';
import { t } from '../../../i18n/intl';

export const LeadershipRolesRoute = () => {
  useDocumentTitle(t('Leadership Roles'));
  return <LeadershipRolesList />;
};
