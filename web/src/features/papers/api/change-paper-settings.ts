import type { z } from 'zod';
import { papersEndpoints } from '@contract/papers';
import { callAnswer } from '../../../lib/call';

export type PaperSettingsChange = z.input<(typeof papersEndpoints.changeSettings)['body']>;

/** PATCH /api/v1/papers/{eventId}/settings: what is sent changes, the rest stays. */
export const changePaperSettings = (eventId: string, body: PaperSettingsChange) =>
  callAnswer(papersEndpoints.changeSettings, { params: { eventId }, body });
