import { useDocumentTitle } from '../../../lib/use-document-title';
import { LeadershipRolesList } from '../components/leadership-roles-list';

export const LeadershipRolesRoute = () => {
  useDocumentTitle('Leadership Roles');
  return <LeadershipRolesList />;
};
