import { expect, it } from 'vitest';
import { delegateTabLabels, delegateTabOf, delegateTabs } from './delegate-tabs';

it('has the four delegate page tabs and opens Event Info for an unknown one', () => {
  expect(delegateTabs.map((tab) => delegateTabLabels[tab])).toEqual([
    'Event Info',
    'Support Contact',
    'Participation Info',
    'Registration Info',
  ]);
  expect(delegateTabOf('registration-info')).toBe('registration-info');
  expect(delegateTabOf('nonsense')).toBe('event-info');
  expect(delegateTabOf(null)).toBe('event-info');
});
