import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { msg, t } from '../../../i18n/intl';
import type { UserProfile } from '../api/get-user-profile';
import { displayValueOf, editableFieldsOf, fieldLabels } from '../utils/profile-edit';
import { AccountSummary, CompleteProfilePrompt, ProfileLoadStatus, Section, useOwnProfile } from './profile-page';

const roleLabels: Record<UserProfile['role'], string> = { student: msg('Student'), teacher: msg('Teacher') };

const rolePagePath = (role: string | null | undefined) => {
  if (role === 'student') return paths.studentProfilePage.getHref();
  if (role === 'teacher') return paths.teacherProfilePage.getHref();
  return null;
};

/** /profile-page: the account of any role and whatever profile it has, read-only. */
export const AccountOverview = () => {
  const load = useOwnProfile();
  const editPath = load.state === 'ready' ? rolePagePath(load.profile.role) : null;
  return (
    <section className="page profile-page" aria-labelledby="profile-page-title">
      <h1 className="page__title" id="profile-page-title">
        {t('Profile')}
      </h1>
      {load.state !== 'ready' ? (
        <ProfileLoadStatus load={load} />
      ) : (
        <>
          <AccountSummary profile={load.profile} userId={load.userId} canUpload={false} />
          <Section title={t('Account')}>
            <dl className="profile-fields">
              <div className="profile-field">
                <dt className="profile-field__label">{t('Role')}</dt>
                <dd className="profile-field__value">{t(roleLabels[load.profile.role])}</dd>
              </div>
              {load.profile.global_role === 'superuser' && (
                <div className="profile-field">
                  <dt className="profile-field__label">{t('Global role')}</dt>
                  <dd className="profile-field__value">{t('Super user')}</dd>
                </div>
              )}
              {load.profile.organiserId && (
                <div className="profile-field">
                  <dt className="profile-field__label">{t('Organiser ID')}</dt>
                  <dd className="profile-field__value">
                    <bdi>{load.profile.organiserId}</bdi>
                  </dd>
                </div>
              )}
            </dl>
          </Section>
          {load.profile.hasProfile ? (
            <Section title={t('Profile details')}>
              <dl className="profile-fields">
                {editableFieldsOf(load.profile.role).map((field) => {
                  const value = displayValueOf(field, load.profile);
                  return (
                    <div className="profile-field" key={field}>
                      <dt className="profile-field__label">{t(fieldLabels[field])}</dt>
                      <dd className="profile-field__value">
                        {value ? (
                          <bdi dir={field === 'phone' ? 'ltr' : undefined}>{value}</bdi>
                        ) : (
                          <span className="profile-field__empty">{t('Not set')}</span>
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
              {editPath && (
                <p className="profile-section__text">
                  <Link to={editPath}>{t('Edit your profile')}</Link>
                </p>
              )}
            </Section>
          ) : (
            <CompleteProfilePrompt role={load.profile.role} />
          )}
        </>
      )}
    </section>
  );
};
