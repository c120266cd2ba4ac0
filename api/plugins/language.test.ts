import { describe, expect, it } from 'vitest';
import { arabicMessages } from '@domain/shared/messages/ar';
import { languageOf, translatedAnswer } from './language';

const arabic = (english: string) => arabicMessages[english]!;

describe('answers in the caller’s language', () => {
  it('reads the language from ?lang= first, then Accept-Language, else English', () => {
    expect(languageOf({ headers: {}, query: {} })).toBe('en');
    expect(languageOf({ headers: { 'accept-language': 'ar-AE,ar;q=0.9' }, query: {} })).toBe('ar');
    expect(languageOf({ headers: { 'accept-language': 'ar' }, query: { lang: 'en' } })).toBe('en');
    expect(languageOf({ headers: {}, query: { lang: 'ar' } })).toBe('ar');
  });

  it('translates the message and the words for people in the data, in lists too, and leaves stored data as it is', () => {
    const answer = {
      success: true,
      message: 'Event not found',
      data: {
        rows: [
          { fullName: 'Event not found', reason: 'Already registered for this event', warnings: ['Already registered for this event'] },
        ],
        fieldErrors: { email: 'Email is required' },
        job: { error: null },
      },
    };
    expect(translatedAnswer(answer, 'ar')).toEqual({
      success: true,
      message: arabic('Event not found'),
      data: {
        // A name that happens to read like a message is a name.
        rows: [
          {
            fullName: 'Event not found',
            reason: arabic('Already registered for this event'),
            warnings: [arabic('Already registered for this event')],
          },
        ],
        fieldErrors: { email: arabic('Email is required') },
        job: { error: null },
      },
    });
    expect(translatedAnswer(answer, 'en')).toBe(answer);
  });
});
