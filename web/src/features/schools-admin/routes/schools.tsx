import { useDocumentTitle } from '../../../lib/use-document-title';
import { SchoolsList } from '../components/schools-list';

export const SchoolsRoute = () => {
  useDocumentTitle('Schools');
  return <SchoolsList />;
};
