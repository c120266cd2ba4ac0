import { expect, it } from 'vitest';
import { lastPublishedText, pendingText, publishedChipText } from './publication-text';

it('says whether and when the allocation was published, and how many seat changes wait', () => {
  expect(lastPublishedText(null)).toBe('Not published yet: delegates see no seats');
  expect(lastPublishedText('2026-11-25T10:00:00.000Z')).toMatch(/^Published 25 Nov 2026, \d\d:\d\d$/);
  expect(publishedChipText(null)).toBe('Not yet');
  expect(pendingText(0)).toBe('Every delegate sees their seat');
  expect(pendingText(1)).toBe('1 seat change is not published yet');
  expect(pendingText(3)).toBe('3 seat changes are not published yet');
});
