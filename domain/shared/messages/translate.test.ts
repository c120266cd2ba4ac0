import { describe, expect, it } from 'vitest';
import { notificationMessages } from '../../notifications/notification-messages';
import { formatMessage, languageOfAcceptHeader, translateMessage } from './translate';

describe('the server’s messages in Arabic', () => {
  it('leaves the specs’ English alone when English is asked for', () => {
    expect(translateMessage('Event not found', 'en')).toBe('Event not found');
  });

  it('translates a message as it is, and one with values through its template', () => {
    expect(translateMessage('Event not found', 'ar')).not.toBe('Event not found');
    expect(translateMessage('Event not found', 'ar')).toMatch(/[\u0600-\u06FF]/);
    const seated = translateMessage(notificationMessages.seatAssigned('DISEC as France', 'Gulf MUN'), 'ar');
    expect(seated).toMatch(/[\u0600-\u06FF]/);
    expect(seated).toContain('DISEC');
    expect(seated).toContain('France');
    expect(seated).toContain('Gulf MUN');
    expect(seated).not.toMatch(/\bseated\b|\bas\b/);
  });

  it('keeps a message it has no Arabic for as it is', () => {
    expect(translateMessage('A message nobody wrote Arabic for', 'ar')).toBe('A message nobody wrote Arabic for');
  });

  it('writes a template in either language', () => {
    expect(formatMessage('You are invited to {event}', { event: 'Gulf MUN' }, 'en')).toBe('You are invited to Gulf MUN');
    expect(formatMessage('You are invited to {event}', { event: 'Gulf MUN' }, 'ar')).toBe('أنت مدعو إلى Gulf MUN');
  });

  it('reads Accept-Language as a browser sends it', () => {
    expect(languageOfAcceptHeader(undefined)).toBe('en');
    expect(languageOfAcceptHeader('ar')).toBe('ar');
    expect(languageOfAcceptHeader('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageOfAcceptHeader('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(languageOfAcceptHeader('fr-FR, ar;q=0.5')).toBe('ar');
    expect(languageOfAcceptHeader('de')).toBe('en');
  });
});
