import type { Projection } from '../runtime/projection';
import type { JobQueue } from './email-queue';
import { invitationEmailReactor } from './invitation-email-reactor';
import { outboxErasureReactor } from './outbox-erasure-reactor';
import { verificationEmailReactor } from './verification-email-reactor';

export interface ReactorDependencies {
  emailQueue: JobQueue;
  clock?: () => Date;
}

/**
 * Every reactor, run by their own ProjectionRuntime in processes with ROLE all or worker.
 * Not in read-models.ts: rebuild and check are for read models, and rebuilding a reactor
 * would only replay side effects. A factory rather than a list because reactors hold the
 * queues they feed, which only ops/ can build (projections/ may not import workers/).
 */
export const createReactors = (deps: ReactorDependencies): readonly Projection[] => [
  verificationEmailReactor({ queue: deps.emailQueue, clock: deps.clock }),
  invitationEmailReactor({ queue: deps.emailQueue, clock: deps.clock }),
  outboxErasureReactor({ queue: deps.emailQueue }),
];

export * from './email-queue';
