import { t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HistoryView } from '../components/history-view';

export const HistoryRoute = () => {
  useDocumentTitle(t('History'));
  return <HistoryView />;
};
