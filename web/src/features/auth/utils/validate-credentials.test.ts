import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validate-credentials';

describe('log-in and sign-up validation (spec §5)', () => {
  it('asks for both fields', () => {
    expect(validateCredentials({ email: '  ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('accepts only gmail.com addresses by default', () => {
    expect(validateCredentials({ email: 'someone@yahoo.com', password: 'secret1' })).toEqual({
      email: 'Please enter a valid Gmail address',
    });
    expect(validateCredentials({ email: 'someone@gmail.com.evil.org', password: 'secret1' }).email).toBe(
      'Please enter a valid Gmail address',
    );
    expect(validateCredentials({ email: 'a@b@gmail.com', password: 'secret1' }).email).toBe('Please enter a valid Gmail address');
    expect(validateCredentials({ email: 'some one@gmail.com', password: 'secret1' }).email).toBe('Please enter a valid Gmail address');
    expect(validateCredentials({ email: '@gmail.com', password: 'secret1' }).email).toBe('Please enter a valid Gmail address');
    expect(validateCredentials({ email: ' Admin@Gmail.com ', password: 'secret1' })).toEqual({});
  });

  it("follows the server's configured domains", () => {
    const domains = ['gmail.com', 'school.ae'];
    expect(validateCredentials({ email: 'head@school.ae', password: 'secret1' }, domains)).toEqual({});
    expect(validateCredentials({ email: 'head@SCHOOL.AE', password: 'secret1' }, domains)).toEqual({});
    expect(validateCredentials({ email: 'head@other.ae', password: 'secret1' }, domains).email).toBe('Please enter a valid Gmail address');
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateCredentials({ email: 'admin@gmail.com', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateCredentials({ email: 'admin@gmail.com', password: '123456' })).toEqual({});
  });
});
