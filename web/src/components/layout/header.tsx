import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useChairedCommittees } from '../../lib/chaired-committees';
import { useSession } from '../../lib/session';
import { t } from '../../i18n/intl';
import { Logo } from '../ui/logo';
import { LanguageSwitch } from './language-switch';
import { ProfileMenu } from './profile-menu';

const isOrganizer = (value: string | null) => value === 'organizer' || value === 'organiser';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link nav-link--active' : 'nav-link');

/** Spec §2.3: the header every signed-in page shares; the app puts the notifications bell in it. */
export const Header = ({ bell }: { bell?: ReactNode }) => {
  const session = useSession();
  const isSuperUser = session.globalRole === 'superuser';
  const showOrganiser = session.organiserId !== null && !isSuperUser && !isOrganizer(session.userType);
  // A teacher advises their school's delegation.
  const showDelegation = session.userRole === 'teacher';
  // Whoever chairs or deputy-chairs a committee of an approved event now runs its room.
  const chaired = useChairedCommittees();
  const showChair = (chaired.data?.length ?? 0) > 0;

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={paths.home.getHref()} className="app-header__brand" aria-label={t('Home: Quest for Leadership, Quest for Change')}>
          <Logo inverted />
        </Link>
        <nav className="app-header__nav" aria-label={t('Main')}>
          <NavLink to={paths.home.getHref()} className={navClass}>
            {t('Home')}
          </NavLink>
          {isSuperUser && (
            <NavLink to={paths.superUser.root.getHref()} className={navClass}>
              {t('Superuser')}
            </NavLink>
          )}
          {showOrganiser && (
            <NavLink to={paths.organiser.getHref()} className={navClass}>
              {t('Organiser')}
            </NavLink>
          )}
          {showDelegation && (
            <NavLink to={paths.delegation.getHref()} className={navClass}>
              {t('My delegation')}
            </NavLink>
          )}
          {showChair && (
            <NavLink to={paths.chair.getHref()} className={navClass}>
              {t("Chair's room")}
            </NavLink>
          )}
        </nav>
        <div className="app-header__actions">
          <LanguageSwitch />
          {bell}
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
};
