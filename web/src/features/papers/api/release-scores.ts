import { papersEndpoints } from '@contract/papers';
import { callAnswer } from '../../../lib/call';

/** POST /api/v1/papers/{eventId}/release: scores shown to delegates (or hidden again). */
export const releaseScores = (eventId: string, released: boolean) =>
  callAnswer(papersEndpoints.release, { params: { eventId }, body: { released } });
