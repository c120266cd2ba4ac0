import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installMemoryStorage } from '../testing/memory-storage';
import { ApiError, apiRequest, TOKEN_EXPIRED_MESSAGE } from './api-client';
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

  it('sends no token to login, register or the email lookup', async () => {
    for (const path of ['/api/v1/users/login', '/api/v1/users/register', '/api/v1/users/get-userid-by-email']) {
      fetchMock.mockResolvedValueOnce(answer(200, { success: true, message: 'ok', data: null }));
      await apiRequest(path, { method: 'POST', schema: z.null(), body: {} });
    }
    for (const index of [0, 1, 2]) expect(headersOfCall(index).get('authorization')).toBeNull();
  });

  it('ends the session on a 401: storage cleared, sent to /login, nothing returned', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, message: 'Authentication required. Please login again.', code: 'TOKEN_MISSING' }));
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
    await expect(apiRequest('/api/v1/users/login', { method: 'POST', schema: z.unknown(), body: {} })).rejects.toThrow('Invalid email or password');
    expect(storage.local.getItem('token')).toBe('abc');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("raises the server's message and field errors", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, { success: false, message: 'Please fill in all fields', code: 'VALIDATION_FAILED', data: { fieldErrors: { abbr: 'Please fill in all fields' } } }),
    );
    const error = await apiRequest('/api/v1/committees/add-committee', { method: 'POST', schema: z.unknown(), body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Please fill in all fields');
    expect((error as ApiError).fieldErrors).toEqual({ abbr: 'Please fill in all fields' });
  });

  it('reads field errors given as errors too', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, errors: { message: 'Sign up failed', email: 'Email is required' } }));
    const error = (await apiRequest('/api/v1/users/register', { method: 'POST', schema: z.unknown(), body: {} }).catch((caught: unknown) => caught)) as ApiError;
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
