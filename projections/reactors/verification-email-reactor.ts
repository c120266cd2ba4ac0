import { SEND_VERIFICATION, sendVerificationJobData, verificationJobId } from './email-queue';
import { linkEmailReactor } from './link-email-reactor';

export const VERIFICATION_REQUESTED = 'EmailVerificationRequested';

/** Each `EmailVerificationRequested` (sign-up, every resend) becomes one `send-verification` job. */
export const verificationEmailReactor = linkEmailReactor({
  name: 'reactor_verification_email',
  eventType: VERIFICATION_REQUESTED,
  jobName: SEND_VERIFICATION,
  jobData: sendVerificationJobData,
  jobId: verificationJobId,
});
