import { describe, expect, it } from 'vitest';
import { authRedirectTarget, parseAuthHash } from './auth-hash';

describe('the hash of an emailed link', () => {
  it('reads the verification token and an access token', () => {
    expect(parseAuthHash('#verification_token=abc.def-1')).toEqual({ verificationToken: 'abc.def-1', accessToken: null });
    expect(parseAuthHash('#access_token=jwt&type=signup')).toEqual({ verificationToken: null, accessToken: 'jwt' });
    expect(parseAuthHash('')).toEqual({ verificationToken: null, accessToken: null });
    expect(parseAuthHash('#verification_token=')).toEqual({ verificationToken: null, accessToken: null });
  });

  it('sends a link with a token on to the confirmation screen and anyone else to log in (spec §2.1)', () => {
    expect(authRedirectTarget('#verification_token=abc')).toBe('email-confirmation');
    expect(authRedirectTarget('#access_token=jwt&refresh_token=r')).toBe('email-confirmation');
    expect(authRedirectTarget('#section-2')).toBe('login');
    expect(authRedirectTarget('')).toBe('login');
  });
});
