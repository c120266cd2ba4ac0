import type { PublishMode } from '@domain/allocation/publication';

const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "Published 25 Nov 2026, 10:00", or that delegates see nothing yet. */
export const lastPublishedText = (publishedAt: string | null): string =>
  publishedAt === null ? 'Not published yet: delegates see no seats' : `Published ${whenFormat.format(new Date(publishedAt))}`;

/** The dashboard's chip value. */
export const publishedChipText = (publishedAt: string | null): string =>
  publishedAt === null ? 'Not yet' : whenFormat.format(new Date(publishedAt));

export const pendingText = (pending: number): string =>
  pending === 0
    ? 'Every delegate sees their seat'
    : `${pending} ${pending === 1 ? 'seat change is' : 'seat changes are'} not published yet`;

export const publishModeLabels: Record<PublishMode, string> = {
  batched: 'Wait for the next Publish',
  at_once: 'Publish each change at once',
};
