import { describe, expect, it } from 'vitest';
import { checkStep, createEventBody, emptyEventForm, formErrorsFromServer, stepOfField, type EventFormValues } from './create-event-form';

const today = '2026-03-10';

const filled: EventFormValues = {
  cover_image: '/uploads/cover.png',
  logo_image: '/uploads/logo.png',
  name: '  Dubai MUN  ',
  description: 'Three days of debate.',
  start_date: '2026-03-12',
  end_date: '2026-03-14',
  number_of_seats: '120',
  fees_per_delegate: '250',
  website: 'dubaimun.ae',
  instagram: '@dubai.mun',
};

describe('checkStep', () => {
  it('reports every missing Event Info field with the step toast', () => {
    const check = checkStep('info', emptyEventForm, today);
    expect(check).toEqual({
      ok: false,
      toast: 'Please fill in all required fields and ensure description is upto 500 characters',
      fieldErrors: {
        cover_image: 'Event cover image is required',
        logo_image: 'Event logo is required',
        name: 'Event name is required',
        description: 'Event description is required',
        start_date: 'Event start date is required',
        end_date: 'Event end date is required',
      },
    });
  });

  it('refuses a description over 500 characters and an end not after the start', () => {
    const check = checkStep('info', { ...filled, description: 'x'.repeat(501), end_date: filled.start_date }, today);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fieldErrors.description).toBe('Event description must be upto 500 characters');
    expect(check.fieldErrors.end_date).toBe('End date must be after start date');
  });

  it('checks only the fields of its own step', () => {
    expect(checkStep('info', { ...filled, website: '' }, today)).toEqual({ ok: true });
  });

  it('needs positive seats and fees', () => {
    expect(checkStep('seats-fees', { ...filled, number_of_seats: '0', fees_per_delegate: '' }, today)).toEqual({
      ok: false,
      toast: 'Please fill in all required fields for seats and fees',
      fieldErrors: {
        number_of_seats: 'Number of seats must be a positive number',
        fees_per_delegate: 'Fees per delegate must be a positive number',
      },
    });
  });

  it('needs a website and an Instagram handle', () => {
    expect(checkStep('links', { ...filled, website: 'not a site', instagram: 'dubai' }, today)).toEqual({
      ok: false,
      toast: 'Please fill in all required fields for event links',
      fieldErrors: { website: 'Please enter a valid website URL', instagram: 'Please enter a valid Instagram handle (e.g., @username)' },
    });
  });
});

describe('createEventBody', () => {
  it('sends trimmed, normalised values with numbers and the computed revenue', () => {
    expect(createEventBody(filled, today, 'org-1')).toEqual({
      cover_image: '/uploads/cover.png',
      logo_image: '/uploads/logo.png',
      name: 'Dubai MUN',
      description: 'Three days of debate.',
      start_date: '2026-03-12',
      end_date: '2026-03-14',
      number_of_seats: 120,
      fees_per_delegate: 250,
      total_revenue: 30_000,
      website: 'https://dubaimun.ae',
      instagram: '@dubai.mun',
      organiser_id: 'org-1',
    });
  });

  it('gives nothing while a step fails', () => {
    expect(createEventBody({ ...filled, instagram: '' }, today, 'org-1')).toBeNull();
  });
});

describe('server field messages', () => {
  it('keeps the form fields and finds their step', () => {
    expect(formErrorsFromServer({ name: 'Taken', organiser_id: 'Wrong' })).toEqual({ name: 'Taken' });
    expect(stepOfField('fees_per_delegate')).toBe('seats-fees');
    expect(stepOfField('organiser_id')).toBeUndefined();
  });
});
