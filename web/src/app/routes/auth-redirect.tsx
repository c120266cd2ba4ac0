import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { authRedirectTarget } from '../../features/auth/utils/auth-hash';

/**
 * Spec §2.1: a visitor whose URL hash holds a token (the verification email links to
 * `/auth-redirect#verification_token=…`) goes on to /email-confirmation with the hash kept;
 * anyone else to /login.
 */
export const AuthRedirectRoute = () => {
  const { hash } = useLocation();
  if (authRedirectTarget(hash) === 'email-confirmation') {
    return <Navigate to={{ pathname: paths.emailConfirmation.getHref(), hash }} replace />;
  }
  return <Navigate to={paths.login.getHref()} replace />;
};
