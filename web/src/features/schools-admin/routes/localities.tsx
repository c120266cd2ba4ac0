import { useDocumentTitle } from '../../../lib/use-document-title';
import { LocalitiesList } from '../components/localities-list';

export const LocalitiesRoute = () => {
  useDocumentTitle('Localities');
  return <LocalitiesList />;
};
