import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { uaeDateOf } from '@domain/events/event-dates';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHomeAccount } from '../api/get-account';
import { useMyRegisteredEventIds, useMyRegistrations } from '../api/get-my-registrations';
import { useVisibleEvents } from '../api/get-visible-events';
import { NextStepCard } from '../components/next-step-card';
import { OpenEventCards } from '../components/open-event-cards';
import { RegistrationCards } from '../components/registration-cards';
import { delegatePageOf, nextStepOf, openEventsOf, registrationCardsOf, registrationPageOf, type DelegateRole } from '../utils/next-step';
import { t } from '../../../i18n/intl';

/** The step is decided on this visit's answers: a remembered one may predate the wizard or a registration. */
const notYetFresh = (query: { isPending: boolean; isFetching: boolean; isFetchedAfterMount: boolean }) =>
  query.isPending || (query.isFetching && !query.isFetchedAfterMount);

const LoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <div className="card role-home__empty" role="alert">
    <p>{t('Your events could not be loaded.')}</p>
    <button type="button" className="button button--secondary" onClick={onRetry}>
      {t('Try again')}
    </button>
  </div>
);

/**
 * /student-home and /teacher-home, where the profile wizard leads: the next step first (the
 * profile, the seat, or an event to register for), then the person's registrations with
 * their seats, then every event open for registration, each one click from its registration.
 */
const RoleHome = ({ role, title }: { role: DelegateRole; title: string }) => {
  useDocumentTitle(title);
  const { userId } = useSession();
  const account = useHomeAccount(userId);
  const events = useVisibleEvents();
  const registeredIds = useMyRegisteredEventIds();
  const ids = useMemo(() => registeredIds.data ?? [], [registeredIds.data]);
  const registrations = useMyRegistrations(ids, userId);
  const [today] = useState(() => uaeDateOf(new Date()));

  const all = useMemo(() => events.data ?? [], [events.data]);
  const open = useMemo(() => openEventsOf(all, { today, registeredEventIds: new Set(ids) }), [all, today, ids]);
  const registrationData = registrations.map((query) => query.data);
  const cards = registrationCardsOf(
    ids.map((eventId, index) => ({ eventId, registration: registrationData[index] })),
    all,
    today,
  );
  const loading = [events, registeredIds, account, ...registrations].some(notYetFresh);
  const failed = events.isError || registeredIds.isError;
  const step = nextStepOf({
    role,
    hasProfile: account.data?.hasProfile ?? null,
    registrations: cards.map((card) => ({ ...card, seat: card.registration })),
    openEvents: open,
  });

  return (
    <section className="page role-home" aria-labelledby="role-home-title">
      <h1 className="page__title" id="role-home-title">
        {title}
      </h1>
      {failed ? (
        <LoadFailed onRetry={() => void Promise.all([events.refetch(), registeredIds.refetch()])} />
      ) : loading ? (
        <div className="route-loading" role="status">
          {t('Loading your events…')}
        </div>
      ) : (
        <>
          <NextStepCard step={step} />
          {cards.length > 0 && (
            <section className="role-home__section" aria-labelledby="my-registrations-title">
              <h2 className="role-home__heading" id="my-registrations-title">
                {t('My registrations')}
              </h2>
              <RegistrationCards cards={cards} hrefOf={(eventId) => delegatePageOf(role, eventId)} />
            </section>
          )}
          <section className="role-home__section" aria-labelledby="open-events-title">
            <h2 className="role-home__heading" id="open-events-title">
              {t('Open for registration')}
            </h2>
            {open.length > 0 ? (
              <OpenEventCards events={open} hrefOf={(event) => registrationPageOf(role, event.id)} />
            ) : (
              <p className="card role-home__empty">{t('No events are open for registration right now.')}</p>
            )}
          </section>
        </>
      )}
      <p>
        <Link
          className="button button--secondary"
          to={(role === 'student' ? paths.studentProfilePage : paths.teacherProfilePage).getHref()}
        >
          {t('View my profile')}
        </Link>
      </p>
    </section>
  );
};

export const StudentHomeRoute = () => <RoleHome role="student" title={t('Student Home')} />;
export const TeacherHomeRoute = () => <RoleHome role="teacher" title={t('Teacher Home')} />;
