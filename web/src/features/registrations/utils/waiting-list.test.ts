import { describe, expect, it } from 'vitest';
import { fullEventText, waitingPlaceTexts } from './waiting-list';

describe('the waiting place card', () => {
  it('says the place among those waiting, and that the first is next', () => {
    expect(waitingPlaceTexts({ place: 3, waiting: 7, joined_at: null })).toMatchObject({ place: 'Place 3 of 7', joined: null });
    expect(waitingPlaceTexts({ place: 1, waiting: 1, joined_at: '2026-11-25T10:00:00.000Z' }).hint).toMatch(/^You are next/);
  });

  it('tells a full event with a closed list apart', () => {
    expect(fullEventText(true)).toMatch(/join its waiting list/);
    expect(fullEventText(false)).toMatch(/closed$/);
  });
});
