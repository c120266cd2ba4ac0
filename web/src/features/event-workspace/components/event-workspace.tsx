import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { t } from '../../../i18n/intl';
import { API_REQUEST_FAILED } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchParamsPatch } from '../../../lib/use-search-params-patch';
import { eventLoadFailed, useEvent, type WorkspaceEvent } from '../api/get-event';
import { useEventCommittees } from '../api/get-event-committees';
import { allocationCrumbs, categoryFromParam } from '../utils/allocation-view';
import { sectionFromParam, sectionLabel } from '../utils/delegate-sections';
import { tabFromParam, tabLabel } from '../utils/workspace-tabs';
import { Agendas } from './agendas';
import { Committees } from './committees';
import { Delegates } from '../allocation/components/delegates';
import { EventDashboard } from './event-dashboard';
import { EventDetails } from './event-details';
import { GeneralDocuments } from './general-documents';
import { LeadershipRoles } from './leadership-roles';
import { WORKSPACE_PANEL_ID, workspaceTabId, WorkspaceTabs } from './workspace-tabs';

const NoEvent = () => (
  <div className="card empty-state">
    <h2 className="empty-state__title">{t('No event selected')}</h2>
    <p className="empty-state__text">{t('Please select an event to view details.')}</p>
  </div>
);

const EventDetailsPanel = ({ event, loading }: { event: WorkspaceEvent | null | undefined; loading: boolean }) => {
  if (loading)
    return (
      <div className="card placeholder-panel" role="status">
        {t('Loading event...')}
      </div>
    );
  // A new event starts with no edits of the one before.
  return event ? <EventDetails key={event.id} event={event} /> : <NoEvent />;
};

/** The parameters of a Delegates sub-tab that another must not inherit: the search, Allocation's category and committee. */
const sectionParams = { q: null, category: null, committee: null } as const;

/** The parameters of one tab that another tab must not inherit: the Delegates sub-tab and its own. */
const tabParams = { section: null, ...sectionParams } as const;

/**
 * Spec §2: the organiser's workspace of one event: the breadcrumb ('Organiser > {tab}',
 * 'Organiser > Delegates > {subsection}' on Delegates, and on Allocation the committee type
 * and the open committee too), the tabs and the open tab (in the URL).
 */
export const EventWorkspace = ({ eventId }: { eventId: string }) => {
  const [params, patch] = useSearchParamsPatch();
  const tab = tabFromParam(params.get('tab'));
  const section = sectionFromParam(params.get('section'));
  const eventQuery = useEvent(eventId);
  const event = eventQuery.data;
  const onAllocation = tab === 'delegates' && section === 'allocation';
  const committees = useEventCommittees(eventId, { enabled: onAllocation });
  const crumbs =
    tab !== 'delegates'
      ? [tabLabel(tab)]
      : [
          tabLabel(tab),
          sectionLabel(section),
          ...(onAllocation
            ? allocationCrumbs(committees.data ?? [], categoryFromParam(params.get('category')), params.get('committee'))
            : []),
        ];
  const label = crumbs.join(' · ');
  useDocumentTitle(event ? t('{event} · {label}', { event: event.name, label }) : label);

  const { error } = eventQuery;
  useEffect(() => {
    if (error) toast.error(eventLoadFailed(error.message || API_REQUEST_FAILED), { id: 'event-load-failed' });
  }, [error]);

  return (
    <section className="page event-workspace">
      <div>
        <nav aria-label={t('Breadcrumb')}>
          <ol className="breadcrumb breadcrumb--chevron">
            <li className="breadcrumb__item">
              <Link to={paths.organiser.getHref()}>{t('Organiser')}</Link>
            </li>
            {crumbs.map((crumb, index) => (
              <li key={`${index}-${crumb}`} className="breadcrumb__item">
                {index === crumbs.length - 1 ? <span aria-current="page">{crumb}</span> : crumb}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="page__title">{event?.name ?? t('Event Dashboard')}</h1>
      </div>
      <WorkspaceTabs active={tab} onSelect={(next) => patch({ ...tabParams, tab: next })} />
      <div id={WORKSPACE_PANEL_ID} role="tabpanel" aria-labelledby={workspaceTabId(tab)} className="event-workspace__panel">
        {tab === 'event-details' ? (
          <EventDetailsPanel event={event} loading={eventQuery.isPending} />
        ) : tab === 'leadership-roles' ? (
          <LeadershipRoles eventId={eventId} />
        ) : tab === 'committees' ? (
          <Committees eventId={eventId} />
        ) : tab === 'agendas' ? (
          <Agendas eventId={eventId} />
        ) : tab === 'delegates' ? (
          <Delegates eventId={eventId} section={section} onSection={(next) => patch({ section: next, ...sectionParams })} />
        ) : tab === 'general-documents' ? (
          <GeneralDocuments eventId={eventId} />
        ) : (
          <EventDashboard eventId={eventId} />
        )}
      </div>
    </section>
  );
};
