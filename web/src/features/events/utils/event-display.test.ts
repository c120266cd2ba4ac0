import { describe, expect, it } from 'vitest';
import { cardDate, eventCardHref, feesText, registrationHref } from './event-display';

describe('event display', () => {
  it('shows dates as dd-mm-yyyy', () => {
    expect(cardDate('2026-03-05')).toBe('05-03-2026');
    expect(cardDate(null)).toBe('N/A');
  });

  it('shows fees in AED', () => {
    expect(feesText(250)).toBe('AED 250');
  });

  it('sends students to the student registration and everybody else to the teacher one', () => {
    expect(registrationHref('student', 'e1')).toBe('/student-registration/e1');
    expect(registrationHref('teacher', 'e1')).toBe('/teacher-registration/e1');
    expect(registrationHref(null, 'e1')).toBe('/teacher-registration/e1');
  });

  it('sends a card of an event the person is registered for to their delegate page', () => {
    const registered = new Set(['e1']);
    expect(eventCardHref('student', 'e1', registered)).toBe('/student-delegate-page/e1');
    expect(eventCardHref('teacher', 'e1', registered)).toBe('/teacher-delegate-page/e1');
    expect(eventCardHref('student', 'e2', registered)).toBe('/student-registration/e2');
    expect(eventCardHref('teacher', 'e2', registered)).toBe('/teacher-registration/e2');
  });
});
