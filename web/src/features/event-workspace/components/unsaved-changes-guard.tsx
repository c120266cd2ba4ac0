import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../i18n/intl';
import { leavesEventDetails } from '../utils/workspace-tabs';

interface UnsavedChangesGuardProps {
  dirty: boolean;
  /** Drops the unsaved edits; the navigation that was held then goes on. */
  onDiscard: () => void;
}

/**
 * Spec §2: leaving Event Details with unsaved edits, to another tab or another page of the
 * app, asks first (Keep editing / Discard). Reloading or closing the browser tab gets the
 * browser's own question.
 */
export const UnsavedChangesGuard = ({ dirty, onDiscard }: UnsavedChangesGuardProps) => {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && leavesEventDetails(currentLocation, nextLocation));

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('Unsaved changes')}
      message={t('You have changed the event details without saving. Discard the changes?')}
      confirmLabel={t('Discard')}
      cancelLabel={t('Keep editing')}
      onConfirm={() => {
        onDiscard();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
};
