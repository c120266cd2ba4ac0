import { useDocumentTitle } from '../../../lib/use-document-title';
import { SuperusersList } from '../components/superusers-list';

export const SuperusersRoute = () => {
  useDocumentTitle('Superusers');
  return <SuperusersList />;
};
