import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n/intl';
import { getSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { LoginResult } from '../api/login';
import { LoginForm } from '../components/login-form';
import { pathAfterLogin } from '../utils/landing-path';
import { storeAuthSession } from '../utils/store-session';

const rememberedPathOf = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
};

export const LoginRoute = () => {
  useDocumentTitle(t('Log In'));
  const navigate = useNavigate();
  const location = useLocation();

  const onSuccess = (result: LoginResult) => {
    storeAuthSession(result);
    navigate(pathAfterLogin(result, getSession(), rememberedPathOf(location.state)), { replace: true });
  };

  return (
    <AuthLayout title={t('Welcome back')} subtitle={t('Log in to continue to your conferences.')}>
      <LoginForm onSuccess={onSuccess} />
      <p className="auth-layout__switch">
        {t("Don't have an account?")} <Link to={paths.signup.getHref()}>{t('Sign up')}</Link>
      </p>
    </AuthLayout>
  );
};
