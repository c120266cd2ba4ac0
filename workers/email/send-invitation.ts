import type { CommonQueryMethods } from 'slonik';
import type { EventStore } from '../../commands/event-store/port';
import { loadUser } from '../../commands/users/load-user';
import { createInvitationToken, invitationLink } from '../../commands/users/verification-token';
import { SEND_INVITATION, sendInvitationJobData } from '../../projections/reactors/email-queue';
import { invitationEmail } from './invitation-email';
import { openLinkJob } from './link-job';
import type { MailTransport } from './mail-transport';

export interface SendInvitationDependencies {
  config: { JWT_SECRET: string; PUBLIC_URL: string };
  db: CommonQueryMethods;
  store: EventStore;
  transport: MailTransport;
  clock?: () => Date;
}

/** What became of a job; BullMQ keeps it as the return value (ids and words only). */
export type SendInvitationOutcome = 'sent' | 'dropped: expired' | 'dropped: account deleted' | 'dropped: invitation closed';

/**
 * Sends the invitation email of one `InvitationIssued`: a link to set the password of an
 * account an organiser's import made. Like the verification email, the token is recomputed
 * from the ids and the server secret, and a repeat at worst sends the same link twice.
 */
export const sendInvitation =
  ({ config, db, store, transport, clock = () => new Date() }: SendInvitationDependencies) =>
  async (data: unknown): Promise<SendInvitationOutcome> => {
    const job = await openLinkJob({ db, clock }, { schema: sendInvitationJobData, name: SEND_INVITATION, data });
    if (typeof job === 'string') return job;
    const {
      data: { userId, invitationId },
      expiry,
      account,
    } = job;
    // The user's stream says what the invitation is for and whether it is still open (a
    // password set meanwhile closes it, and so does a newer invitation); read models keep neither.
    const user = await loadUser(store, userId);
    if (user.status !== 'registered' || !user.pendingInvitation || user.openInvitation?.invitationId !== invitationId)
      return 'dropped: invitation closed';

    const link = invitationLink(config.PUBLIC_URL, createInvitationToken(config.JWT_SECRET, { userId, requestId: invitationId }));
    await transport.send({
      userId,
      to: account.email,
      ...invitationEmail(user.pendingInvitation.eventName, link, expiry, account.language),
      link,
      kind: 'Invitation',
    });
    return 'sent';
  };
