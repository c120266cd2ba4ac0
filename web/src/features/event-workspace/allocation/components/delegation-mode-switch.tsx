import { useId } from 'react';
import { toast } from 'sonner';
import { delegationModeMessages } from '@domain/allocation/delegation-mode';
import { errorMessageOf } from '../../../../lib/api-client';
import { useDelegationMode } from '../api/get-delegation-mode';
import { useSetDelegationMode } from '../api/set-delegation-mode';
import { msg, t, tm } from '../../../../i18n/intl';

const MODE_FAILED = msg('Failed to change delegation mode');

/**
 * Delegation mode, the event's setting: when on, global allocation keeps each school's
 * delegates on one country (or as few as possible) across committees. Turning it on or off
 * makes dry runs made before no longer applicable.
 */
export const DelegationModeSwitch = ({ eventId, disabled }: { eventId: string; disabled: boolean }) => {
  const mode = useDelegationMode(eventId);
  const setMode = useSetDelegationMode();
  const hintId = useId();
  const enabled = mode.data ?? false;

  const onChange = async (next: boolean) => {
    try {
      const answer = await setMode.mutateAsync({ eventId, enabled: next });
      // The server's word as it comes; else the domain's, translated here.
      if (answer) toast.success(answer.message ?? tm(delegationModeMessages.set(next)));
    } catch (error) {
      toast.error(errorMessageOf(error, t(MODE_FAILED)));
    }
  };

  return (
    <div className="delegation-mode">
      <label className="delegation-mode__switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          aria-describedby={hintId}
          disabled={disabled || mode.data === undefined || setMode.isPending}
          onChange={(event) => void onChange(event.target.checked)}
        />
        <span>{tm(delegationModeMessages.label)}</span>
      </label>
      <p id={hintId} className="delegation-mode__hint" role={mode.isError ? 'alert' : undefined}>
        {mode.isError
          ? t('Delegation mode could not be loaded.')
          : mode.isPending
            ? t('Loading...')
            : enabled
              ? t('On. Changing it makes earlier dry runs out of date: run again before applying.')
              : t('Off. Changing it makes earlier dry runs out of date: run again before applying.')}
      </p>
    </div>
  );
};
