import { useDocumentTitle } from '../../../lib/use-document-title';
import { HistoryView } from '../components/history-view';

export const HistoryRoute = () => {
  useDocumentTitle('History');
  return <HistoryView />;
};
