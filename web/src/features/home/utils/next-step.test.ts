import { describe, expect, it } from 'vitest';
import {
  nextStepOf,
  openEventsOf,
  registrationCardsOf,
  registrationStateOf,
  seatLinesOf,
  type HomeRegistrationEntry,
  type OfferedEvent,
} from './next-step';

const today = '2026-03-10';
const event = (id: string, overrides: Partial<OfferedEvent> = {}): OfferedEvent => ({
  id,
  name: `Event ${id}`,
  start_date: '2026-04-01',
  end_date: '2026-04-03',
  status: 'approved',
  seats_left: 10,
  ...overrides,
});
const none = new Set<string>();

describe('the events a person can register for', () => {
  it('offers approved events that have not ended and have a free seat, soonest first', () => {
    const events = [
      event('later', { start_date: '2026-05-01', end_date: '2026-05-02' }),
      event('soon', { start_date: '2026-03-20', end_date: '2026-03-21' }),
      event('ends-today', { start_date: '2026-03-09', end_date: today }),
    ];
    expect(openEventsOf(events, { today, registeredEventIds: none }).map((item) => item.id)).toEqual(['ends-today', 'soon', 'later']);
  });

  it('leaves out full, ended, pending, cancelled and completed events, and those the person is registered for', () => {
    const events = [
      event('full', { seats_left: 0 }),
      event('ended', { start_date: '2026-03-01', end_date: '2026-03-09' }),
      event('pending', { status: 'pending' }),
      event('cancelled', { status: 'cancelled' }),
      event('completed', { status: 'completed' }),
      event('mine'),
      event('open'),
    ];
    expect(openEventsOf(events, { today, registeredEventIds: new Set(['mine']) }).map((item) => item.id)).toEqual(['open']);
  });
});

describe('a registration seen from its event', () => {
  it('is ahead, called off or over', () => {
    expect(registrationStateOf(event('a'), today)).toBe('registered');
    expect(registrationStateOf(event('b', { status: 'cancelled' }), today)).toBe('event-cancelled');
    expect(registrationStateOf(event('c', { status: 'completed' }), today)).toBe('event-over');
    expect(registrationStateOf(event('d', { start_date: '2026-03-01', end_date: '2026-03-02' }), today)).toBe('event-over');
  });

  it('shows the seat once the committee is there, and says when the country is still missing', () => {
    expect(seatLinesOf({ assigned_committee: null, country: null })).toBeNull();
    expect(seatLinesOf(undefined)).toBeNull();
    expect(seatLinesOf({ assigned_committee: { abbr: 'DISEC', committee: 'Disarmament' }, country: { name: 'France' } })).toEqual({
      committee: 'DISEC · Disarmament',
      country: 'France',
    });
    expect(seatLinesOf({ assigned_committee: { abbr: 'DISEC', committee: 'Disarmament' }, country: null })?.country).toBe('Not yet given');
  });
});

describe('the next step', () => {
  const open = [event('open-1', { name: 'Gulf Youth MUN', seats_left: 1 })];
  const registered = (seat: HomeRegistrationEntry['seat'], overrides: Partial<HomeRegistrationEntry> = {}): HomeRegistrationEntry => ({
    event: { id: 'mine', name: 'Emirates MUN', start_date: '2026-03-20' },
    state: 'registered',
    seat,
    ...overrides,
  });

  it('asks for the profile first, whatever else there is', () => {
    const step = nextStepOf({ role: 'student', hasProfile: false, registrations: [], openEvents: open });
    expect(step).toMatchObject({ key: 'complete-profile', to: '/student-profile' });
    expect(nextStepOf({ role: 'teacher', hasProfile: false, registrations: [], openEvents: [] }).to).toBe('/teacher-profile');
  });

  it('offers the soonest open event with one click to its registration page', () => {
    expect(nextStepOf({ role: 'student', hasProfile: true, registrations: [], openEvents: open })).toMatchObject({
      key: 'register',
      title: 'Register for Gulf Youth MUN',
      text: 'Registration is open: 1 seat left.',
      to: '/student-registration/open-1',
    });
    expect(nextStepOf({ role: 'teacher', hasProfile: null, registrations: [], openEvents: open }).to).toBe('/teacher-registration/open-1');
  });

  it('points a registered delegate to their delegate page, saying whether the seat is published', () => {
    const waiting = nextStepOf({
      role: 'student',
      hasProfile: true,
      registrations: [registered({ assigned_committee: null, country: null })],
      openEvents: open,
    });
    expect(waiting).toMatchObject({ key: 'await-seat', title: 'You are registered for Emirates MUN', to: '/student-delegate-page/mine' });
    expect(waiting.text).toContain('Seat not yet published');

    const seated = nextStepOf({
      role: 'teacher',
      hasProfile: true,
      registrations: [registered({ assigned_committee: { abbr: 'UNSC', committee: 'Security Council' }, country: { name: 'France' } })],
      openEvents: open,
    });
    expect(seated).toMatchObject({ key: 'prepare', title: 'You represent France in UNSC', to: '/teacher-delegate-page/mine' });
  });

  it('takes the soonest event ahead and passes over cancelled and past ones', () => {
    const registrations = [
      registered(null, { event: { id: 'gone', name: 'Called Off MUN', start_date: '2026-03-12' }, state: 'event-cancelled' }),
      registered(null, { event: { id: 'later', name: 'Later MUN', start_date: '2026-06-01' } }),
      registered(null, { event: { id: 'sooner', name: 'Sooner MUN', start_date: '2026-04-01' } }),
    ];
    expect(nextStepOf({ role: 'student', hasProfile: true, registrations, openEvents: [] }).to).toBe('/student-delegate-page/sooner');
    const onlyPast = [registered(null, { state: 'event-over' })];
    expect(nextStepOf({ role: 'student', hasProfile: true, registrations: onlyPast, openEvents: open }).key).toBe('register');
  });

  it('says so when nothing is open and nothing is ahead', () => {
    expect(nextStepOf({ role: 'student', hasProfile: true, registrations: [], openEvents: [] })).toMatchObject({
      key: 'no-events',
      to: null,
    });
  });
});

describe('the registrations shown', () => {
  it('shows those still held, events ahead first and soonest first, and leaves out one gone since or not listed', () => {
    const events = [
      event('past', { start_date: '2026-02-01', end_date: '2026-02-02' }),
      event('later', { start_date: '2026-06-01', end_date: '2026-06-02' }),
      event('sooner', { start_date: '2026-04-01', end_date: '2026-04-02' }),
      event('gone'),
    ];
    const held = { registration_no: 'EM-0001' };
    const cards = registrationCardsOf(
      [
        { eventId: 'past', registration: held },
        { eventId: 'later', registration: undefined },
        { eventId: 'gone', registration: null },
        { eventId: 'unlisted', registration: held },
        { eventId: 'sooner', registration: held },
      ],
      events,
      today,
    );
    expect(cards.map((card) => [card.event.id, card.state])).toEqual([
      ['sooner', 'registered'],
      ['later', 'registered'],
      ['past', 'event-over'],
    ]);
  });
});
