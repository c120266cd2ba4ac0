import type { AttendanceMark } from '@domain/conference/conference-rules';

/** One tap of a chair, kept until the server has answered it (its tapId makes every replay the same tap). */
export interface QueuedTap {
  tapId: string;
  eventId: string;
  eventCommitteeId: string;
  sessionId: string;
  registrationId: string;
  mark: AttendanceMark;
  late: boolean;
}

const KEY = 'roll-call.taps';
const listeners = new Set<() => void>();

const isTap = (value: unknown): value is QueuedTap =>
  typeof value === 'object' &&
  value !== null &&
  ['tapId', 'eventId', 'eventCommitteeId', 'sessionId', 'registrationId', 'mark'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  ) &&
  typeof (value as Record<string, unknown>).late === 'boolean';

let cached: { text: string | null; taps: QueuedTap[] } = { text: null, taps: [] };

/** The taps waiting to be sent, oldest first (kept in localStorage: a reload or a closed tab loses none). */
export const queuedTaps = (): QueuedTap[] => {
  const text = localStorage.getItem(KEY);
  if (text === cached.text) return cached.taps;
  let taps: QueuedTap[] = [];
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    taps = Array.isArray(parsed) ? parsed.filter(isTap) : [];
  } catch {
    taps = [];
  }
  cached = { text, taps };
  return taps;
};

const save = (taps: readonly QueuedTap[]) => {
  if (taps.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(taps));
  for (const listener of listeners) listener();
};

export const enqueueTap = (tap: QueuedTap) => save([...queuedTaps(), tap]);
export const dropTap = (tapId: string) => save(queuedTaps().filter((tap) => tap.tapId !== tapId));

/** For useSyncExternalStore: this tab's changes and other tabs' (the storage event). */
export const subscribeToTaps = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** What a row shows: the server's mark, or the delegate's last tap still waiting (optimistic). */
export const shownMark = <Row extends { delegateId: string; mark: AttendanceMark | null; late: boolean }>(
  row: Row,
  waiting: readonly QueuedTap[],
): { mark: AttendanceMark | null; late: boolean; pending: boolean } => {
  const last = waiting.findLast((tap) => tap.registrationId === row.delegateId);
  return last ? { mark: last.mark, late: last.late, pending: true } : { mark: row.mark, late: row.late, pending: false };
};

/**
 * What a tap on a row asks for. A present mark keeps the row's Late flag; Absent clears it.
 * Late on marks the delegate present (late) unless they are present already; Late off keeps the mark.
 */
export const tapFor = (
  current: { mark: AttendanceMark | null; late: boolean },
  choice: AttendanceMark | 'late',
): { mark: AttendanceMark; late: boolean } | null => {
  if (choice === 'absent') return { mark: 'absent', late: false };
  if (choice !== 'late') return { mark: choice, late: current.late };
  const presentMark = current.mark === 'present' || current.mark === 'present_and_voting' ? current.mark : 'present';
  if (current.late) return current.mark === null ? null : { mark: presentMark, late: false };
  return { mark: presentMark, late: true };
};

/** Whether a failed send should be tried again: the network, the server busy or failing, the session to renew. */
export const worthRetrying = (status: number) => status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
