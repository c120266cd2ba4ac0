import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n/intl';
import type { ProfileRole } from '../utils/profile-form';

const homeOf = (role: ProfileRole) => (role === 'student' ? paths.studentHome : paths.teacherHome).getHref();
const profilePageOf = (role: ProfileRole) => (role === 'student' ? paths.studentProfilePage : paths.teacherProfilePage).getHref();

interface ProfileDoneProps {
  role: ProfileRole;
  title: string;
  text: string;
}

/** Spec §2.5: the confirmation after the wizard, with Home and Profile. */
export const ProfileDone = ({ role, title, text }: ProfileDoneProps) => {
  const navigate = useNavigate();
  return (
    <div className="card profile-done" role="status">
      <svg className="profile-done__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="var(--teal-100)" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="var(--teal-700)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="profile-done__title">{title}</h2>
      <p className="profile-done__text">{text}</p>
      <div className="profile-done__actions">
        <button type="button" className="button button--primary" onClick={() => navigate(homeOf(role))}>
          {t('Home')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => navigate(profilePageOf(role))}>
          {t('Profile')}
        </button>
      </div>
    </div>
  );
};
