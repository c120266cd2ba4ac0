import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * Spec §2.1: a visitor arriving with an access token in the URL hash (the link of the
 * verification email) goes on to /email-confirmation with the hash kept; anyone else to /login.
 */
export const AuthRedirectRoute = () => {
  const { hash } = useLocation();
  if (hash.includes('access_token')) {
    return <Navigate to={{ pathname: paths.emailConfirmation.getHref(), hash }} replace />;
  }
  return <Navigate to={paths.login.getHref()} replace />;
};
