import { Link } from 'react-router-dom';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SignupForm } from '../components/signup-form';

export const SignupRoute = () => {
  useDocumentTitle('Sign Up');
  return (
    <AuthLayout title="Create your account" subtitle="Join as a student or a teacher.">
      <SignupForm />
      <p className="auth-layout__switch">
        Already have an account? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
    </AuthLayout>
  );
};
