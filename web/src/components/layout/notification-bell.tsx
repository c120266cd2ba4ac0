import { usePopover } from '../../lib/use-popover';

/** The header bell. Notifications arrive with the real-time work; until then the list is empty. */
export const NotificationBell = () => {
  const { open, ref, panelId, toggle } = usePopover();

  return (
    <div className="popover" ref={ref}>
      <button
        type="button"
        className="icon-button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
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
      </button>
      {open && (
        <div className="popover__panel popover__panel--wide" id={panelId} role="region" aria-label="Notifications">
          <h2 className="popover__title">Notifications</h2>
          <p className="popover__empty">No notifications yet</p>
        </div>
      )}
    </div>
  );
};
