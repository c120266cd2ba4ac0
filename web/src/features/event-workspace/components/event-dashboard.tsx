import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { dashboardDate } from '@domain/events/event-dates';
import type { AllocationStatus } from '@domain/allocation/allocation-status';
import { useEventDashboard, type EventDashboardData } from '../api/get-event-dashboard';
import { publishedChipText } from '../utils/publication-text';
import '../../../styles/event-dashboard.css';

const SeatsChart = lazy(async () => ({ default: (await import('./seats-chart')).SeatsChart }));

const NA = 'N/A';
const aed = (amount: number | null | undefined) => (amount === null || amount === undefined ? NA : `AED ${amount.toLocaleString('en-US')}`);
const dateRange = (start: string | null | undefined, end: string | null | undefined) => {
  if (!start) return NA;
  return end && end !== start ? `${dashboardDate(start)} to ${dashboardDate(end)}` : dashboardDate(start);
};

const statusClass: Record<AllocationStatus, string> = {
  Open: 'allocation-status--open',
  Filling: 'allocation-status--filling',
  Full: 'allocation-status--full',
};

const EmptyState = ({ title, text }: { title: string; text: string }) => (
  <div className="empty-state">
    <p className="empty-state__title">{title}</p>
    <p className="empty-state__text">{text}</p>
  </div>
);

const Chips = ({ event, publishedAt }: { event: EventDashboardData['event']; publishedAt: string | null }) => {
  const chips = [
    ['Event', event.name],
    ['Date', dateRange(event.start_date, event.end_date)],
    ['Locality', event.locality || NA],
    ['Area', event.area || NA],
    ['Fees', aed(event.fees_per_delegate)],
    ['Delegates', String(event.delegates)],
    ['Total Revenue', aed(event.total_revenue)],
    ['Allocation Published', publishedChipText(publishedAt)],
  ] as const;
  return (
    <dl className="event-dashboard__chips">
      {chips.map(([label, value]) => (
        <div key={label} className="event-dashboard__chip">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const AllocationSummary = ({ rows }: { rows: EventDashboardData['summary'] }) => (
  <section className="event-dashboard__section" aria-labelledby="allocation-summary-title">
    <h2 id="allocation-summary-title" className="event-dashboard__title">
      Allocation Summary
    </h2>
    <table className="event-dashboard__table" aria-labelledby="allocation-summary-title">
      <thead>
        <tr>
          <th scope="col">Committees</th>
          <th scope="col">Count</th>
          <th scope="col">Seats</th>
          <th scope="col">Allocated</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.row} className={row.row === 'Total' ? 'event-dashboard__total' : undefined}>
            <th scope="row">{row.row}</th>
            <td>{row.count}</td>
            <td>{row.seats}</td>
            <td>{row.allocated}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </section>
);

const AllocationStatusGrid = ({ types }: { types: EventDashboardData['status'] }) => {
  const categories = useMemo(
    () => types.map((type) => ({ label: type.label, taken: type.seats_assigned, total: type.seats_total })),
    [types],
  );
  return (
    <section className="event-dashboard__section" aria-labelledby="allocation-status-title">
      <h2 id="allocation-status-title" className="event-dashboard__title">
        Allocation Status
      </h2>
      {types.length === 0 ? (
        <EmptyState title="No committees available" text="Create committees to view allocation status" />
      ) : (
        <div className="event-dashboard__status">
          <table className="event-dashboard__table" aria-labelledby="allocation-status-title">
            <thead>
              <tr>
                <th scope="col">Committee Type</th>
                <th scope="col">Committees</th>
                <th scope="col">Seats Total</th>
                <th scope="col">Seats Assigned</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {types.map((type) => (
                <tr key={type.category}>
                  <th scope="row">{type.label}</th>
                  <td>{type.committees}</td>
                  <td>{type.seats_total}</td>
                  <td>{type.seats_assigned}</td>
                  <td>
                    <span className={`allocation-status ${statusClass[type.status]}`}>{type.status}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Suspense fallback={<div className="event-dashboard__chart" aria-hidden="true" />}>
            <SeatsChart categories={categories} />
          </Suspense>
        </div>
      )}
    </section>
  );
};

/** Spec §2 tab 1: the event at a glance, and how far each kind of committee has filled (§4). */
export const EventDashboard = ({ eventId }: { eventId: string }) => {
  const query = useEventDashboard(eventId);
  if (query.isPending)
    return (
      <div className="card placeholder-panel" role="status">
        Loading dashboard...
      </div>
    );
  const dashboard = query.data;
  if (!dashboard)
    return (
      <div className="card">
        <EmptyState title="No events available" text="Please create an event to view the dashboard" />
      </div>
    );
  return (
    <div className="card event-dashboard">
      <Chips event={dashboard.event} publishedAt={dashboard.allocation_published_at} />
      <AllocationSummary rows={dashboard.summary} />
      <AllocationStatusGrid types={dashboard.status} />
      <ConferenceLinks eventId={eventId} />
    </div>
  );
};

/** The conference itself (beyond the spec): sessions and attendance, position papers, awards, and the results page. */
const ConferenceLinks = ({ eventId }: { eventId: string }) => (
  <nav className="event-dashboard__section event-dashboard__links" aria-label="The conference">
    <h2 className="event-dashboard__title">The conference</h2>
    <ul>
      <li>
        <Link to={paths.attendance.getHref(eventId)}>Sessions and attendance</Link>
      </li>
      <li>
        <Link to={paths.papers.getHref(eventId)}>Position papers</Link>
      </li>
      <li>
        <Link to={paths.awards.getHref(eventId)}>Awards</Link>
      </li>
      <li>
        <Link to={paths.results.getHref(eventId)}>Results</Link>
      </li>
      <li>
        <Link to={paths.certificates.getHref(eventId)}>Certificates</Link>
      </li>
    </ul>
  </nav>
);
