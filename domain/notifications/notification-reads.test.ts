import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { laterCursor, notificationReadsDecider, type NotificationReadEvent } from './notification-reads';

const at = '2026-11-25T08:00:00.000Z';
const read = (upTo: string): NotificationReadEvent => ({ type: 'NotificationsRead', data: { userId: 'u1', upTo, at } });
const mark = (upTo: string) => ({ type: 'MarkNotificationsRead' as const, userId: 'u1', upTo, at });
const { given } = givenWhenThen(notificationReadsDecider);

describe('marking notifications read', () => {
  it('records the first mark', () => {
    given([])
      .when(mark('000120:00000'))
      .then([read('000120:00000')]);
  });

  it('moves the mark forward', () => {
    given([read('000120:00000')])
      .when(mark('000120:00001'))
      .then([read('000120:00001')]);
  });

  it('stores nothing for a mark at or behind the one stored', () => {
    given([read('000120:00001')])
      .when(mark('000120:00001'))
      .then([]);
    given([read('000120:00001'), read('000119:00000')])
      .when(mark('000120:00000'))
      .then([]);
  });
});

describe('laterCursor', () => {
  it('takes the later of two cursors, either of which may be missing', () => {
    expect(laterCursor('000120:00000', '000119:00003')).toBe('000120:00000');
    expect(laterCursor('000119:00003', '000120:00000')).toBe('000120:00000');
    expect(laterCursor(null, '000120:00000')).toBe('000120:00000');
    expect(laterCursor('000120:00000', null)).toBe('000120:00000');
    expect(laterCursor(null, null)).toBeNull();
  });
});
