import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in an emailed link: `<userId>.<requestId>.<mac>`. It is derived from the event
 * that asked for the email (`EmailVerificationRequested`, `InvitationIssued`) and the server
 * secret, so no secret is ever stored in an event or a job: the email worker recomputes it,
 * and the link's target checks the mac, then asks the user's stream whether that request is
 * still open. The purpose is part of the mac, so one kind of link never works as the other.
 */
export interface VerificationClaim {
  userId: string;
  requestId: string;
}

type Purpose = 'email-verification' | 'invitation';

const mac = (purpose: Purpose, secret: string, claim: VerificationClaim) =>
  createHmac('sha256', secret).update(`${purpose}:${claim.userId}:${claim.requestId}`).digest('base64url');

const createToken = (purpose: Purpose) => (secret: string, claim: VerificationClaim) =>
  `${claim.userId}.${claim.requestId}.${mac(purpose, secret, claim)}`;

const parseToken =
  (purpose: Purpose) =>
  (secret: string, token: string): VerificationClaim | null => {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [userId, requestId, given] = parts as [string, string, string];
    if (!userId || !requestId) return null;
    const expected = Buffer.from(mac(purpose, secret, { userId, requestId }));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? { userId, requestId } : null;
  };

export const createVerificationToken = createToken('email-verification');
export const parseVerificationToken = parseToken('email-verification');
/** The claim's requestId is the invitation id. */
export const createInvitationToken = createToken('invitation');
export const parseInvitationToken = parseToken('invitation');

/** The link the email carries; the SPA's redirect screen forwards the hash to /email-confirmation. */
export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth-redirect#verification_token=${encodeURIComponent(token)}`;

/**
 * The invitation's link. The token rides in the hash, which browsers never send to a server:
 * a query string would put a password-setting token into the web server's request logs.
 */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/accept-invitation#token=${encodeURIComponent(token)}`;
