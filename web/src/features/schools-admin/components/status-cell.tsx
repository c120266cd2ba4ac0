import { StatusBadge } from '../../../components/ui/status-badge';
import { t } from '../../../i18n/intl';

/** A row's status, or 'Updating' while a change of it is on its way (spec §2.6). */
export const StatusCell = ({ status, updating }: { status: string; updating: boolean }) =>
  updating ? (
    <span className="row-updating" role="status">
      <span className="row-updating__spinner" aria-hidden="true" />
      {t('Updating')}
    </span>
  ) : (
    <StatusBadge status={status} />
  );
