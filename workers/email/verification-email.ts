import { formatMessage, type MessageLanguage } from '@domain/shared/messages/translate';
import { linkEmail } from './email-layout';

/** The verification email's words, in the language chosen at sign-up. */
export const verificationEmail = (link: string, expiresAt: Date, language: MessageLanguage = 'en') => {
  const say = (english: string) => formatMessage(english, {}, language);
  return linkEmail({
    language,
    subject: say('Confirm your email'),
    heading: say('Confirm your email'),
    intro: [say('Thank you for signing up. Please confirm your email address by opening this link:')],
    button: say('Confirm my email'),
    link,
    expiresAt,
    afterExpiry: say('If it has expired, sign in and ask for a new one.'),
    unexpected: say('If you did not create an account, you can ignore this email: nothing will happen.'),
  });
};
