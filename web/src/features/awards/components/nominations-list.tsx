import { useState } from 'react';
import { toast } from 'sonner';
import type { NominationView } from '@contract/awards';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useDecideNomination, useNominations, type Decision } from '../api/nominations';
import { awardTexts, statusLabels } from '../utils/awards';

/** Every nomination of the event with Confirm and Reject while open, Revoke once confirmed (asked first). */
export const NominationsList = ({ eventId }: { eventId: string }) => {
  const nominations = useNominations(eventId);
  const decide = useDecideNomination(eventId);
  const [revoking, setRevoking] = useState<NominationView | null>(null);

  const run = async (decision: Decision, nomination: NominationView) => {
    try {
      const answer = await decide.mutateAsync({ decision, registrationId: nomination.delegateId, kindId: nomination.kindId });
      toast.success(answer?.message ?? t(statusLabels.confirmed));
    } catch (error) {
      toast.error(errorMessageOf(error, t('The nomination could not be changed')));
    }
  };

  const rows = nominations.data?.nominations ?? [];
  return (
    <section className="card awards__nominations" aria-labelledby="awards-nominations-title">
      <h2 className="awards__title" id="awards-nominations-title">
        {awardTexts.nominationsTitle}
      </h2>
      {nominations.isError && <p className="awards__note">{awardTexts.failed}</p>}
      {nominations.isPending && <p className="awards__note">{awardTexts.loading}</p>}
      {nominations.data && rows.length === 0 && <p className="awards__note">{awardTexts.noNominations}</p>}
      {rows.length > 0 && (
        <div className="awards__table-wrap">
          <table className="awards__table">
            <thead>
              <tr>
                <th scope="col">{t('Award')}</th>
                <th scope="col">{t('Committee')}</th>
                <th scope="col">{t('Country')}</th>
                <th scope="col">{t('Delegate')}</th>
                <th scope="col" className="awards__secondary">
                  {t('School')}
                </th>
                <th scope="col">{t('Status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('Actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((nomination) => (
                <tr key={`${nomination.delegateId}/${nomination.kindId}`}>
                  <td>{nomination.kind}</td>
                  <td>{nomination.committee ?? '—'}</td>
                  <td>{nomination.country ?? '—'}</td>
                  <td>
                    <bdi>{nomination.delegate ?? '—'}</bdi>
                  </td>
                  <td className="awards__secondary">{nomination.school ?? '—'}</td>
                  <td>
                    <StatusBadge status={nomination.status} />
                  </td>
                  <td className="awards__row-actions">
                    {nomination.status === 'nominated' && (
                      <>
                        <button
                          type="button"
                          className="button button--primary"
                          disabled={decide.isPending}
                          onClick={() => void run('confirm', nomination)}
                        >
                          {t('Confirm')}
                        </button>
                        <button type="button" className="button" disabled={decide.isPending} onClick={() => void run('reject', nomination)}>
                          {t('Reject')}
                        </button>
                      </>
                    )}
                    {nomination.status === 'confirmed' && (
                      <button
                        type="button"
                        className="button button--danger-text"
                        disabled={decide.isPending}
                        onClick={() => setRevoking(nomination)}
                      >
                        {t('Revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={awardTexts.revokeTitle}
        message={revoking ? awardTexts.revokeMessage(revoking.kind, revoking.delegate ?? t('The delegate')) : ''}
        busy={decide.isPending}
        busyLabel={t('Revoking…')}
        confirmLabel={t('Revoke')}
        cancelLabel={t('Keep it')}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          const nomination = revoking;
          if (nomination) void run('revoke', nomination).finally(() => setRevoking(null));
        }}
      />
    </section>
  );
};
