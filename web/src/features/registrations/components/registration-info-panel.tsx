import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { registrationMessages } from '@domain/registrations/registration-rules';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { errorMessageOf } from '../../../lib/api-client';
import { useCancelRegistration } from '../api/cancel-registration';
import type { Registration } from '../../../lib/registration-schema';
import { registrationSections, type ReadOnlySection } from '../utils/display';
import { CANCEL_QUESTION } from '../utils/messages';
import type { RegistrantRole } from '../utils/registration-form';
import { ReadOnlyField } from './read-only-field';
import { RegistrantPhoto } from './registrant-photo';
import { t, tm } from '../../../i18n/intl';

const Section = ({ section }: { section: ReadOnlySection }) => (
  <div className="delegate-subsection">
    <h3 className="delegate-section__subtitle">{section.title}</h3>
    <div className="registration-grid">
      {section.rows.map((row) => (
        <ReadOnlyField key={row.label} label={row.label} value={row.value} highlight={row.highlight} />
      ))}
    </div>
  </div>
);

/**
 * Spec §2 and §4: the registration and profile, read-only, with the food preference
 * highlighted; Cancel Registration asks first, and the dialog closes whatever the answer.
 */
export const RegistrationInfoPanel = ({ role, registration }: { role: RegistrantRole; registration: Registration }) => {
  const navigate = useNavigate();
  const cancel = useCancelRegistration();
  const [confirming, setConfirming] = useState(false);
  const { user } = registration;

  const confirmCancel = async () => {
    try {
      const cancelled = await cancel.mutateAsync(registration.id);
      setConfirming(false);
      if (!cancelled) return;
      toast.success(tm(registrationMessages.cancelled));
      navigate(paths.home.getHref());
    } catch (error) {
      setConfirming(false);
      toast.error(errorMessageOf(error, tm(registrationMessages.cancelFailed)));
    }
  };

  return (
    <section className="card delegate-section" aria-labelledby="registration-info-title">
      <h2 className="delegate-section__title" id="registration-info-title">
        {t('Registration Info')}
      </h2>
      <RegistrantPhoto avatar={user.avatar} role={user.role ?? role} name={user.fullname ?? user.name ?? ''} />
      {registrationSections(role, registration).map((section) => (
        <Section key={section.title} section={section} />
      ))}
      <div className="step-form__actions">
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          {t('Cancel Registration')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('Confirm Cancel')}
        message={t(CANCEL_QUESTION)}
        busy={cancel.isPending}
        busyLabel={t('Cancelling…')}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
};
