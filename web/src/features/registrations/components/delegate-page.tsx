import { useEffect } from 'react';
import { toast } from 'sonner';
import { registrationMessages } from '@domain/registrations/registration-rules';
import { TabList } from '../../../components/ui/tab-list';
import { useSearchParamsPatch } from '../../../lib/use-search-params-patch';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEvent } from '../api/get-event';
import { useRegistrationInfo } from '../api/get-registration-info';
import { delegateTabLabels, delegateTabOf, delegateTabs, type DelegateTab } from '../utils/delegate-tabs';
import { loadMessages } from '../utils/messages';
import type { RegistrantRole } from '../utils/registration-form';
import { DelegateAwards } from './delegate-awards';
import { DelegateCertificates } from './delegate-certificates';
import { EventInfoPanel } from './event-info-panel';
import { LoadStatus } from './load-status';
import { ParticipationInfoPanel } from './participation-info-panel';
import { PositionPaper } from './position-paper';
import { RegistrationInfoPanel } from './registration-info-panel';
import { SupportContactPanel } from './support-contact-panel';
import { useFailureToast } from './use-failure-toast';
import { t, tm } from '../../../i18n/intl';

const tabId = (tab: DelegateTab) => `delegate-tab-${tab}`;
const PANEL_ID = 'delegate-tab-panel';

const Empty = ({ text }: { text: string }) => <p className="card registration-status">{text}</p>;

/** /student-delegate-page/{eventId} and /teacher-delegate-page/{eventId} (spec §2): four tabs, the open one in the address. */
export const DelegatePage = ({ role, eventId }: { role: RegistrantRole; eventId: string }) => {
  const { userId } = useSession();
  const [params, patch] = useSearchParamsPatch();
  const tab = delegateTabOf(params.get('tab') ?? 'event-info');
  const event = useEvent(eventId);
  const registration = useRegistrationInfo(eventId, userId);
  useDocumentTitle(event.data ? `${event.data.name} · ${t(delegateTabLabels[tab])}` : t('Delegate Page'));
  useFailureToast(event.error, loadMessages.event);
  useFailureToast(registration.error, loadMessages.registrationInfo);

  const notRegistered = registration.data === null && !registration.isFetching;
  useEffect(() => {
    if (notRegistered) toast.error(tm(registrationMessages.noInfo), { id: registrationMessages.noInfo });
  }, [notRegistered]);

  const eventPanel = () => {
    if (event.data) return <EventInfoPanel event={event.data} />;
    if (event.isPending || event.isError) {
      return (
        <div className="card delegate-section">
          <LoadStatus
            state={event.isError ? 'failed' : 'loading'}
            loadingText={t('Loading event…')}
            failedText={t('The event could not be loaded.')}
            onRetry={() => void event.refetch()}
          />
        </div>
      );
    }
    return <Empty text={t('This event is not available.')} />;
  };

  const registrationPanel = () => {
    if (registration.data) return <RegistrationInfoPanel role={role} registration={registration.data} />;
    if (registration.isPending || registration.isError || registration.isFetching) {
      return (
        <div className="card delegate-section">
          <LoadStatus
            state={registration.isError ? 'failed' : 'loading'}
            loadingText={t('Loading registration…')}
            failedText={t('Your registration could not be loaded.')}
            onRetry={() => void registration.refetch()}
          />
        </div>
      );
    }
    return <Empty text={tm(registrationMessages.noInfo)} />;
  };

  return (
    <section className="page delegate-page" aria-labelledby="delegate-page-title">
      <div>
        <p className="registration-eyebrow delegate-page__eyebrow">
          {role === 'teacher' ? t('Teacher delegate page') : t('Student delegate page')}
        </p>
        <h1 className="page__title" id="delegate-page-title">
          {event.data?.name ?? t('Delegate Page')}
        </h1>
      </div>
      <TabList
        tabs={delegateTabs.map((id) => ({ id, label: t(delegateTabLabels[id]) }))}
        active={tab}
        onSelect={(next) => patch({ tab: next === 'event-info' ? null : next })}
        label={t('Delegate page')}
        tabId={tabId}
        panelId={PANEL_ID}
        className="tabs--scroll"
        keepActiveInView
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)}>
        {tab === 'event-info' && eventPanel()}
        {tab === 'support-contact' && <SupportContactPanel eventId={eventId} />}
        {tab === 'participation-info' && (
          <>
            <ParticipationInfoPanel eventId={eventId} registration={registration.data} />
            {registration.data && <PositionPaper eventId={eventId} registrationId={registration.data.id} />}
          </>
        )}
        {tab === 'registration-info' && registrationPanel()}
      </div>
      {registration.data && <DelegateAwards eventId={eventId} />}
      {registration.data && <DelegateCertificates eventId={eventId} />}
    </section>
  );
};
