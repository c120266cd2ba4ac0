import { expect, it } from 'vitest';
import { successHeadline } from './messages';

it('names the event and the year it starts on the success page, the year once', () => {
  expect(successHeadline({ name: 'Gulf Youth MUN', start_date: '2026-03-14' })).toBe('You are registered for Gulf Youth MUN 2026');
  expect(successHeadline({ name: 'Gulf Youth MUN 2026', start_date: '2026-03-14' })).toBe('You are registered for Gulf Youth MUN 2026');
  expect(successHeadline({ name: 'MUN 20265', start_date: '2026-03-14' })).toBe('You are registered for MUN 20265 2026');
  expect(successHeadline({ name: 'Gulf Youth MUN', start_date: null })).toBe('You are registered for Gulf Youth MUN');
  expect(successHeadline(null)).toBe('You are registered!');
});
