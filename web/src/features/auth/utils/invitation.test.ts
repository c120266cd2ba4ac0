import { describe, expect, it } from 'vitest';
import { invitationTokenOf } from './invitation-token';
import { validateNewPassword } from './validate-new-password';

describe('invitation link', () => {
  it('reads the token from the hash the email writes, or from a query', () => {
    expect(invitationTokenOf('#token=u1.i1.mac-_', '')).toBe('u1.i1.mac-_');
    expect(invitationTokenOf('', '?token=u1.i1.mac')).toBe('u1.i1.mac');
    expect(invitationTokenOf('#token=from-hash', '?token=from-query')).toBe('from-hash');
    expect(invitationTokenOf('#token=', '')).toBeNull();
    expect(invitationTokenOf('', '')).toBeNull();
  });
});

describe('a new password typed twice', () => {
  it('follows sign-up’s rules and the spec’s messages', () => {
    expect(validateNewPassword({ password: 'secret-pass', confirm: 'secret-pass' })).toEqual({});
    expect(validateNewPassword({ password: '', confirm: '' })).toEqual({ password: 'Password is required' });
    expect(validateNewPassword({ password: '12345', confirm: '12345' })).toEqual({ password: 'Password must be at least 6 characters' });
    expect(validateNewPassword({ password: 'secret-pass', confirm: 'secret-pas' })).toEqual({ confirm: 'Passwords do not match' });
  });
});
