import type { z } from 'zod';
import type { eventView } from '@contract/events';

/** An event as the events screens read it (spec §3). */
export type EventSummary = z.output<typeof eventView>;
