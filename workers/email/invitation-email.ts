import { linkEmail } from './email-layout';

/** An event without a name (never expected, but the subject must still read well). */
const SOME_CONFERENCE = 'a model-UN conference';

/** The invitation email's words: who invites, why there is an account, how to get in. */
export const invitationEmail = (eventName: string, link: string, expiresAt: Date) => {
  // A subject is one line: a name with line breaks must not spill into the header.
  const event = eventName.replace(/\s+/g, ' ').trim() || SOME_CONFERENCE;
  return linkEmail({
    subject: `You are invited to ${event}`,
    heading: `You are invited to ${event}`,
    intro: [
      `The organisers of ${event} have invited you to take part and made you an account with this email address. Your profile is already filled in from the details they gave.`,
      'Set your password by opening this link, and you are in:',
    ],
    button: 'Set my password',
    link,
    expiresAt,
    afterExpiry: 'If it has expired, try to log in with this email address and ask for a new link.',
    unexpected: 'If you do not know this event, you can ignore this email: no one can use the account without the link.',
  });
};
