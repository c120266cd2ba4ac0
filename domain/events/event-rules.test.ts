import { describe, expect, it } from 'vitest';
import { inclusiveDays, normaliseEventDate, uaeDateOf } from './event-dates';
import { createEventSchema, eventMessages, isDigitsOnly, normaliseWebsite, totalRevenueOf, updateEventSchema } from './event-rules';

const today = '2026-11-25';
const valid = {
  cover_image: '/uploads/cover.png',
  logo_image: '/uploads/logo.png',
  name: 'Gulf MUN',
  description: 'Three days of debate',
  start_date: '2026-12-10',
  end_date: '2026-12-16',
  number_of_seats: '200',
  fees_per_delegate: 150,
  website: 'gulfmun.example.org',
  instagram: '@gulf.mun_2026',
};

const problemsOf = (body: Record<string, unknown>) => {
  const result = createEventSchema(today).safeParse(body);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('event rules (spec §5)', () => {
  it('accepts a complete event, normalising seats, fees and the website', () => {
    const parsed = createEventSchema(today).parse(valid);
    expect(parsed).toMatchObject({
      number_of_seats: 200,
      fees_per_delegate: 150,
      website: 'https://gulfmun.example.org',
      start_date: '2026-12-10',
    });
  });

  it('asks for every required field with its message', () => {
    expect(problemsOf({})).toMatchObject({
      cover_image: eventMessages.coverImage,
      logo_image: eventMessages.logo,
      name: eventMessages.name,
      description: eventMessages.description,
      start_date: eventMessages.startDate,
      end_date: eventMessages.endDate,
      number_of_seats: eventMessages.seats,
      fees_per_delegate: eventMessages.fees,
      website: eventMessages.website,
      instagram: eventMessages.instagram,
    });
  });

  it('limits the description to 500 characters', () => {
    expect(problemsOf({ ...valid, description: 'x'.repeat(501) })).toEqual({
      description: 'Event description must be upto 500 characters',
    });
    expect(problemsOf({ ...valid, description: 'x'.repeat(500) })).toEqual({});
  });

  it('needs the end after the start, at most 7 days inclusive, none in the past', () => {
    expect(problemsOf({ ...valid, end_date: '2026-12-10' })).toEqual({ end_date: 'End date must be after start date' });
    expect(problemsOf({ ...valid, end_date: '2026-12-17' })).toEqual({ end_date: 'Maximum event length is 7 consecutive days' });
    expect(problemsOf({ ...valid, start_date: '2026-11-24', end_date: '2026-11-26' })).toEqual({
      start_date: 'Past dates cannot be selected',
    });
    expect(problemsOf({ ...valid, start_date: today, end_date: '2026-11-26' })).toEqual({});
  });

  it('refuses seats and fees that are not positive whole numbers', () => {
    for (const bad of [0, -5, '12a', '', 1.5, '1e3']) {
      expect(problemsOf({ ...valid, number_of_seats: bad, fees_per_delegate: bad })).toEqual({
        number_of_seats: eventMessages.seats,
        fees_per_delegate: eventMessages.fees,
      });
    }
  });

  it('checks the website and the Instagram handle', () => {
    for (const website of ['not a url', 'javascript:alert(1)', 'http://localhost', 'ftp://files.example.com']) {
      expect(problemsOf({ ...valid, website })).toEqual({ website: eventMessages.website });
    }
    for (const instagram of ['gulfmun', '@', '@gulf mun', '@gulf-mun']) {
      expect(problemsOf({ ...valid, instagram })).toEqual({ instagram: eventMessages.instagram });
    }
    expect(normaliseWebsite('http://example.com/path')).toBe('http://example.com/path');
  });

  it('computes total revenue only when seats and fees are both above 0', () => {
    expect(totalRevenueOf(200, 150)).toBe(30000);
    expect(totalRevenueOf('10', '5')).toBe(50);
    expect(totalRevenueOf(0, 150)).toBeNull();
    expect(totalRevenueOf('', 150)).toBeNull();
    expect(totalRevenueOf(undefined, 150)).toBeNull();
  });

  it('knows digits-only input', () => {
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly('12a')).toBe(false);
  });

  it('accepts a partial update and ignores the read-only fields', () => {
    expect(updateEventSchema.parse({ name: ' New ', school_id: 'x', total_revenue: 5 })).toMatchObject({ name: 'New' });
    expect(updateEventSchema.safeParse({ description: '' }).success).toBe(false);
  });
});

describe('event dates', () => {
  it('reads a date-time as the UAE calendar day', () => {
    expect(normaliseEventDate('2026-12-09T20:00:00.000Z')).toBe('2026-12-10');
    expect(normaliseEventDate('2026-02-30')).toBeNull();
    expect(uaeDateOf(new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-26');
    expect(inclusiveDays('2026-12-10', '2026-12-16')).toBe(7);
  });
});
