import { Link, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { t } from '../../i18n/intl';
import { Logo, SLOGAN } from '../ui/logo';
import { LanguageSwitch } from './language-switch';

/** The frame of public pages other than log-in and sign-up (email verification and confirmation). */
export const PublicLayout = () => (
  <div className="app-shell">
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={paths.login.getHref()} className="app-header__brand" aria-label={t(SLOGAN)}>
          <Logo inverted />
        </Link>
        <div className="app-header__actions">
          <LanguageSwitch />
        </div>
      </div>
    </header>
    <main id="main" className="app-main">
      <Outlet />
    </main>
  </div>
);
