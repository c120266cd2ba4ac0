import { useDocumentTitle } from '../../../lib/use-document-title';
import { UsersList } from '../components/users-list';

export const UsersRoute = () => {
  useDocumentTitle('Users');
  return <UsersList />;
};
