import { describe, expect, it } from 'vitest';
import { eventMessages } from '@domain/events/event-rules';
import type { WorkspaceEvent } from '../api/get-event';
import { draftErrorsOf, hasUnsavedEdits, keepDigits, prepareUpdate, savedValuesOf } from './event-draft';

const today = '2026-05-10';

const event: WorkspaceEvent = {
  id: 'e-1',
  name: 'Dubai MUN',
  description: 'A conference',
  start_date: '2026-06-01',
  end_date: '2026-06-03',
  cover_image: '/uploads/cover.png',
  locality: { id: 'l-1', name: 'Al Barsha' },
  school: { id: 's-1', name: 'Gems School', area_id: null },
  number_of_seats: 120,
  fees_per_delegate: 300,
  website: 'https://dubaimun.ae',
  instagram: '@dubaimun',
};
const saved = savedValuesOf(event);

describe('savedValuesOf', () => {
  it('holds numbers as the inputs show them and dates as calendar days', () => {
    const values = savedValuesOf({ ...event, start_date: '2026-06-01T00:00:00.000+04:00' });
    expect(values.number_of_seats).toBe('120');
    expect(values.start_date).toBe('2026-06-01');
  });
});

describe('hasUnsavedEdits', () => {
  it('is false when nothing typed differs from what is stored', () => {
    expect(hasUnsavedEdits(saved, {})).toBe(false);
    expect(hasUnsavedEdits(saved, { name: 'Dubai MUN' })).toBe(false);
  });

  it('is true once a field differs', () => {
    expect(hasUnsavedEdits(saved, { fees_per_delegate: '350' })).toBe(true);
  });
});

describe('prepareUpdate', () => {
  it('sends only the changed fields, as the server takes them', () => {
    expect(prepareUpdate(saved, { name: ' Dubai MUN 2026 ', number_of_seats: '150', website: saved.website }, today)).toEqual({
      kind: 'ready',
      changes: { name: 'Dubai MUN 2026', number_of_seats: 150 },
    });
  });

  it('sends nothing when an edit reads as the stored value', () => {
    expect(prepareUpdate(saved, { website: 'dubaimun.ae' }, today)).toEqual({ kind: 'unchanged' });
  });

  it('gives the shared messages of broken rules', () => {
    const result = prepareUpdate(
      saved,
      { description: 'x'.repeat(501), number_of_seats: '0', instagram: 'dubaimun', website: 'not a site' },
      today,
    );
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        description: eventMessages.descriptionLength,
        number_of_seats: eventMessages.seats,
        instagram: eventMessages.instagram,
        website: eventMessages.website,
      },
    });
  });

  it('refuses an event longer than seven days and an end before the start', () => {
    expect(prepareUpdate(saved, { end_date: '2026-06-08' }, today)).toEqual({
      kind: 'invalid',
      errors: { end_date: eventMessages.maxLength(7) },
    });
    expect(prepareUpdate(saved, { start_date: '2026-06-05' }, today)).toEqual({
      kind: 'invalid',
      errors: { end_date: eventMessages.endAfterStart },
    });
  });

  it('refuses to move a date into the past', () => {
    expect(prepareUpdate(saved, { start_date: '2026-05-09', end_date: '2026-05-11' }, today)).toEqual({
      kind: 'invalid',
      errors: { start_date: eventMessages.pastDate },
    });
  });

  it('lets an event under way move its end while its start stays in the past', () => {
    const underWay = savedValuesOf({ ...event, start_date: '2026-05-08', end_date: '2026-05-11' });
    expect(prepareUpdate(underWay, { end_date: '2026-05-12' }, today)).toEqual({ kind: 'ready', changes: { end_date: '2026-05-12' } });
  });
});

describe('keepDigits', () => {
  it('keeps digits and says when something else was dropped', () => {
    expect(keepDigits('250')).toEqual({ value: '250', stripped: false });
    expect(keepDigits('2.5e3 AED')).toEqual({ value: '253', stripped: true });
  });
});

describe('draftErrorsOf', () => {
  it('keeps the server messages of this tab’s fields', () => {
    expect(draftErrorsOf({ end_date: 'Maximum event length is 7 consecutive days', cover_image: 'Event cover image is required' })).toEqual(
      {
        end_date: 'Maximum event length is 7 consecutive days',
      },
    );
  });
});
