import type { ReactNode } from 'react';
import { EventCover } from '../../../components/ui/event-cover';
import type { DelegateEvent } from '../api/get-event';
import { eventDateRange, feesLabel, instagramHref, NOT_SPECIFIED, websiteHref } from '../utils/display';
import { t } from '../../../i18n/intl';

const ExternalLink = ({ href, children }: { href: string | null; children: string }) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" dir="ltr">
      {children}
    </a>
  ) : (
    <bdi>{children}</bdi>
  );

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="delegate-event__fact">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

const orNotSpecified = (value: string) => value || <span className="delegate-muted">{t(NOT_SPECIFIED)}</span>;

/** Spec §2 Delegate page, Event Info: the event as the organiser described it, read-only. */
export const EventInfoPanel = ({ event }: { event: DelegateEvent }) => (
  <article className="card delegate-event" aria-labelledby="delegate-event-name">
    <EventCover url={event.cover_image} name={event.name} className="delegate-event__cover" imageClassName="delegate-event__cover-image" />
    <div className="delegate-event__body">
      <h2 className="delegate-event__name" id="delegate-event-name">
        {event.name}
      </h2>
      {event.description && <p className="delegate-event__description">{event.description}</p>}
      <dl className="delegate-event__facts">
        <Fact label={t('Date')}>{orNotSpecified(eventDateRange(event.start_date, event.end_date))}</Fact>
        <Fact label={t('Locality')}>{orNotSpecified(event.locality?.name ?? '')}</Fact>
        <Fact label={t('Fees')}>{orNotSpecified(feesLabel(event.fees_per_delegate))}</Fact>
        <Fact label={t('Website')}>
          {event.website ? <ExternalLink href={websiteHref(event.website)}>{event.website}</ExternalLink> : orNotSpecified('')}
        </Fact>
        <Fact label={t('Instagram')}>
          {event.instagram ? <ExternalLink href={instagramHref(event.instagram)}>{event.instagram}</ExternalLink> : orNotSpecified('')}
        </Fact>
      </dl>
    </div>
  </article>
);
