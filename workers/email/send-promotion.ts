import type { CommonQueryMethods } from 'slonik';
import { loadEventState } from '../../commands/allocation/allocation-commands';
import type { EventStore } from '../../commands/event-store/port';
import { SEND_PROMOTION, sendPromotionJobData } from '../../projections/reactors/email-queue';
import { openLinkJob } from './link-job';
import type { MailTransport } from './mail-transport';
import { promotionEmail } from './promotion-email';

export interface SendPromotionDependencies {
  config: { PUBLIC_URL: string };
  db: CommonQueryMethods;
  store: EventStore;
  transport: MailTransport;
  clock?: () => Date;
}

export type SendPromotionOutcome = 'sent' | 'dropped: expired' | 'dropped: account deleted' | 'dropped: registration ended';

/**
 * Sends the email of one `WaitingListPromoted`: the person got a seat. The event's stream says
 * whether the registration still stands (cancelled since, nothing is sent) and the event's name.
 */
export const sendPromotion =
  ({ config, db, store, transport, clock = () => new Date() }: SendPromotionDependencies) =>
  async (data: unknown): Promise<SendPromotionOutcome> => {
    const job = await openLinkJob({ db, clock }, { schema: sendPromotionJobData, name: SEND_PROMOTION, data });
    if (typeof job === 'string') return job;
    const { userId, eventId, registrationId } = job.data;
    const event = await loadEventState(store, eventId);
    if (event.status === 'none' || event.roster.active.get(userId) !== registrationId) return 'dropped: registration ended';
    const page = job.account.role === 'teacher' ? 'teacher-delegate-page' : 'student-delegate-page';
    const link = `${config.PUBLIC_URL}/${page}/${encodeURIComponent(eventId)}`;
    await transport.send({
      userId,
      to: job.account.email,
      ...promotionEmail(event.details.name, link, job.account.language),
      link,
      kind: 'Promotion',
    });
    return 'sent';
  };
