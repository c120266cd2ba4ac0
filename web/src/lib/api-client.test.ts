import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { EndpointDefinition } from '@contract/endpoint';
import { usersEndpoints } from '@contract/users';
import { installMemoryStorage } from '../testing/memory-storage';
import { ApiError, apiRequest, apiRequestAnswer, TOKEN_EXPIRED_MESSAGE } from './api-client';
import { call, callAnswer } from './call';
import { registerNavigator } from './navigation';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let storage: ReturnType<typeof installMemoryStorage>;
const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();

beforeEach(() => {
  storage = installMemoryStorage();
  storage.local.setItem('token', 'abc');
  storage.local.setItem('userId', 'u-1');
  vi.stubGlobal('fetch', fetchMock);
  registerNavigator(navigate);
});

afterEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.mocked(toast.error).mockReset();
  vi.unstubAllGlobals();
});

const headersOfCall = (index = 0) => new Headers(fetchMock.mock.calls[index]?.[1]?.headers);

describe('apiRequest', () => {
  it('sends the bearer token and returns the checked data', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'ok', data: [{ id: 1 }] }));
    const data = await apiRequest('/api/v1/committees/all-committees', { schema: z.array(z.object({ id: z.number() })) });
    expect(data).toEqual([{ id: 1 }]);
    expect(headersOfCall().get('authorization')).toBe('Bearer abc');
  });

  it('passes on a cancellation that cuts the body off, instead of calling it an unexpected answer', async () => {
    const controller = new AbortController();
    const cut = answer(200, { success: true, message: 'ok', data: [] });
    vi.spyOn(cut, 'json').mockImplementation(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    fetchMock.mockResolvedValueOnce(cut);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      apiRequest('/api/v1/audit/status-changes', { schema: z.array(z.unknown()), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('sends no token to the calls made without a session', async () => {
    const publicEndpoints = Object.values(usersEndpoints as Record<string, EndpointDefinition>).filter(
      (endpoint) => endpoint.access === 'public',
    );
    expect(publicEndpoints.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining([
        '/api/v1/users/login',
        '/api/v1/users/register',
        '/api/v1/users/get-userid-by-email',
        '/api/v1/users/refresh-token',
        '/api/v1/users/auth-settings',
      ]),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const endpoint of publicEndpoints) {
      fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'ok', data: null }));
      // The answer does not matter here (most refuse a null data): only what was sent.
      await callAnswer(endpoint as never, (endpoint.method === 'GET' ? {} : { body: {} }) as never).catch(() => undefined);
    }
    errors.mockRestore();
    publicEndpoints.forEach((_endpoint, index) => expect(headersOfCall(index).get('authorization')).toBeNull());
  });

  it('sends a public call only the token it is given, never the stored one', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'ok', data: { user: { id: 'u-1' } } }));
    await call(usersEndpoints.userIdByEmail, { body: { email: 'a@gmail.com' } }, { bearer: 'fresh' });
    expect(headersOfCall().get('authorization')).toBe('Bearer fresh');
  });

  it('ends the session on a 401: storage cleared, sent to /login, nothing returned', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(401, { success: false, message: 'Authentication required. Please login again.', code: 'TOKEN_MISSING' }),
    );
    const data = await apiRequest('/api/v1/leadership-roles/all-leadership-roles', { schema: z.unknown() });
    expect(data).toBeUndefined();
    expect(storage.local.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says so when the token expired', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, message: TOKEN_EXPIRED_MESSAGE, code: 'TOKEN_EXPIRED' }));
    await apiRequest('/api/v1/committees/all-committees', { schema: z.unknown() });
    expect(toast.error).toHaveBeenCalledWith(TOKEN_EXPIRED_MESSAGE, expect.anything());
  });

  it('treats a 401 from login as wrong credentials, not as an ended session', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }));
    await expect(call(usersEndpoints.login, { body: {} })).rejects.toThrow('Invalid email or password');
    expect(storage.local.getItem('token')).toBe('abc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("raises the server's message and field errors", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, {
        success: false,
        message: 'Please fill in all fields',
        code: 'VALIDATION_FAILED',
        data: { fieldErrors: { abbr: 'Please fill in all fields' } },
      }),
    );
    const error = await apiRequest('/api/v1/committees/add-committee', { method: 'POST', schema: z.unknown(), body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Please fill in all fields');
    expect((error as ApiError).fieldErrors).toEqual({ abbr: 'Please fill in all fields' });
  });

  it('reads field errors given as errors too', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, errors: { message: 'Sign up failed', email: 'Email is required' } }));
    const error = (await apiRequest('/api/v1/users/register', { method: 'POST', schema: z.unknown(), body: {} }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.message).toBe('Sign up failed');
    expect(error.fieldErrors).toEqual({ email: 'Email is required' });
  });

  it("falls back to 'API request failed' without a message", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/v1/committees/all-committees', { schema: z.unknown() })).rejects.toThrow('API request failed');
  });

  it('sends an Idempotency-Key with writes only', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'ok', data: null }));
    await apiRequest('/api/v1/committees/all-committees', { schema: z.unknown() });
    await apiRequest('/api/v1/committees/delete-committee/1', { method: 'DELETE', schema: z.unknown() });
    expect(headersOfCall(0).get('idempotency-key')).toBeNull();
    expect(headersOfCall(1).get('idempotency-key')).toBeTruthy();
  });
});

describe('renewing an expired token', () => {
  const expired = () => answer(401, { success: false, message: TOKEN_EXPIRED_MESSAGE, code: 'TOKEN_EXPIRED' });
  const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const refreshCalls = () => fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/api/v1/users/refresh-token'));

  /** A server whose access token 'abc' has expired and whose refresh token 'r-1' is good for one exchange. */
  const serverWithExpiredToken = (
    refresh: () => Response = () => answer(200, { success: true, message: 'ok', data: { token: 'new', refreshToken: 'r-2' } }),
  ) =>
    fetchMock.mockImplementation(async (input, init) => {
      const url = urlOf(input);
      if (url.endsWith('/api/v1/users/refresh-token')) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return refresh();
      }
      const auth = new Headers(init?.headers).get('authorization');
      return auth === 'Bearer new' ? answer(200, { success: true, message: 'ok', data: url }) : expired();
    });

  beforeEach(() => storage.local.setItem('refreshToken', 'r-1'));

  it('trades the refresh token for a new pair, stores it and sends the call once more', async () => {
    serverWithExpiredToken();
    const data = await apiRequest('/api/v1/committees/add-committee', { method: 'POST', schema: z.string(), body: { abbr: 'X' } });
    expect(data).toBe('/api/v1/committees/add-committee');
    expect(storage.local.getItem('token')).toBe('new');
    expect(storage.local.getItem('refreshToken')).toBe('r-2');

    const refresh = refreshCalls()[0];
    expect(new Headers(refresh?.[1]?.headers).get('authorization')).toBeNull();
    expect(JSON.parse(String(refresh?.[1]?.body))).toEqual({ refreshToken: 'r-1' });
    // The resent write is the same write: same Idempotency-Key, same body.
    const writes = fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/add-committee'));
    expect(writes).toHaveLength(2);
    expect(new Headers(writes[1]?.[1]?.headers).get('idempotency-key')).toBe(new Headers(writes[0]?.[1]?.headers).get('idempotency-key'));
    expect(writes[1]?.[1]?.body).toBe(writes[0]?.[1]?.body);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('exchanges the refresh token only once for calls that expire together', async () => {
    serverWithExpiredToken();
    const results = await Promise.all(
      ['/api/v1/committees/all-committees', '/api/v1/leadership-roles/all-leadership-roles', '/api/v1/schools/all-schools'].map((path) =>
        apiRequest(path, { schema: z.string() }),
      ),
    );
    expect(results).toEqual([
      '/api/v1/committees/all-committees',
      '/api/v1/leadership-roles/all-leadership-roles',
      '/api/v1/schools/all-schools',
    ]);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('ends the session when the refresh token is refused: storage cleared, /login, expired toast', async () => {
    serverWithExpiredToken(() => answer(401, { success: false, message: 'Please login again.', code: 'REFRESH_INVALID' }));
    const data = await apiRequest('/api/v1/committees/all-committees', { schema: z.unknown() });
    expect(data).toBeUndefined();
    expect(storage.local.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
    expect(toast.error).toHaveBeenCalledWith(TOKEN_EXPIRED_MESSAGE, expect.anything());
  });

  it('uses the pair another tab exchanged first instead of ending the session', async () => {
    serverWithExpiredToken(() => {
      // The other tab spent r-1 a moment earlier and stored its new pair.
      storage.local.setItem('token', 'new');
      storage.local.setItem('refreshToken', 'r-9');
      return answer(401, { success: false, message: 'Please login again.', code: 'REFRESH_INVALID' });
    });
    expect(await apiRequest('/api/v1/committees/all-committees', { schema: z.string() })).toBe('/api/v1/committees/all-committees');
    expect(storage.local.getItem('refreshToken')).toBe('r-9');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tries only once: a call still refused after the renewal ends the session', async () => {
    fetchMock.mockImplementation(async (input) =>
      urlOf(input).endsWith('/api/v1/users/refresh-token')
        ? answer(200, { success: true, message: 'ok', data: { token: 'new', refreshToken: 'r-2' } })
        : expired(),
    );
    expect(await apiRequest('/api/v1/committees/all-committees', { schema: z.unknown() })).toBeUndefined();
    expect(refreshCalls()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(storage.local.length).toBe(0);
  });

  it('does not renew after other 401 answers', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(401, { success: false, message: 'You have logged out. Please login again.', code: 'TOKEN_REVOKED' }),
    );
    expect(await apiRequest('/api/v1/committees/all-committees', { schema: z.unknown() })).toBeUndefined();
    expect(refreshCalls()).toHaveLength(0);
    expect(storage.local.length).toBe(0);
  });

  it('keeps the session when the renewal cannot reach the server', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (urlOf(input).endsWith('/api/v1/users/refresh-token')) throw new TypeError('Failed to fetch');
      return expired();
    });
    await expect(apiRequest('/api/v1/committees/all-committees', { schema: z.unknown() })).rejects.toBeInstanceOf(ApiError);
    expect(storage.local.getItem('refreshToken')).toBe('r-1');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('apiRequestAnswer', () => {
  it('answers the checked data with the server message and the fields beside it', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: 'Event updated successfully', data: { id: 'e-1' }, registeredUsersNotified: 3 }),
    );
    const result = await apiRequestAnswer('/api/v1/events/update-event/e-1', {
      method: 'PATCH',
      schema: z.object({ id: z.string() }),
      body: { name: 'MUN' },
    });
    expect(result?.data).toEqual({ id: 'e-1' });
    expect(result?.message).toBe('Event updated successfully');
    expect(result?.body.registeredUsersNotified).toBe(3);
  });
});
