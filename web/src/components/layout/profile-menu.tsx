import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { t } from '../../i18n/intl';
import { logOut } from '../../lib/logout';
import { useSession, type Session } from '../../lib/session';
import { usePopover } from '../../lib/use-popover';
import { Avatar } from './avatar';

/** Spec §2.3: Show Profile goes to the profile page of the user type, otherwise /profile-page. */
const profilePathOf = (session: Session) => {
  const type = session.userType ?? session.userRole;
  if (type === 'student') return paths.studentProfilePage.getHref();
  if (type === 'teacher') return paths.teacherProfilePage.getHref();
  return paths.profilePage.getHref();
};

export const ProfileMenu = () => {
  const session = useSession();
  const navigate = useNavigate();
  const { open, ref, panelId: menuId, close, toggle } = usePopover();

  return (
    <div className="popover" ref={ref}>
      <button
        type="button"
        className="avatar-button"
        aria-label={t('Profile menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <Avatar role={session.userRole} />
      </button>
      {open && (
        <div className="popover__panel" id={menuId} role="menu" aria-label={t('Profile')}>
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            onClick={() => {
              close();
              navigate(profilePathOf(session));
            }}
          >
            {t('Show Profile')}
          </button>
          <button
            type="button"
            role="menuitem"
            className="menu-item menu-item--danger"
            onClick={() => {
              close();
              void logOut();
            }}
          >
            {t('Log Out')}
          </button>
        </div>
      )}
    </div>
  );
};
