import { useSyncExternalStore } from 'react';

/** Browser storage keys of the session (spec §3), plus the refresh token when the server issues one. */
export const storageKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  userId: 'userId',
  organiserId: 'organiserId',
  userRole: 'userRole',
  globalRole: 'global_role',
  userAvatar: 'userAvatar',
  userType: 'userType',
} as const;

type StorageKey = keyof typeof storageKeys;

export type Session = { readonly [Key in StorageKey]: string | null };

const keys = Object.keys(storageKeys) as StorageKey[];
const storedNames: readonly string[] = Object.values(storageKeys);
const listeners = new Set<() => void>();
let cached: Session | null = null;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked by privacy settings; the app then behaves as logged out.
    return null;
  }
};

const read = (): Session => {
  const store = storage();
  const entries = keys.map((key) => [key, store?.getItem(storageKeys[key]) || null] as const);
  return Object.fromEntries(entries) as Record<StorageKey, string | null>;
};

const notify = () => {
  for (const listener of listeners) listener();
};

/** The stored session; the same object is returned until a value changes (useSyncExternalStore needs that). */
export const getSession = (): Session => {
  const fresh = read();
  const previous = cached;
  if (previous && keys.every((key) => previous[key] === fresh[key])) return previous;
  cached = fresh;
  return fresh;
};

export const hasToken = (): boolean => getSession().token !== null;

/** Writes the given keys; null, undefined or '' removes a key. */
export const saveSession = (values: Partial<Record<StorageKey, string | null | undefined>>) => {
  const store = storage();
  if (!store) return;
  for (const key of keys) {
    if (!(key in values)) continue;
    const value = values[key];
    if (value === null || value === undefined || value === '') store.removeItem(storageKeys[key]);
    else store.setItem(storageKeys[key], value);
  }
  notify();
};

/** The language of the screens belongs to the device, not the session: the log-in page keeps speaking it. */
const DEVICE_KEYS = ['language', 'digits'];

/** Spec §4: signing out, or any 401, clears all browser storage, not only the session keys (the language stays). */
export const clearBrowserStorage = () => {
  try {
    const kept = DEVICE_KEYS.map((key) => [key, globalThis.localStorage?.getItem(key)] as const);
    globalThis.localStorage?.clear();
    for (const [key, value] of kept) if (value) globalThis.localStorage?.setItem(key, value);
    globalThis.sessionStorage?.clear();
  } catch {
    // Blocked storage holds nothing to clear.
  }
  notify();
};

export const subscribeToSession = (listener: () => void) => {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || storedNames.includes(event.key)) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
};

export const useSession = (): Session => useSyncExternalStore(subscribeToSession, getSession, getSession);
