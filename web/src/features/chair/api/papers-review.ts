import { papersEndpoints } from '@contract/papers';
import type { PaperStatus, Score } from '@domain/papers/papers';
import { callAnswer } from '../../../lib/call';

/** PATCH /api/v1/papers/{eventId}/{committeeId}/papers/{delegateId}/review: the chair's review of the latest version. */
export const reviewPaper = (
  eventId: string,
  eventCommitteeId: string,
  registrationId: string,
  review: { status: PaperStatus; scores: Score[]; comment: string },
) => callAnswer(papersEndpoints.review, { params: { eventId, eventCommitteeId, registrationId }, body: review });
