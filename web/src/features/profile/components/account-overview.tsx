import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { UserProfile } from '../api/get-user-profile';
import { displayValueOf, editableFieldsOf, fieldLabels } from '../utils/profile-edit';
import { AccountSummary, CompleteProfilePrompt, ProfileLoadStatus, Section, useOwnProfile } from './profile-page';

const roleLabels: Record<UserProfile['role'], string> = { student: 'Student', teacher: 'Teacher' };

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
        Profile
      </h1>
      {load.state !== 'ready' ? (
        <ProfileLoadStatus load={load} />
      ) : (
        <>
          <AccountSummary profile={load.profile} userId={load.userId} canUpload={false} />
          <Section title="Account">
            <dl className="profile-fields">
              <div className="profile-field">
                <dt className="profile-field__label">Role</dt>
                <dd className="profile-field__value">{roleLabels[load.profile.role]}</dd>
              </div>
              {load.profile.global_role === 'superuser' && (
                <div className="profile-field">
                  <dt className="profile-field__label">Global role</dt>
                  <dd className="profile-field__value">Super user</dd>
                </div>
              )}
              {load.profile.organiserId && (
                <div className="profile-field">
                  <dt className="profile-field__label">Organiser ID</dt>
                  <dd className="profile-field__value">{load.profile.organiserId}</dd>
                </div>
              )}
            </dl>
          </Section>
          {load.profile.hasProfile ? (
            <Section title="Profile details">
              <dl className="profile-fields">
                {editableFieldsOf(load.profile.role).map((field) => {
                  const value = displayValueOf(field, load.profile);
                  return (
                    <div className="profile-field" key={field}>
                      <dt className="profile-field__label">{fieldLabels[field]}</dt>
                      <dd className="profile-field__value">{value || <span className="profile-field__empty">Not set</span>}</dd>
                    </div>
                  );
                })}
              </dl>
              {editPath && (
                <p className="profile-section__text">
                  <Link to={editPath}>Edit your profile</Link>
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
