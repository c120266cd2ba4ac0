import { toast } from 'sonner';
import { usersEndpoints } from '@contract/users';
import { paths } from '../config/paths';
import { msg, t } from '../i18n/intl';
import { call } from './call';
import { navigateTo } from './navigation';
import { queryClient } from './react-query';
import { clearBrowserStorage, getSession } from './session';

export const LOGGED_OUT_MESSAGE = msg('Logged out successfully');

/**
 * Tells the server (to revoke the refresh token, where it keeps one) without waiting for it:
 * leaving must work offline and with an expired token too.
 */
const notifyServer = (refreshToken: string | null) => {
  // Open to anyone (an expired token must not keep the refresh token alive), so the token goes along by hand.
  call(
    usersEndpoints.logout,
    { body: refreshToken ? { refreshToken } : {} },
    { bearer: getSession().token ?? undefined, onUnauthorized: 'ignore' },
  ).catch(() => undefined);
};

let loggingOut = false;

/**
 * True while a deliberate log-out is on its way to /login: the route guard then does not
 * remember the page being left, so the next log-in lands where §2.4 says, not back here.
 */
export const isLoggingOut = () => loggingOut;

export const logOut = async () => {
  notifyServer(getSession().refreshToken);
  loggingOut = true;
  try {
    clearBrowserStorage();
    toast.success(t(LOGGED_OUT_MESSAGE));
    await navigateTo(paths.login.getHref(), { replace: true });
  } finally {
    loggingOut = false;
  }
  queryClient.clear();
};
