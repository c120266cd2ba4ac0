import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDashboard, type DashboardStats } from '../api/get-dashboard';
import { formatNumber } from '../../../i18n/format';
import { msg, t } from '../../../i18n/intl';

interface Tile {
  key: keyof DashboardStats;
  label: string;
  /** What the number counts (spec §2.6). */
  hint: string;
  href: string;
  icon: ReactNode;
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const calendar = 'M4 6.5h16v13H4zM4 10.5h16M8.5 4v4M15.5 4v4';
const superUser = paths.superUser;

/** Spec §2.6: the six dashboard tiles, in this order. */
const tiles: readonly Tile[] = [
  {
    key: 'eventsUpcoming',
    label: msg('Events Upcoming'),
    hint: msg('Events with status pending'),
    href: superUser.events.getHref(),
    icon: icon(calendar),
  },
  {
    key: 'eventsCompleted',
    label: msg('Events Completed'),
    hint: msg('Events with status completed'),
    href: superUser.events.getHref(),
    icon: icon(`${calendar}M9 15l2 2 4-4`),
  },
  {
    key: 'users',
    label: msg('Users'),
    hint: msg('Accounts on the platform'),
    href: superUser.users.getHref(),
    icon: icon(
      'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c.6-3.6 3-5.5 6-5.5s5.4 1.9 6 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c1.7.7 2.7 2.4 3 5.2',
    ),
  },
  {
    key: 'organisers',
    label: msg('Organisers'),
    hint: msg('Approved organisers'),
    href: superUser.organisers.getHref(),
    icon: icon('M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z'),
  },
  {
    key: 'pendingApprovals',
    label: msg('Pending Approvals'),
    hint: msg('Organiser requests waiting'),
    href: superUser.organisers.getHref(),
    icon: icon('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5V12l3 2'),
  },
  {
    key: 'schools',
    label: msg('Schools'),
    hint: msg('Schools in the master list'),
    href: superUser.schools.getHref(),
    icon: icon('M3 10l9-5 9 5-9 5zM7 12.2V17c1.5 1.3 3.2 2 5 2s3.5-.7 5-2v-4.8M21 10v5'),
  },
];

/** /super-user: the dashboard. Until the counts arrive the tiles say so; they never show made-up numbers. */
export const DashboardRoute = () => {
  useDocumentTitle(t('Super User Dashboard'));
  const dashboard = useDashboard();
  const stats = dashboard.data;
  const failed = dashboard.isError || (dashboard.isSuccess && !stats);

  return (
    <div className="dashboard">
      {failed && (
        <div className="dashboard__error card" role="alert">
          <p>{t('The dashboard figures could not be loaded.')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void dashboard.refetch()}
            disabled={dashboard.isFetching}
          >
            {dashboard.isFetching ? t('Trying…') : t('Try again')}
          </button>
        </div>
      )}
      <ul className="dashboard__tiles" aria-label={t('Dashboard')} aria-busy={dashboard.isPending}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.href} className={`card stat-tile stat-tile--${tile.key}`}>
              <span className="stat-tile__icon">{tile.icon}</span>
              <span className="stat-tile__label">{t(tile.label)}</span>
              <span className="stat-tile__value">
                {stats ? (
                  formatNumber(stats[tile.key])
                ) : failed ? (
                  <>
                    <span className="stat-tile__missing" aria-hidden="true">
                      —
                    </span>
                    <span className="visually-hidden">{t('not available')}</span>
                  </>
                ) : (
                  <>
                    <span className="stat-tile__loading" aria-hidden="true" />
                    <span className="visually-hidden">{t('Loading')}</span>
                  </>
                )}
              </span>
              <span className="stat-tile__hint">{t(tile.hint)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
