import { useState } from 'react';
import { toast } from 'sonner';
import { waitingListMessages } from '@domain/registrations/waiting-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { queryClient } from '../../../lib/react-query';
import type { WaitingPlace } from '../api/get-waiting-place';
import { getWaitingPlaceQueryOptions } from '../api/get-waiting-place';
import { useLeaveWaitingList } from '../api/leave-waiting-list';
import { waitingPlaceTexts } from '../utils/waiting-list';
import { t, tm } from '../../../i18n/intl';

/**
 * The person's place on a full event's waiting list. When a seat frees they are registered at
 * once and told (the bell, an email); the page then shows their registration instead.
 */
export const WaitingPlaceCard = ({ eventId, place }: { eventId: string; place: WaitingPlace }) => {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveWaitingList();

  const confirm = async () => {
    try {
      await leave.mutateAsync(eventId);
      toast.success(tm(waitingListMessages.left));
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: getWaitingPlaceQueryOptions(eventId).queryKey });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  const texts = waitingPlaceTexts(place);
  return (
    <div className="card waiting-place" role="region" aria-labelledby="waiting-place-title">
      <h2 className="waiting-place__title" id="waiting-place-title">
        {texts.title}
      </h2>
      <p className="waiting-place__place" data-testid="waiting-place">
        {texts.place}
      </p>
      <p className="waiting-place__hint">{texts.hint}</p>
      {texts.joined && <p className="waiting-place__joined">{texts.joined}</p>}
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        {tm(waitingListMessages.leave)}
      </button>
      <ConfirmDialog
        open={asking}
        title={tm(waitingListMessages.leave)}
        message={tm(waitingListMessages.leaveQuestion)}
        busy={leave.isPending}
        busyLabel={t('Leaving…')}
        confirmLabel={tm(waitingListMessages.leave)}
        cancelLabel={t('Stay on the list')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
};
