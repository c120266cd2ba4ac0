import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CertificateView } from '@contract/certificates';
import { MAX_REVOKE_REASON } from '@domain/certificates/certificates';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useRevokeCertificate } from '../api/certificates';

interface RevokeFormProps {
  certificate: CertificateView;
  revoke: ReturnType<typeof useRevokeCertificate>;
  onDone: () => void;
}

/** Why the certificate is revoked (History keeps the reason); nothing happens without one. */
const RevokeForm = ({ certificate, revoke, onDone }: RevokeFormProps) => {
  const [reason, setReason] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await revoke.mutateAsync({ certificateId: certificate.id, reason });
      toast.success(answer?.message ?? t('Certificate revoked'));
      onDone();
    } catch (error) {
      toast.error(errorMessageOf(error, t('The certificate could not be revoked')));
    }
  };
  return (
    <form className="form certificates__revoke" onSubmit={(event) => void onSubmit(event)}>
      <FormField
        label={
          certificate.delegate
            ? t('Why revoke {delegate}’s certificate?', { delegate: certificate.delegate })
            : t('Why revoke this certificate?')
        }
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={reason}
            maxLength={MAX_REVOKE_REASON}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <DialogFormActions
        cancelLabel={t('Keep it')}
        onCancel={onDone}
        submitLabel={t('Confirm revoke')}
        busy={revoke.isPending}
        incomplete={reason.trim() === ''}
        tone="danger"
      />
    </form>
  );
};

/** Revoke asks first: a revoked certificate no longer verifies and is never issued again. */
export const RevokeDialog = ({
  eventId,
  certificate,
  onClose,
}: {
  eventId: string;
  certificate: CertificateView | null;
  onClose: () => void;
}) => {
  const revoke = useRevokeCertificate(eventId);
  return (
    <ModalDialog open={certificate !== null} title={t('Revoke this certificate?')} onClose={onClose} busy={revoke.isPending}>
      {certificate && <RevokeForm key={certificate.id} certificate={certificate} revoke={revoke} onDone={onClose} />}
    </ModalDialog>
  );
};
