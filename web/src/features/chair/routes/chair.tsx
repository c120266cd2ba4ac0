import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChairedCommitteesPage } from '../components/chaired-committees-page';
import { chairTexts } from '../utils/chair';

/** Anyone signed in may open it: it lists what they chair now, or says they chair nothing. */
export const ChairRoute = () => {
  useDocumentTitle(chairTexts.title);
  return <ChairedCommitteesPage />;
};
