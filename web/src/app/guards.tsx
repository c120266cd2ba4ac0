import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { paths } from '../config/paths';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { decideAccess } from '../lib/authorization';
import { isLoggingOut } from '../lib/logout';
import { clearBrowserStorage, hasToken, useSession } from '../lib/session';

/** Spec §2.2: every page behind the login. The page asked for is remembered for after log-in. */
export const RequireAuth = () => {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(location.pathname, session);

  if (decision.kind === 'login') {
    if (isLoggingOut()) return <Navigate to={paths.login.getHref()} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref()} replace state={{ from }} />;
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <AppLayout bell={<NotificationBell />} />;
};

/**
 * Spec §2.2: /login and /signup with a stored token go to /home; without one, browser storage
 * is cleared. Decided once on arrival so that the token stored by a successful log-in does not
 * race the log-in's own redirect.
 */
export const PublicOnly = () => {
  const [arrivedWithToken] = useState(hasToken);
  useEffect(() => {
    if (!arrivedWithToken) clearBrowserStorage();
  }, [arrivedWithToken]);
  if (arrivedWithToken) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
};

/**
 * Creating an event needs a stored organiser id like the /organiser paths do (spec §2.2);
 * its path does not start with /organiser, so the path rule above does not cover it.
 */
export const RequireOrganiser = () => {
  const { organiserId } = useSession();
  if (organiserId === null) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
};
