/** Renewed this long before it runs out, so a socket never opens with a token about to expire. */
export const RENEW_BEFORE_MS = 30_000;

/** The expiry (ms) a JWT states, or null when it cannot be read. Read only, never trusted: the server verifies. */
export const tokenExpiry = (token: string): number | null => {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
};

export const expiresSoon = (token: string, now: number) => {
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry - now < RENEW_BEFORE_MS;
};
