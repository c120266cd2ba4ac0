import { useDocumentTitle } from '../../../lib/use-document-title';
import { CommitteesList } from '../components/committees-list';

export const CommitteesRoute = () => {
  useDocumentTitle('Committees');
  return <CommitteesList />;
};
