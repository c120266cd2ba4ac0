import { formatMessage, type MessageLanguage } from '@domain/shared/messages/translate';
import { linkEmail } from './email-layout';

/** The invitation email's words: who invites, why there is an account, how to get in. */
export const invitationEmail = (eventName: string, link: string, expiresAt: Date, language: MessageLanguage = 'en') => {
  const say = (english: string, values: Record<string, string> = {}) => formatMessage(english, values, language);
  // A subject is one line: a name with line breaks must not spill into the header. An event
  // without a name is never expected, but the subject must still read well.
  const event = eventName.replace(/\s+/g, ' ').trim() || say('a model-UN conference');
  return linkEmail({
    language,
    subject: say('You are invited to {event}', { event }),
    heading: say('You are invited to {event}', { event }),
    intro: [
      say(
        'The organisers of {event} have invited you to take part and made you an account with this email address. Your profile is already filled in from the details they gave.',
        { event },
      ),
      say('Set your password by opening this link, and you are in:'),
    ],
    button: say('Set my password'),
    link,
    expiresAt,
    afterExpiry: say('If it has expired, try to log in with this email address and ask for a new link.'),
    unexpected: say('If you do not know this event, you can ignore this email: no one can use the account without the link.'),
  });
};
