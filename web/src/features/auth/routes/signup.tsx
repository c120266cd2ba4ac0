import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SignupForm } from '../components/signup-form';
import type { VerificationState } from '../utils/verification-state';

export const SignupRoute = () => {
  useDocumentTitle(t('Sign Up'));
  const navigate = useNavigate();
  const onSuccess = (email: string) => {
    const state: VerificationState = { email };
    navigate(paths.emailVerification.getHref(), { state });
  };
  return (
    <AuthLayout title={t('Create your account')} subtitle={t('Join as a student or a teacher.')}>
      <SignupForm onSuccess={onSuccess} />
      <p className="auth-layout__switch">
        {t('Already have an account?')} <Link to={paths.login.getHref()}>{t('Log in')}</Link>
      </p>
    </AuthLayout>
  );
};
