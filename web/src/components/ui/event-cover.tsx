import { useState } from 'react';
import { t } from '../../i18n/intl';
import { useProtectedFileUrl } from '../../lib/protected-file';

/** Drawn when an event has no cover (or it cannot be loaded): a podium under the slogan's colours. */
const CoverPlaceholder = ({ className }: { className: string }) => (
  <svg className={className} viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
    <rect width="320" height="180" fill="var(--navy-800)" />
    <circle cx="270" cy="30" r="80" fill="var(--teal-500)" opacity="0.25" />
    <circle cx="160" cy="78" r="30" fill="none" stroke="#fff" strokeWidth="4" opacity="0.85" />
    <path d="M130 78h60M160 48c-12 16-12 44 0 60M160 48c12 16 12 44 0 60" fill="none" stroke="#fff" strokeWidth="3" opacity="0.85" />
    <path d="M120 150h80l-8-28h-64z" fill="var(--gold-400)" />
  </svg>
);

interface EventCoverProps {
  url: string | null | undefined;
  name: string;
  /** The frame's class: the event cards' by default. */
  className?: string;
  /** The picture's class; the placeholder also gets it with `--placeholder`. */
  imageClassName?: string;
}

/** An event's cover, fetched with the token (uploads are only served to signed-in users). */
export const EventCover = ({ url, name, className = 'event-cover', imageClassName = 'event-cover__image' }: EventCoverProps) => {
  const src = useProtectedFileUrl(url);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={className}>
      {src && failed !== src ? (
        <img className={imageClassName} src={src} alt={t('Cover of {name}', { name })} onError={() => setFailed(src)} />
      ) : (
        <CoverPlaceholder className={`${imageClassName} ${imageClassName}--placeholder`} />
      )}
    </div>
  );
};
