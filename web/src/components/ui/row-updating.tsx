import { t } from '../../i18n/intl';

/** What a row's status cell shows while its change is on its way (spec §2: 'Updating'). */
export const RowUpdating = () => (
  <span className="row-updating" role="status">
    <span className="row-updating__spinner" aria-hidden="true" />
    {t('Updating')}
  </span>
);
