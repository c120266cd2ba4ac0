import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arabicMessages } from '@domain/shared/messages/ar';
import { userStreamId } from '@domain/users/user';
import { startTestSystem, type TestSystem } from '../../../test/support/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => system?.stop());

const uniqueEmail = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@gmail.com`;
const languageEvents = async (userId: string) =>
  (await system.deps.store.readStream(userStreamId(userId))).filter((event) => event.type === 'LanguageChosen');

describe('the API speaks the language it is asked for', () => {
  it('answers a validation error in Arabic for Accept-Language: ar, and in the specs’ English without it', async () => {
    const payload = { email: 'someone@yahoo.com', password: 'secret-pass', role: 'student' };
    const arabic = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload,
      headers: { 'accept-language': 'ar-AE,ar;q=0.9' },
    });
    expect(arabic.statusCode).toBe(400);
    const inArabic = arabicMessages['Please enter a valid Gmail address']!;
    expect(inArabic).toMatch(/^[\u0600-\u06FF\s]+Gmail[\u0600-\u06FF\s]+$/);
    expect(arabic.json().message).toBe(inArabic);
    expect(arabic.json().data.fieldErrors.email).toBe(inArabic);
    expect(arabic.json().code).toBe('VALIDATION_FAILED');

    const english = await system.app.inject({ method: 'POST', url: '/api/v1/users/register', payload });
    expect(english.json().message).toBe('Please enter a valid Gmail address');
    const both = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { email: '', password: '', role: 'student' },
      headers: { 'accept-language': 'ar' },
    });
    expect(both.json().data.fieldErrors).toEqual({
      email: arabicMessages['Email is required'],
      password: arabicMessages['Password is required'],
    });
    expect(both.json().data.fieldErrors.email).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps the language chosen at sign-up with the account, in its History, and gives it at log-in', async () => {
    const email = uniqueEmail('arabic');
    const response = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: { email, password: 'secret-pass', role: 'student', language: 'ar' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { userId } = response.json().data as { userId: string };
    expect((await languageEvents(userId)).map((event) => event.data)).toEqual([
      expect.objectContaining({ userId, from: 'en', to: 'ar', by: userId }),
    ]);
  });

  it('saves a choice made in the header once, answers the profile with it, and stores nothing for the same choice again', async () => {
    const { userId, email, password } = await system.createUser({});
    const { authorization } = await system.login(email, password);
    const choose = (language: string) =>
      system.app.inject({ method: 'PATCH', url: '/api/v1/users/me/language', payload: { language }, headers: { authorization } });

    const chosen = await choose('ar');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toEqual({ language: 'ar' });
    const me = await system.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization } });
    expect(me.json().data.language).toBe('ar');
    const again = await choose('ar');
    expect(again.statusCode).toBe(200);
    expect(await languageEvents(userId)).toHaveLength(1);

    const refused = await choose('fr');
    expect(refused.statusCode).toBe(400);
    expect(await languageEvents(userId)).toHaveLength(1);
    const login = await system.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password },
      remoteAddress: '10.9.9.9',
    });
    expect(login.json().data.language).toBe('ar');
  });
});
