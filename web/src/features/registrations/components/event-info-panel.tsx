import { useState, type ReactNode } from 'react';
import { useProtectedFileUrl } from '../../../lib/protected-file';
import type { DelegateEvent } from '../api/get-event';
import { eventDateRange, feesLabel, instagramHref, NOT_SPECIFIED, websiteHref } from '../utils/display';

const CoverPlaceholder = () => (
  <svg className="delegate-event__cover-image" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
    <rect width="320" height="180" fill="var(--navy-800)" />
    <circle cx="270" cy="30" r="80" fill="var(--teal-500)" opacity="0.25" />
    <circle cx="160" cy="78" r="30" fill="none" stroke="#fff" strokeWidth="4" opacity="0.85" />
    <path d="M130 78h60M160 48c-12 16-12 44 0 60M160 48c12 16 12 44 0 60" fill="none" stroke="#fff" strokeWidth="3" opacity="0.85" />
    <path d="M120 150h80l-8-28h-64z" fill="var(--gold-400)" />
  </svg>
);

const Cover = ({ url, name }: { url: string | null | undefined; name: string }) => {
  const src = useProtectedFileUrl(url);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className="delegate-event__cover">
      {src && failed !== src ? (
        <img className="delegate-event__cover-image" src={src} alt={`Cover of ${name}`} onError={() => setFailed(src)} />
      ) : (
        <CoverPlaceholder />
      )}
    </div>
  );
};

const ExternalLink = ({ href, children }: { href: string | null; children: string }) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="delegate-event__fact">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

const orNotSpecified = (value: string) => value || <span className="delegate-muted">{NOT_SPECIFIED}</span>;

/** Spec §2 Delegate page, Event Info: the event as the organiser described it, read-only. */
export const EventInfoPanel = ({ event }: { event: DelegateEvent }) => (
  <article className="card delegate-event" aria-labelledby="delegate-event-name">
    <Cover url={event.cover_image} name={event.name} />
    <div className="delegate-event__body">
      <h2 className="delegate-event__name" id="delegate-event-name">
        {event.name}
      </h2>
      {event.description && <p className="delegate-event__description">{event.description}</p>}
      <dl className="delegate-event__facts">
        <Fact label="Date">{orNotSpecified(eventDateRange(event.start_date, event.end_date))}</Fact>
        <Fact label="Locality">{orNotSpecified(event.locality?.name ?? '')}</Fact>
        <Fact label="Fees">{orNotSpecified(feesLabel(event.fees_per_delegate))}</Fact>
        <Fact label="Website">{event.website ? <ExternalLink href={websiteHref(event.website)}>{event.website}</ExternalLink> : orNotSpecified('')}</Fact>
        <Fact label="Instagram">
          {event.instagram ? <ExternalLink href={instagramHref(event.instagram)}>{event.instagram}</ExternalLink> : orNotSpecified('')}
        </Fact>
      </dl>
    </div>
  </article>
);
