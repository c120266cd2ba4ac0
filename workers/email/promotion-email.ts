import { formatMessage, type MessageLanguage } from '@domain/shared/messages/translate';
import { linkEmail } from './email-layout';

/** The email of a seat given from the waiting list: which event, that nothing is left to do, where to see it. */
export const promotionEmail = (eventName: string, link: string, language: MessageLanguage = 'en') => {
  const say = (english: string, values: Record<string, string> = {}) => formatMessage(english, values, language);
  // A subject is one line: a name with line breaks must not spill into the header.
  const event = eventName.replace(/\s+/g, ' ').trim() || say('a model-UN conference');
  return linkEmail({
    language,
    subject: say('You are registered for {event}', { event }),
    heading: say('A seat is yours at {event}', { event }),
    intro: [
      say(
        'A seat became free at {event} and you were first on its waiting list, so you are now registered with the details you gave when you joined the list. There is nothing more to do.',
        { event },
      ),
      say('Your registration is on this page:'),
    ],
    button: say('Open my registration'),
    link,
    unexpected: say('If you no longer want the seat, cancel your registration on that page so that the next person waiting gets it.'),
  });
};
