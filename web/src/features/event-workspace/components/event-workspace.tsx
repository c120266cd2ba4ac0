import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { API_REQUEST_FAILED } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchParamsPatch } from '../../../lib/use-search-params-patch';
import { eventLoadFailed, useEvent, type WorkspaceEvent } from '../api/get-event';
import { tabFromParam, tabLabel, type WorkspaceTab } from '../utils/workspace-tabs';
import { EventDetails } from './event-details';
import { TabPlaceholder } from './tab-placeholder';
import { WORKSPACE_PANEL_ID, workspaceTabId, WorkspaceTabs } from './workspace-tabs';

const NoEvent = () => (
  <div className="card empty-state">
    <h2 className="empty-state__title">No event selected</h2>
    <p className="empty-state__text">Please select an event to view details.</p>
  </div>
);

const panelOf = (tab: WorkspaceTab, event: WorkspaceEvent | null | undefined, loading: boolean) => {
  if (tab !== 'event-details') return <TabPlaceholder label={tabLabel(tab)} />;
  if (loading)
    return (
      <div className="card placeholder-panel" role="status">
        Loading event...
      </div>
    );
  // A new event starts with no edits of the one before.
  return event ? <EventDetails key={event.id} event={event} /> : <NoEvent />;
};

/** Spec §2: the organiser's workspace of one event: breadcrumb 'Organiser > {tab}', the tabs and the open tab (in the URL). */
export const EventWorkspace = ({ eventId }: { eventId: string }) => {
  const [params, patch] = useSearchParamsPatch();
  const tab = tabFromParam(params.get('tab'));
  const eventQuery = useEvent(eventId);
  const event = eventQuery.data;
  const label = tabLabel(tab);
  useDocumentTitle(event ? `${event.name} · ${label}` : label);

  const { error } = eventQuery;
  useEffect(() => {
    if (error) toast.error(eventLoadFailed(error.message || API_REQUEST_FAILED), { id: 'event-load-failed' });
  }, [error]);

  return (
    <section className="page event-workspace">
      <div>
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumb breadcrumb--chevron">
            <li className="breadcrumb__item">
              <Link to={paths.organiser.getHref()}>Organiser</Link>
            </li>
            <li className="breadcrumb__item">
              <span aria-current="page">{label}</span>
            </li>
          </ol>
        </nav>
        <h1 className="page__title">{event?.name ?? 'Event Dashboard'}</h1>
      </div>
      <WorkspaceTabs active={tab} onSelect={(next) => next !== tab && patch({ tab: next })} />
      <div id={WORKSPACE_PANEL_ID} role="tabpanel" aria-labelledby={workspaceTabId(tab)} className="event-workspace__panel">
        {panelOf(tab, event, eventQuery.isPending)}
      </div>
    </section>
  );
};
