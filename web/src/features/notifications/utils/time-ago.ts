import { t } from '../../../i18n/intl';

/** When a notification happened, as the bell shows it: "just now", "5 min ago", "3 h ago". */
export const timeAgo = (timestamp: string, now: number): string => {
  const minutes = Math.floor((now - Date.parse(timestamp)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return t('just now');
  if (minutes < 60) return t('{minutes} min ago', { minutes });
  return t('{hours} h ago', { hours: Math.floor(minutes / 60) });
};
