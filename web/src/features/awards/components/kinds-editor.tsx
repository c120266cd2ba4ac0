import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useAwardKinds, useSetAwardKinds } from '../api/kinds';
import { awardTexts, limitOf } from '../utils/awards';

interface Row {
  id?: string;
  name: string;
  limit: string;
}

/** The organiser's list of awards: rename, set a per-committee limit, add, remove; saved as a whole. */
export const KindsEditor = ({ eventId }: { eventId: string }) => {
  const kinds = useAwardKinds(eventId);
  const save = useSetAwardKinds(eventId);
  const [rows, setRows] = useState<Row[]>([]);
  const stored = kinds.data?.kinds;
  const storedText = JSON.stringify(stored ?? null);

  useEffect(() => {
    if (stored) setRows(stored.map((kind) => ({ id: kind.id, name: kind.name, limit: kind.limit === null ? '' : String(kind.limit) })));
    // The form starts from what is stored, and again after each save (`storedText` stands for `stored`).
  }, [storedText]);

  if (kinds.isError) return <p className="awards__note">{awardTexts.failed}</p>;
  if (!stored) return <p className="awards__note">{awardTexts.loading}</p>;
  const change = (index: number, patch: Partial<Row>) => setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const onSave = async () => {
    try {
      const answer = await save.mutateAsync(
        rows.map((row) => ({ ...(row.id ? { id: row.id } : {}), name: row.name, limit: limitOf(row.limit) })),
      );
      toast.success(answer?.message ?? t('Awards saved'));
    } catch (error) {
      toast.error(errorMessageOf(error, t('The awards could not be saved')));
    }
  };

  return (
    <form
      className="card awards__kinds"
      aria-label={awardTexts.kindsTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <h2 className="awards__title">{awardTexts.kindsTitle}</h2>
      <p className="awards__note">{awardTexts.kindsHint}</p>
      <ul className="awards__kind-list">
        {rows.map((row, index) => (
          <li key={row.id ?? `new-${index}`} className="awards__kind">
            <label>
              <span className="visually-hidden">{t('Award name')}</span>
              <input value={row.name} maxLength={80} onChange={(event) => change(index, { name: event.target.value })} />
            </label>
            <label>
              <span className="visually-hidden">{t('Limit per committee')}</span>
              <input
                value={row.limit}
                inputMode="numeric"
                placeholder={t('No limit')}
                className="awards__limit"
                onChange={(event) => change(index, { limit: event.target.value })}
              />
            </label>
            <button
              type="button"
              className="button button--danger-text"
              aria-label={row.name ? t('Remove {award}', { award: row.name }) : t('Remove award')}
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              {t('Remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="awards__actions">
        <button type="button" className="button" onClick={() => setRows([...rows, { name: '', limit: '' }])}>
          {awardTexts.addKind}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? awardTexts.saving : awardTexts.saveKinds}
        </button>
      </div>
    </form>
  );
};
