import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatAed, formatDay, formatNumber } from '../../../i18n/format';
import { getLanguageChoice, useLanguageChoice } from '../../../i18n/language';
import { msg, t } from '../../../i18n/intl';
import { dashboardDate } from '@domain/events/event-dates';
import type { AllocationStatus } from '@domain/allocation/allocation-status';
import { useEventDashboard, type EventDashboardData } from '../api/get-event-dashboard';
import { committeeCategoryTabs } from '../utils/committee-rows';
import { publishedChipText } from '../utils/publication-text';
import '../../../styles/event-dashboard.css';

const SeatsChart = lazy(async () => ({ default: (await import('./seats-chart')).SeatsChart }));

const NA = msg('N/A');
const aed = (amount: number | null | undefined) => (amount === null || amount === undefined ? t(NA) : formatAed(amount));
/** The dashboard's day: dd-mm-yyyy in English (spec §2 tab 1), the chosen language's form otherwise. */
const day = (iso: string) => (getLanguageChoice().language === 'en' ? dashboardDate(iso) : formatDay(iso));
const dateRange = (start: string | null | undefined, end: string | null | undefined) => {
  if (!start) return t(NA);
  return end && end !== start ? t('{start} to {end}', { start: day(start), end: day(end) }) : day(start);
};

/** The server names the summary's rows and the committee types in English: 'Total' and the categories' names. */
const TOTAL = msg('Total');
const knownRows = new Set<string>([TOTAL, ...committeeCategoryTabs.map((tab) => tab.label)]);
const rowLabel = (row: string) => (knownRows.has(row) ? t(row) : row);

/** A committee type's status in the chosen language. */
const statusText = (status: AllocationStatus) =>
  t('{status, select, Open {Open} Filling {Filling} Full {Full} other {{status}}}', { status });

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
    ['event', t('Event'), <bdi key="event">{event.name}</bdi>],
    ['date', t('Date'), dateRange(event.start_date, event.end_date)],
    ['locality', t('Locality'), event.locality || t(NA)],
    ['area', t('Area'), event.area || t(NA)],
    ['fees', t('Fees'), aed(event.fees_per_delegate)],
    ['delegates', t('Delegates'), formatNumber(event.delegates)],
    ['revenue', t('Total Revenue'), aed(event.total_revenue)],
    ['published', t('Allocation Published'), publishedChipText(publishedAt)],
  ] as const;
  return (
    <dl className="event-dashboard__chips">
      {chips.map(([key, label, value]) => (
        <div key={key} className="event-dashboard__chip">
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
      {t('Allocation Summary')}
    </h2>
    <table className="event-dashboard__table" aria-labelledby="allocation-summary-title">
      <thead>
        <tr>
          <th scope="col">{t('Committees')}</th>
          <th scope="col">{t('Count')}</th>
          <th scope="col">{t('Seats')}</th>
          <th scope="col">{t('Allocated')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.row} className={row.row === 'Total' ? 'event-dashboard__total' : undefined}>
            <th scope="row">{rowLabel(row.row)}</th>
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
  const { language } = useLanguageChoice();
  const categories = useMemo(
    () => types.map((type) => ({ label: rowLabel(type.label), taken: type.seats_assigned, total: type.seats_total })),
    // The labels are in the chosen language: a new choice draws the chart again.
    [types, language],
  );
  return (
    <section className="event-dashboard__section" aria-labelledby="allocation-status-title">
      <h2 id="allocation-status-title" className="event-dashboard__title">
        {t('Allocation Status')}
      </h2>
      {types.length === 0 ? (
        <EmptyState title={t('No committees available')} text={t('Create committees to view allocation status')} />
      ) : (
        <div className="event-dashboard__status">
          <table className="event-dashboard__table" aria-labelledby="allocation-status-title">
            <thead>
              <tr>
                <th scope="col">{t('Committee Type')}</th>
                <th scope="col">{t('Committees')}</th>
                <th scope="col">{t('Seats Total')}</th>
                <th scope="col">{t('Seats Assigned')}</th>
                <th scope="col">{t('Status')}</th>
              </tr>
            </thead>
            <tbody>
              {types.map((type) => (
                <tr key={type.category}>
                  <th scope="row">{rowLabel(type.label)}</th>
                  <td>{type.committees}</td>
                  <td>{type.seats_total}</td>
                  <td>{type.seats_assigned}</td>
                  <td>
                    <span className={`allocation-status ${statusClass[type.status]}`}>{statusText(type.status)}</span>
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
        {t('Loading dashboard...')}
      </div>
    );
  const dashboard = query.data;
  if (!dashboard)
    return (
      <div className="card">
        <EmptyState title={t('No events available')} text={t('Please create an event to view the dashboard')} />
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
  <nav className="event-dashboard__section event-dashboard__links" aria-label={t('The conference')}>
    <h2 className="event-dashboard__title">{t('The conference')}</h2>
    <ul>
      <li>
        <Link to={paths.attendance.getHref(eventId)}>{t('Sessions and attendance')}</Link>
      </li>
      <li>
        <Link to={paths.papers.getHref(eventId)}>{t('Position papers')}</Link>
      </li>
      <li>
        <Link to={paths.awards.getHref(eventId)}>{t('Awards')}</Link>
      </li>
      <li>
        <Link to={paths.results.getHref(eventId)}>{t('Results')}</Link>
      </li>
      <li>
        <Link to={paths.certificates.getHref(eventId)}>{t('Certificates')}</Link>
      </li>
    </ul>
  </nav>
);
