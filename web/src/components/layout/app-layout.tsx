import { Outlet } from 'react-router-dom';
import { Header } from './header';

/** The frame of every signed-in page. */
export const AppLayout = () => (
  <div className="app-shell">
    <a className="skip-link" href="#main">
      Skip to content
    </a>
    <Header />
    <main id="main" className="app-main" tabIndex={-1}>
      <Outlet />
    </main>
  </div>
);
