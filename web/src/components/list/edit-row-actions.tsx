import { t } from '../../i18n/intl';

interface EditRowActionsProps {
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** A row added with the toolbar's Save shows only Cancel. */
  withSave?: boolean;
}

/** Save and Cancel of the row being edited in a list. */
export const EditRowActions = ({ saving, onSave, onCancel, withSave = true }: EditRowActionsProps) => (
  <div className="row-actions">
    {withSave && (
      <button type="button" className="button button--primary button--small" onClick={onSave} disabled={saving}>
        {saving ? t('Saving…') : t('Save')}
      </button>
    )}
    <button type="button" className="button button--secondary button--small" onClick={onCancel} disabled={saving}>
      {t('Cancel')}
    </button>
  </div>
);
