import { useDocumentTitle } from '../../../lib/use-document-title';
import { CommitteesList } from '../components/committees-list';
import { t } from '../../../i18n/intl';

export const CommitteesRoute = () => {
  useDocumentTitle(t('Committees'));
  return <CommitteesList />;
};
