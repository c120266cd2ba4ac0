import type { ColumnDef } from '@tanstack/react-table';
import { historyHref } from '../../../components/list/history-href';
import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/status-badge';
import { msg, t } from '../../../i18n/intl';
import { getLanguageChoice, localeOf } from '../../../i18n/language';
import type { StatusChange } from '../api/get-status-changes';
import { entityTypeLabels } from '../utils/history-filters';

/** The moment's form in the chosen language ('5 Mar 2026, 14:03:22' in English), one formatter a locale. */
const whenFormats = new Map<string, Intl.DateTimeFormat>();
const whenFormat = () => {
  const locale = localeOf(getLanguageChoice());
  let format = whenFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    whenFormats.set(locale, format);
  }
  return format;
};

export const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : whenFormat().format(date);
};

const SYSTEM = msg('System');

const entityHistoryHref = (change: StatusChange) => historyHref(change.entityType, change.entityId);

/** When, Entity type, Entity (name or id), From → To, Changed by, Detail. */
export const historyColumns: ColumnDef<StatusChange, string>[] = [
  {
    id: 'when',
    header: () => t('When'),
    accessorFn: (change) => change.at,
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatWhen(getValue())}</time>,
  },
  {
    id: 'entityType',
    meta: { secondary: true },
    header: () => t('Entity type'),
    accessorFn: (change) => entityTypeLabels[change.entityType],
    cell: ({ getValue }) => t(getValue()),
  },
  {
    id: 'entity',
    header: () => t('Entity'),
    accessorFn: (change) => change.entityName ?? change.entityId,
    cell: ({ row, getValue }) => (
      <Link
        className={row.original.entityName ? 'entity-link' : 'entity-link entity-link--id'}
        to={entityHistoryHref(row.original)}
        title={t('Only the history of {name}', { name: getValue() })}
        dir="auto"
      >
        {getValue()}
      </Link>
    ),
  },
  {
    id: 'change',
    header: () => t('From → To'),
    accessorFn: (change) => `${change.from ?? ''} → ${change.to}`,
    cell: ({ row }) => (
      <span className="status-change">
        {row.original.from ? <StatusBadge status={row.original.from} /> : <span className="cell-muted">{t('new')}</span>}
        <span className="status-change__arrow" aria-label={t('to')}>
          →
        </span>
        <StatusBadge status={row.original.to} />
      </span>
    ),
  },
  {
    id: 'actor',
    header: () => t('Changed by'),
    accessorFn: (change) => change.actorName ?? change.actorId ?? SYSTEM,
    // An erased person has no name left: their id stands in.
    cell: ({ row, getValue }) => {
      const { actorName, actorId } = row.original;
      if (actorName) return <bdi>{actorName}</bdi>;
      if (!actorId) return actorName ?? t(SYSTEM);
      return (
        <span className="user-id" title={getValue()}>
          {getValue()}
        </span>
      );
    },
  },
  {
    id: 'detail',
    meta: { secondary: true },
    header: () => t('Detail'),
    accessorFn: (change) => change.detail ?? '',
    cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
  },
];
