import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { breadcrumbOf, dashboardSection, historySection, masterlistGroups, masterlistsSection } from '../sections';
import { t } from '../../../i18n/intl';

const topButtonClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'segmented__item is-active' : 'segmented__item');
const sideLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'side-nav__link is-active' : 'side-nav__link');

/** Spec §2.6: breadcrumb title, the Dashboard and Masterlists buttons (and History, the audit trail), and the Masterlists groups. */
export const SuperUserLayout = () => {
  const { pathname } = useLocation();
  const trail = breadcrumbOf(pathname);
  const current = trail[trail.length - 1] ?? dashboardSection;
  const inMasterlists = pathname.startsWith(paths.superUser.masterlists.path);
  const sideNav = useRef<HTMLElement>(null);
  // On a phone the lists are one row that scrolls sideways: keep the open one in view.
  useEffect(() => {
    const active = sideNav.current?.querySelector<HTMLElement>('.side-nav__link.is-active');
    const nav = sideNav.current;
    if (active && nav && nav.scrollWidth > nav.clientWidth) nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  return (
    <div className="page super-user">
      <div className="super-user__head">
        <div>
          <nav aria-label={t('Breadcrumb')}>
            <ol className="breadcrumb">
              {trail.map((crumb, index) => (
                <li key={`${crumb.label}-${index}`} className="breadcrumb__item">
                  {index === trail.length - 1 ? (
                    <span aria-current="page">{t(crumb.label)}</span>
                  ) : (
                    <Link to={crumb.href}>{t(crumb.label)}</Link>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <h1 className="page__title">{t(current.label)}</h1>
        </div>
        <nav className="segmented" aria-label={t('Super user sections')}>
          <NavLink to={dashboardSection.href} end className={topButtonClass}>
            {t('Dashboard')}
          </NavLink>
          <NavLink to={masterlistsSection.href} className={topButtonClass}>
            {t('Masterlists')}
          </NavLink>
          <NavLink to={historySection.href} className={topButtonClass}>
            {t('History')}
          </NavLink>
        </nav>
      </div>

      <div className={inMasterlists ? 'super-user__body super-user__body--with-nav' : 'super-user__body'}>
        {inMasterlists && (
          <nav className="side-nav" aria-label={t('Masterlists')} ref={sideNav}>
            {masterlistGroups.map((group) => (
              <div key={group.href} className="side-nav__group">
                <NavLink to={group.href} end className={({ isActive }) => (isActive ? 'side-nav__heading is-active' : 'side-nav__heading')}>
                  {t(group.label)}
                </NavLink>
                <ul className="side-nav__list">
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <NavLink to={item.href} className={sideLinkClass}>
                        {t(item.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <div className="super-user__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
};
