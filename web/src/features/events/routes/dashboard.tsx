import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { uaeDateOf } from '@domain/events/event-dates';
import { paths } from '../../../config/paths';
import { useSearchParamsPatch } from '../../../lib/use-search-params-patch';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvents } from '../api/get-events';
import { useMyRegistrations } from '../api/get-my-registrations';
import { DASHBOARD_PANEL_ID, DashboardTabList, dashboardTabId } from '../components/dashboard-tab-list';
import { EventGrid } from '../components/event-grid';
import { dashboardTabs, emptyTabText, eventsByTab, tabEventsLabels, type DashboardTab } from '../utils/dashboard-tabs';
import { eventCardHref } from '../utils/event-display';
import { t } from '../../../i18n/intl';

const isTab = (value: string): value is DashboardTab => (dashboardTabs as readonly string[]).includes(value);

/** /dashboard (spec §2, §4): the events the user may see, in four derived tabs. */
export const DashboardRoute = () => {
  useDocumentTitle(t('Dashboard'));
  const { userRole } = useSession();
  const events = useEvents();
  const registrations = useMyRegistrations();
  const registeredEventIds = useMemo(() => new Set(registrations.data ?? []), [registrations.data]);
  const [today] = useState(() => uaeDateOf(new Date()));
  const [params, patch] = useSearchParamsPatch();
  const tabParam = params.get('tab') ?? 'Upcoming';
  const active: DashboardTab = isTab(tabParam) ? tabParam : 'Upcoming';
  const tabs = useMemo(() => eventsByTab(events.data ?? [], { today, registeredEventIds }), [events.data, today, registeredEventIds]);

  if (events.isPending || (events.isFetching && events.data?.length === 0)) {
    return (
      <div className="route-loading" role="status">
        {t('Loading events…')}
      </div>
    );
  }
  // Only a fresh answer with no events goes back: after a failure, or on a remembered empty
  // list, /home could find events and send the user straight back here.
  if (events.data?.length === 0 && !events.isFetching) return <Navigate to={paths.home.getHref()} replace />;

  const counts = Object.fromEntries(dashboardTabs.map((tab) => [tab, tabs[tab].length])) as Record<DashboardTab, number>;
  const shown = tabs[active];

  return (
    <section className="page events-page" aria-labelledby="dashboard-title">
      <h1 className="page__title" id="dashboard-title">
        {t('Dashboard')}
      </h1>
      <DashboardTabList active={active} counts={counts} onSelect={(next) => patch({ tab: next === 'Upcoming' ? null : next })} />
      <div id={DASHBOARD_PANEL_ID} role="tabpanel" aria-labelledby={dashboardTabId(active)}>
        {shown.length === 0 ? (
          <p className="card events-empty">{emptyTabText(active)}</p>
        ) : (
          <EventGrid
            events={shown}
            label={t(tabEventsLabels[active])}
            hrefOf={(event) => eventCardHref(userRole, event.id, registeredEventIds)}
          />
        )}
      </div>
    </section>
  );
};
