import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { profileMessages } from '@domain/users/profile-rules';
import { paths } from '../../../config/paths';
import { t, tm } from '../../../i18n/intl';
import { useSession } from '../../../lib/session';
import { useUserProfile, type UserProfile } from '../api/get-user-profile';
import { loadProfileFailedMessage } from '../utils/messages';
import type { ProfileRole } from '../utils/profile-form';
import { AvatarUpload, ProfileAvatar } from './avatar-upload';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { ProfileFields } from './profile-fields';
import { useLoadFailureToast } from './use-load-failure-toast';

export const wizardPathOf = (role: string | null | undefined): string | null => {
  if (role === 'student') return paths.studentProfile.getHref();
  if (role === 'teacher') return paths.teacherProfile.getHref();
  return null;
};

/** Spec §2.4: profile-less users land here after log-in; the way on is the wizard. */
export const CompleteProfilePrompt = ({ role }: { role: string | null | undefined }) => {
  const wizardPath = wizardPathOf(role);
  return (
    <div className="card complete-profile" role="region" aria-labelledby="complete-profile-title">
      <h2 className="complete-profile__title" id="complete-profile-title">
        {t('Your profile is not complete yet')}
      </h2>
      <p className="complete-profile__text">{t('Tell us about yourself and your school to take part in events.')}</p>
      {wizardPath && (
        <Link className="button button--primary" to={wizardPath}>
          {t('Complete your profile')}
        </Link>
      )}
    </div>
  );
};

export const Section = ({ title, children, className }: { title: string; children: ReactNode; className?: string }) => {
  // The title is in the chosen language: the id cannot be made from it.
  const id = useId();
  return (
    <section className={className ? `card profile-section ${className}` : 'card profile-section'} aria-labelledby={id}>
      <h2 className="profile-section__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
};

/** The account's identity: avatar (with upload when allowed), name, username, email. */
export const AccountSummary = ({ profile, userId, canUpload }: { profile: UserProfile; userId: string; canUpload: boolean }) => {
  const name = profile.fullname ?? '';
  return (
    <div className="card account-summary">
      {canUpload ? (
        <AvatarUpload userId={userId} avatar={profile.avatar} role={profile.role} name={name} />
      ) : (
        <ProfileAvatar avatar={profile.avatar} role={profile.role} name={name} />
      )}
      <dl className="account-summary__facts">
        {name && (
          <div className="account-summary__fact account-summary__fact--name">
            <dt className="visually-hidden">{t('Name')}</dt>
            <dd>
              <bdi>{name}</bdi>
            </dd>
          </div>
        )}
        {profile.username && (
          // The username comes with the profile; until then there is nothing to show.
          <div className="account-summary__fact">
            <dt>{t('Username')}</dt>
            <dd>
              <bdi className="account-summary__username">{profile.username}</bdi>
              <span className="badge badge--muted">{t('System generated')}</span>
            </dd>
          </div>
        )}
        <div className="account-summary__fact">
          <dt>{t('Email')}</dt>
          <dd>
            <bdi dir="ltr">{profile.email ?? ''}</bdi>
          </dd>
        </div>
      </dl>
    </div>
  );
};

export type ProfileLoad =
  | { state: 'no-user' }
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'ready'; userId: string; profile: UserProfile };

/** The signed-in user's profile, with 'Failed to load profile data. Please refresh the page.' on failure. */
export const useOwnProfile = (): ProfileLoad => {
  const { userId } = useSession();
  const query = useUserProfile(userId);
  useLoadFailureToast(query.isError ? query.errorUpdatedAt : 0, loadProfileFailedMessage);
  if (!userId) return { state: 'no-user' };
  if (query.isError) return { state: 'failed', retry: () => void query.refetch() };
  if (!query.data) return { state: 'loading' };
  return { state: 'ready', userId, profile: query.data };
};

export const ProfileLoadStatus = ({ load }: { load: Exclude<ProfileLoad, { state: 'ready' }> }) => {
  if (load.state === 'loading') {
    return (
      <div className="card page-loading" role="status">
        {t('Loading profile…')}
      </div>
    );
  }
  return (
    <div className="card inline-alert inline-alert--block" role="alert">
      <span>{load.state === 'no-user' ? tm(profileMessages.userIdMissing) : t(loadProfileFailedMessage)}</span>
      {load.state === 'failed' && (
        <button type="button" className="button button--secondary button--small" onClick={load.retry}>
          {t('Retry')}
        </button>
      )}
    </div>
  );
};

/** Spec §2.5: the student or teacher profile page. */
export const RoleProfilePage = ({ role, title }: { role: ProfileRole; title: string }) => {
  const load = useOwnProfile();
  return (
    <section className="page profile-page" aria-labelledby="profile-page-title">
      <h1 className="page__title" id="profile-page-title">
        {title}
      </h1>
      {load.state !== 'ready' ? (
        <ProfileLoadStatus load={load} />
      ) : (
        <>
          <AccountSummary profile={load.profile} userId={load.userId} canUpload />
          {load.profile.hasProfile ? (
            <Section title={t('Profile details')}>
              <ProfileFields role={role} userId={load.userId} profile={load.profile} />
            </Section>
          ) : (
            <CompleteProfilePrompt role={role} />
          )}
          <Section title={t('Change password')}>
            <ChangePasswordForm />
          </Section>
          <Section title={t('Delete account')} className="profile-section--danger">
            <p className="profile-section__text">{t('Deleting your account erases your personal data. This cannot be undone.')}</p>
            <div>
              <DeleteAccount />
            </div>
          </Section>
        </>
      )}
    </section>
  );
};
