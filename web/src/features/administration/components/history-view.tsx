import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { auditedEntities } from '@domain/shared/status-change';
import { errorMessageOf } from '../../../lib/api-client';
import { useSearchParamsPatch } from '../../../lib/use-search-params-patch';
import { EXPORT_FAILED, exportStatusChanges } from '../api/export-status-changes';
import { useStatusChanges, type StatusChange } from '../api/get-status-changes';
import { useSuperusers } from '../api/get-superusers';
import { entityTypeLabels, HISTORY_PAGE_SIZE, readHistoryFilters, type HistoryFilters } from '../utils/history-filters';
import { displayName } from '../utils/user-display';
import { ListShell, loadOf } from '../../../components/list/list-shell';
import { historyColumns } from './history-columns';
import { t } from '../../../i18n/intl';

const DownloadIcon = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d="M10 3v9m-4-4 4 4 4-4M4 15.5h12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** A date filter; `min` and `max` keep From before To. */
const DateField = ({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) => (
  <div className="field">
    <label className="field__label" htmlFor={id}>
      {label}
    </label>
    <input
      id={id}
      type="date"
      className="input"
      value={value}
      min={min || undefined}
      max={max || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  </div>
);

/**
 * The audit trail: who changed which status, when, from what to what. Across everything, or
 * one entity's (entityType + entityId in the URL, as the Users list's History item opens it).
 * Every filter and the page live in the URL.
 */
export const HistoryView = () => {
  const [params, patch] = useSearchParamsPatch();
  const { page, ...filters } = readHistoryFilters(params);
  const changesQuery = useStatusChanges(filters, page);
  const actorsQuery = useSuperusers();
  const [exporting, setExporting] = useState(false);

  const rows = changesQuery.data?.rows ?? [];
  const total = changesQuery.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  // A page past the end (an old link, a narrower filter) moves to the last page there is.
  useEffect(() => {
    if (changesQuery.data && !changesQuery.isPlaceholderData && page > lastPage) patch({ page: lastPage === 1 ? null : String(lastPage) });
  }, [changesQuery.data, changesQuery.isPlaceholderData, page, lastPage, patch]);
  const filtered = Object.values(filters).some(Boolean);

  const setFilter = (key: keyof HistoryFilters, value: string) => patch({ [key]: value, page: null });

  const table = useReactTable<StatusChange>({
    data: rows,
    columns: historyColumns,
    getRowId: (change, index) => `${change.eventId}-${index}`,
    getCoreRowModel: getCoreRowModel(),
  });

  const actors = actorsQuery.data ?? [];
  const actorKnown = !filters.actorId || actors.some((actor) => actor.id === filters.actorId);
  const entityName = rows.find((change) => change.entityId === filters.entityId)?.entityName ?? filters.entityId;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportStatusChanges(filters);
    } catch (error) {
      toast.error(errorMessageOf(error, t(EXPORT_FAILED)));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="admin-list history">
      {filters.entityId && (
        <div className="history__scope" role="status">
          <span>
            {filters.entityType ? t('History of {type}', { type: t(entityTypeLabels[filters.entityType]).toLowerCase() }) : t('History of')}{' '}
            <strong>
              <bdi>{entityName}</bdi>
            </strong>
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => patch({ entityId: null, entityType: null, page: null })}
          >
            {t('Show all changes')}
          </button>
        </div>
      )}

      <form className="history-filters" aria-label={t('History filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="history-entity-type">
            {t('Entity type')}
          </label>
          <select
            id="history-entity-type"
            className="input"
            value={filters.entityType}
            onChange={(event) => patch({ entityType: event.target.value, entityId: null, page: null })}
          >
            <option value="">{t('All types')}</option>
            {auditedEntities.map((type) => (
              <option key={type} value={type}>
                {t(entityTypeLabels[type])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="history-actor">
            {t('Changed by')}
          </label>
          <select
            id="history-actor"
            className="input"
            value={filters.actorId}
            onChange={(event) => setFilter('actorId', event.target.value)}
          >
            <option value="">{t('Anyone')}</option>
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {displayName(actor)}
              </option>
            ))}
            {!actorKnown && <option value={filters.actorId}>{filters.actorId}</option>}
          </select>
        </div>
        <DateField
          id="history-from"
          label={t('From')}
          value={filters.from}
          max={filters.to}
          onChange={(value) => setFilter('from', value)}
        />
        <DateField id="history-to" label={t('To')} value={filters.to} min={filters.from} onChange={(value) => setFilter('to', value)} />
        <div className="history-filters__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={!filtered}
            onClick={() => patch({ entityType: null, entityId: null, actorId: null, from: null, to: null, page: null })}
          >
            {t('Clear filters')}
          </button>
          <button type="button" className="button button--primary" disabled={exporting} onClick={() => void exportCsv()}>
            <DownloadIcon />
            {exporting ? t('Exporting…') : t('Export CSV')}
          </button>
        </div>
      </form>

      <ListShell
        table={table}
        label={t('Status changes')}
        load={{ ...loadOf(changesQuery, ''), searching: filtered }}
        texts={{
          loading: t('Loading history...'),
          failed: t('Failed to load the history.'),
          empty: t('No status changes yet'),
          noMatch: t('No status changes match these filters'),
        }}
        busy={changesQuery.isFetching}
        paging={{
          page,
          pageSize: HISTORY_PAGE_SIZE,
          total,
          noun: t('changes'),
          label: t('History pages'),
          onPageChange: (next) => patch({ page: next === 1 ? null : String(next) }),
        }}
      />
    </div>
  );
};
