import { useDocumentTitle } from '../../../lib/use-document-title';
import { SchoolsList } from '../components/schools-list';
import { t } from '../../../i18n/intl';

export const SchoolsRoute = () => {
  useDocumentTitle(t('Schools'));
  return <SchoolsList />;
};
