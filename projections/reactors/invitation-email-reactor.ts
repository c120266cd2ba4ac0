import { invitationJobId, SEND_INVITATION, sendInvitationJobData } from './email-queue';
import { linkEmailReactor } from './link-email-reactor';

export const INVITATION_ISSUED = 'InvitationIssued';

/** Each `InvitationIssued` (a delegate import's new account, every resend) becomes one `send-invitation` job. */
export const invitationEmailReactor = linkEmailReactor({
  name: 'reactor_invitation_email',
  eventType: INVITATION_ISSUED,
  jobName: SEND_INVITATION,
  jobData: sendInvitationJobData,
  jobId: invitationJobId,
});
