import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { t } from '../../i18n/intl';
import { Header } from './header';

/** The frame of every signed-in page; `bell` is the header's notifications bell. */
export const AppLayout = ({ bell }: { bell?: ReactNode }) => (
  <div className="app-shell">
    <a className="skip-link" href="#main">
      {t('Skip to content')}
    </a>
    <Header bell={bell} />
    <main id="main" className="app-main" tabIndex={-1}>
      <Outlet />
    </main>
  </div>
);
