import { linkEmail } from './email-layout';

/** The verification email's words. */
export const verificationEmail = (link: string, expiresAt: Date) =>
  linkEmail({
    subject: 'Confirm your email',
    heading: 'Confirm your email',
    intro: ['Thank you for signing up. Please confirm your email address by opening this link:'],
    button: 'Confirm my email',
    link,
    expiresAt,
    afterExpiry: 'If it has expired, sign in and ask for a new one.',
    unexpected: 'If you did not create an account, you can ignore this email: nothing will happen.',
  });
