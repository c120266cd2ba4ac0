import type { ReactNode } from 'react';

interface SuccessPageProps {
  /** The heading's id, which names the page. */
  titleId: string;
  title: ReactNode;
  /** Added to `card success-card`. */
  cardClassName?: string;
  /** Shown between the tick and the heading. */
  before?: ReactNode;
  /** Shown between the heading and the buttons. */
  after?: ReactNode;
  /** The buttons at the bottom. */
  actions: ReactNode;
}

/** A page that says something is done (an event created, a registration made): a tick, a heading and buttons. */
export const SuccessPage = ({ titleId, title, cardClassName, before, after, actions }: SuccessPageProps) => (
  <section className="page success-page" aria-labelledby={titleId}>
    <div className={cardClassName ? `card success-card ${cardClassName}` : 'card success-card'}>
      <span className="success-card__icon" aria-hidden="true">
        ✓
      </span>
      {before}
      <h1 className="success-card__title" id={titleId}>
        {title}
      </h1>
      {after}
      <div className="success-card__actions">{actions}</div>
    </div>
  </section>
);
