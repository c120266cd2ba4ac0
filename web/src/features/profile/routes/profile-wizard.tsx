import { useState } from 'react';
import { msg, t } from '../../../i18n/intl';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session';
import { useUserProfile } from '../api/get-user-profile';
import { ProfileDone } from '../components/profile-done';
import { ProfileWizard } from '../components/profile-wizard';
import type { ProfileRole } from '../utils/profile-form';

const titles: Record<ProfileRole, string> = {
  student: msg('Student Profile'),
  teacher: msg('Teacher Profile'),
};

const headings: Record<ProfileRole, string> = {
  student: msg('Complete your student profile'),
  teacher: msg('Complete your teacher profile'),
};

/** /student-profile and /teacher-profile: the wizard, unless the profile is already complete. */
const ProfileWizardPage = ({ role }: { role: ProfileRole }) => {
  useDocumentTitle(t(titles[role]));
  const { userId } = useSession();
  const profileQuery = useUserProfile(userId);
  // Only the first answer decides: the wizard's own success refetches the profile too.
  const [alreadyComplete, setAlreadyComplete] = useState<boolean | null>(null);
  if (alreadyComplete === null && !profileQuery.isPending) setAlreadyComplete(profileQuery.data?.hasProfile === true);
  const waiting = userId !== null && alreadyComplete === null;

  return (
    <section className="page profile-wizard-page" aria-labelledby="profile-wizard-title">
      <header className="page__header">
        <h1 className="page__title" id="profile-wizard-title">
          {t(headings[role])}
        </h1>
        <p className="page__subtitle">{t('Tell us about yourself and your school so you can take part in events.')}</p>
      </header>
      {waiting ? (
        <div className="card page-loading" role="status">
          {t('Loading…')}
        </div>
      ) : alreadyComplete ? (
        <ProfileDone role={role} title={t('Your profile is already complete')} text={t('You can change it on your profile page.')} />
      ) : (
        <ProfileWizard role={role} />
      )}
    </section>
  );
};

export const StudentProfileWizardRoute = () => <ProfileWizardPage role="student" />;
export const TeacherProfileWizardRoute = () => <ProfileWizardPage role="teacher" />;
