import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SLOGAN } from '../../../components/ui/logo';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHomeAccount } from '../api/get-account';
import { useFreshOrganiserId } from '../api/get-current-user';
import { useHasAnyEvents } from '../api/get-home-events';
import { RegisterOrganiserCard } from '../components/register-organiser-card';
import { firstNameOf, homeCardsFor } from '../utils/home-cards';
import { offersOrganiserRegistration } from '../utils/organiser-check';
import { t } from '../../../i18n/intl';

/**
 * /home: the landing page of every signed-in user, with the ways on for their role. Spec §2:
 * once there are events (the organiser's own, or those anyone may see) it gives way to /dashboard.
 */
export const HomeRoute = () => {
  useDocumentTitle(t('Home'));
  const navigate = useNavigate();
  const session = useSession();
  const account = useHomeAccount(session.userId);
  useFreshOrganiserId();
  const eventsCheck = useHasAnyEvents(session.organiserId);
  // A remembered answer may be out of date: only the fresh one moves on.
  const hasEvents = eventsCheck.data === true && !eventsCheck.isFetching;
  useEffect(() => {
    if (hasEvents) navigate(paths.dashboard.getHref(), { replace: true });
  }, [hasEvents, navigate]);
  const firstName = firstNameOf(account.data?.fullname);
  const cards = homeCardsFor({
    role: session.userRole,
    globalRole: session.globalRole,
    organiserId: session.organiserId,
    hasProfile: account.data?.hasProfile ?? null,
  });

  return (
    <section className="page home-page" aria-labelledby="home-title">
      <header className="home-hero card">
        <h1 className="home-hero__title" id="home-title">
          {firstName ? t('Welcome, {name}!', { name: firstName }) : t('Welcome!')}
        </h1>
        <p className="home-hero__slogan">{t(SLOGAN)}</p>
        <p className="home-hero__text">{t('Model-UN conferences for schools across the United Arab Emirates.')}</p>
      </header>
      <ul className="card-grid home-cards" aria-label={t('Where to go next')}>
        {cards.map((card) => (
          <li key={card.key} className={card.key === 'complete-profile' ? 'card home-card home-card--highlight' : 'card home-card'}>
            <h2 className="card__title">{card.title}</h2>
            <p className="home-card__text">{card.text}</p>
            <Link className={card.key === 'complete-profile' ? 'button button--primary' : 'button button--secondary'} to={card.to}>
              {card.linkLabel}
            </Link>
          </li>
        ))}
        {offersOrganiserRegistration({ role: session.userRole, organiserId: session.organiserId, globalRole: session.globalRole }) && (
          <RegisterOrganiserCard />
        )}
      </ul>
    </section>
  );
};
