import { usePopover } from '../../../lib/use-popover';
import { useNotificationFeed } from '../hooks/use-notification-feed';
import { unreadCount } from '../utils/notification-feed';
import { offersRetry } from '../utils/reconnect-policy';
import { timeAgo } from '../utils/time-ago';
import { t } from '../../../i18n/intl';
import { formatNumber } from '../../../i18n/format';
import { getLanguageChoice } from '../../../i18n/language';

/** A count in the chosen digits; English keeps its plain figures. */
const figure = (value: number) => (getLanguageChoice().language === 'en' ? String(value) : formatNumber(value));

const BellIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path
      d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15.5a2.5 2.5 0 0 0 5 0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * Spec §2 "Notifications": the header bell with its unread badge and, while the socket is
 * down, a yellow dot; its dropdown titled Notifications says Connected or Disconnected.
 */
export const NotificationBell = () => {
  const { open, ref, panelId, toggle } = usePopover();
  const { feed, connection, markAllRead, retry } = useNotificationFeed();
  const { items } = feed;
  const unread = unreadCount(feed);
  const connected = connection.status === 'connected';
  const now = Date.now();

  return (
    <div className="popover notification-bell" ref={ref}>
      <button
        type="button"
        className="icon-button notification-bell__button"
        aria-label={t('Notifications')}
        aria-describedby={`${panelId}-state`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-bell__badge" data-testid="notification-badge">
            {unread > 99 ? `${figure(99)}+` : figure(unread)}
          </span>
        )}
        {!connected && <span className="notification-bell__dot" data-testid="notification-disconnected" />}
      </button>
      <span id={`${panelId}-state`} className="visually-hidden">
        {t('{count} unread, {state, select, connected {connected} other {disconnected}}', {
          count: figure(unread),
          state: connected ? 'connected' : 'disconnected',
        })}
      </span>
      {open && (
        <div className="popover__panel popover__panel--wide notification-panel" id={panelId} role="region" aria-label={t('Notifications')}>
          <div className="notification-panel__head">
            <h2 className="popover__title notification-panel__title">{t('Notifications')}</h2>
            <span className={`connection-label connection-label--${connected ? 'on' : 'off'}`}>
              {connected ? t('Connected') : t('Disconnected')}
            </span>
          </div>
          {offersRetry(connection) && (
            <button type="button" className="text-button notification-panel__retry" onClick={retry}>
              {t('Reconnect')}
            </button>
          )}
          {items.length === 0 ? (
            <p className="popover__empty">{t('No notifications yet')}</p>
          ) : (
            <ul className="notification-list" aria-label={t('Notification list')}>
              {items.map((item) => (
                <li key={item.id} className={item.read ? 'notification-item' : 'notification-item notification-item--unread'}>
                  <p className="notification-item__message" dir="auto">
                    {item.message}
                  </p>
                  <time className="notification-item__time" dateTime={item.timestamp}>
                    {timeAgo(item.timestamp, now)}
                  </time>
                </li>
              ))}
            </ul>
          )}
          {items.length > 0 && (
            <button type="button" className="text-button notification-panel__clear" onClick={markAllRead}>
              {t('Mark all as read')}
            </button>
          )}
        </div>
      )}
    </div>
  );
};
