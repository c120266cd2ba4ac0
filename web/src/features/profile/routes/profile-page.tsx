import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountOverview } from '../components/account-overview';
import { RoleProfilePage } from '../components/profile-page';

export const StudentProfilePageRoute = () => {
  useDocumentTitle('My Student Profile');
  return <RoleProfilePage role="student" title="My Student Profile" />;
};

export const TeacherProfilePageRoute = () => {
  useDocumentTitle('My Teacher Profile');
  return <RoleProfilePage role="teacher" title="My Teacher Profile" />;
};

export const ProfilePageRoute = () => {
  useDocumentTitle('Profile');
  return <AccountOverview />;
};
