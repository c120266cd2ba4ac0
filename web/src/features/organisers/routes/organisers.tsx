import { useDocumentTitle } from '../../../lib/use-document-title';
import { OrganisersList } from '../components/organisers-list';

export const OrganisersRoute = () => {
  useDocumentTitle('Organisers');
  return <OrganisersList />;
};
