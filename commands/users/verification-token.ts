import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a verification link: `<userId>.<requestId>.<mac>`. It is derived from the
 * `EmailVerificationRequested` event and the server secret, so no secret is ever stored in an
 * event or a job: the email worker recomputes it, and verification checks the mac, then asks the
 * user's stream whether that request is still open.
 */
export interface VerificationClaim {
  userId: string;
  requestId: string;
}

const mac = (secret: string, claim: VerificationClaim) =>
  createHmac('sha256', secret).update(`email-verification:${claim.userId}:${claim.requestId}`).digest('base64url');

export const createVerificationToken = (secret: string, claim: VerificationClaim) =>
  `${claim.userId}.${claim.requestId}.${mac(secret, claim)}`;

export const parseVerificationToken = (secret: string, token: string): VerificationClaim | null => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId, requestId, given] = parts as [string, string, string];
  if (!userId || !requestId) return null;
  const expected = Buffer.from(mac(secret, { userId, requestId }));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { userId, requestId } : null;
};

/** The link the email carries; the SPA's redirect screen forwards the hash to /email-confirmation. */
export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth-redirect#verification_token=${encodeURIComponent(token)}`;
