import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EventCover } from './event-cover';

export interface EventCardFact {
  label: string;
  value: ReactNode;
}

interface EventCardProps {
  name: string;
  coverImage: string | null;
  href: string;
  /** The card's heading level: h2 on a page of cards, h3 under a section heading. */
  headingLevel?: 2 | 3;
  facts: readonly EventCardFact[];
  /** Drawn under the name (e.g. a status badge). */
  badge?: ReactNode;
  /** Drawn after the facts (e.g. what a click on the card does). */
  action?: ReactNode;
}

/** One event as a card (spec §2): cover, name and facts; the whole card is the link. */
export const EventCard = ({ name, coverImage, href, headingLevel = 2, facts, badge, action }: EventCardProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Link className="card event-card" to={href}>
      <EventCover url={coverImage} name={name} />
      <div className="event-card__body">
        <Heading className="card__title">
          <bdi>{name}</bdi>
        </Heading>
        {badge}
        <dl className="event-card__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {action}
      </div>
    </Link>
  );
};
