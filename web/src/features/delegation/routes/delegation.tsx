import { Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DelegationPage } from '../components/delegation-page';
import { delegationTexts } from '../utils/delegation';

/** Teachers only (the server refuses anyone else): others go home. */
export const DelegationRoute = () => {
  useDocumentTitle(delegationTexts.title);
  const session = useSession();
  if (session.userRole !== 'teacher') return <Navigate to={paths.home.getHref()} replace />;
  return <DelegationPage />;
};
