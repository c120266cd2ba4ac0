import { t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountOverview } from '../components/account-overview';
import { RoleProfilePage } from '../components/profile-page';

export const StudentProfilePageRoute = () => {
  const title = t('My Student Profile');
  useDocumentTitle(title);
  return <RoleProfilePage role="student" title={title} />;
};

export const TeacherProfilePageRoute = () => {
  const title = t('My Teacher Profile');
  useDocumentTitle(title);
  return <RoleProfilePage role="teacher" title={title} />;
};

export const ProfilePageRoute = () => {
  useDocumentTitle(t('Profile'));
  return <AccountOverview />;
};
