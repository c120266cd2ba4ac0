import { describe, expect, it } from 'vitest';
import type { Registration } from '../../../../lib/registration-schema';
import type { AllocationReport } from '../api/get-allocation-run';
import {
  choiceOf,
  choiceText,
  delegationLines,
  delegationRows,
  matchesDelegation,
  matchesPlacement,
  placementRows,
  unplacedRows,
} from './run-placements';

const delegate = (
  id: string,
  fullname: string,
  school: string | null,
  prefs: [string | null, string | null, string | null],
): Registration => ({
  id,
  registration_no: `DMUN-${id}`,
  event_id: 'e-1',
  user_id: `u-${id}`,
  status: 'registered',
  mun_experience: 1,
  pref_committee_1_id: prefs[0],
  pref_committee_2_id: prefs[1],
  pref_committee_3_id: prefs[2],
  pref_committee_1: null,
  pref_committee_2: null,
  pref_committee_3: null,
  food_pref: null,
  food_allergies: null,
  emergency_name: null,
  emergency_phone: null,
  created_at: '2026-01-10T09:00:00.000Z',
  user: {
    id: `u-${id}`,
    username: fullname.toLowerCase().replace(' ', '.'),
    fullname,
    name: fullname,
    birthday: null,
    gender: null,
    email: null,
    phone_e164: null,
    phone_number: null,
    country_code: '+971',
    role: 'student',
    grade: null,
    years_of_experience: null,
    year_of_work_experience: null,
    avatar: null,
    school: school === null ? null : { name: school, locality: { name: 'Al Barsha' } },
  },
  assigned_committees: null,
  assigned_committee: null,
  assigned_country: null,
  country: null,
  flag: false,
  locked: false,
});

// Event committees (ec-*) are catalogue committees (cat-*) in the event; preferences name catalogue committees.
const committees = [
  { id: 'ec-1', abbr: 'UNSC', committee_id: 'cat-1' },
  { id: 'ec-2', abbr: 'WHO', committee_id: 'cat-2' },
  { id: 'ec-3', abbr: 'DISEC', committee_id: 'cat-3' },
];
const countries = [
  { id: 7, name: 'Brazil' },
  { id: 9, name: 'Chile' },
];
const registrations = [
  delegate('1', 'Zayed Ali', 'Gems Wellington', ['cat-2', 'cat-1', null]),
  delegate('2', 'amira Khan', 'Dubai College', ['cat-1', 'cat-2', 'cat-3']),
  delegate('3', 'Omar Said', null, [null, null, null]),
  delegate('4', 'Lina Haddad', 'Dubai College', ['cat-1', null, null]),
  { ...delegate('5', 'Locked Person', 'Dubai College', [null, null, null]), locked: true },
  { ...delegate('6', 'Seated Person', 'Dubai College', [null, null, null]), assigned_committees: 'ec-1', assigned_country: '7' },
];
const placements = [
  { delegateId: '1', committeeId: 'ec-1', countryId: '7' },
  { delegateId: '2', committeeId: 'ec-3', countryId: '9' },
  { delegateId: '3', committeeId: 'ec-2', countryId: null },
  { delegateId: 'gone', committeeId: 'ec-2', countryId: '9' },
];

describe('choiceOf', () => {
  it('says which of the three choices the committee was, and other when none or unknown', () => {
    const [zayed, amira] = registrations;
    expect(choiceOf(zayed, 'cat-2')).toBe('1st');
    expect(choiceOf(zayed, 'cat-1')).toBe('2nd');
    expect(choiceOf(amira, 'cat-3')).toBe('3rd');
    expect(choiceOf(zayed, 'cat-3')).toBe('other');
    expect(choiceOf(undefined, 'cat-1')).toBe('other');
    expect(choiceOf(zayed, undefined)).toBe('other');
  });
});

describe('placementRows', () => {
  it('names each placed delegate, their school, the committee, the country and which choice it was, sorted by name', () => {
    expect(placementRows(placements, { registrations, committees, countries })).toEqual([
      {
        id: '2',
        delegate: 'amira Khan',
        registrationNo: 'DMUN-2',
        school: 'Dubai College',
        committee: 'DISEC',
        country: 'Chile',
        choice: '3rd',
      },
      {
        id: 'gone',
        delegate: 'Delegate no longer registered',
        registrationNo: 'gone',
        school: '',
        committee: 'WHO',
        country: 'Chile',
        choice: 'other',
      },
      { id: '3', delegate: 'Omar Said', registrationNo: 'DMUN-3', school: '', committee: 'WHO', country: '', choice: 'other' },
      {
        id: '1',
        delegate: 'Zayed Ali',
        registrationNo: 'DMUN-1',
        school: 'Gems Wellington',
        committee: 'UNSC',
        country: 'Brazil',
        choice: '2nd',
      },
    ]);
  });

  it('still shows a placement whose committee or country is no longer listed', () => {
    const [row] = placementRows([{ delegateId: '1', committeeId: 'ec-9', countryId: '99' }], { registrations, committees, countries });
    expect(row).toMatchObject({ committee: 'Committee removed', country: 'Country 99', choice: 'other' });
  });
});

describe('unplacedRows', () => {
  it('lists the unlocked delegates without a country the run gave no seat, leaving out the locked and the seated', () => {
    expect(unplacedRows(placements, registrations)).toEqual([
      { id: '4', delegate: 'Lina Haddad', registrationNo: 'DMUN-4', school: 'Dubai College', committee: '', country: '', choice: null },
    ]);
    expect(choiceText({ choice: null })).toBe('Not placed');
    expect(choiceText({ choice: '1st' })).toBe('1st choice');
  });
  it('takes the delegates the run names when it names them, even if the list changed since', () => {
    const named = unplacedRows(placements, registrations, [registrations[0]!.id]);
    expect(named.map((row) => row.id)).toEqual([registrations[0]!.id]);
    expect(named[0]!.choice).toBeNull();
  });

  it('leaves out registrations no longer registered', () => {
    expect(unplacedRows([], [{ ...registrations[3]!, status: 'cancelled' }])).toEqual([]);
  });
});

describe('matchesPlacement', () => {
  const [amira, , , zayed] = placementRows(placements, { registrations, committees, countries });
  it('finds a delegate by name, school, committee, country or choice, ignoring case', () => {
    expect(matchesPlacement(amira!, 'AMIRA')).toBe(true);
    expect(matchesPlacement(amira!, 'dubai')).toBe(true);
    expect(matchesPlacement(amira!, 'disec')).toBe(true);
    expect(matchesPlacement(amira!, 'chile')).toBe(true);
    expect(matchesPlacement(amira!, '3rd')).toBe(true);
    expect(matchesPlacement(amira!, 'brazil')).toBe(false);
    expect(matchesPlacement(zayed!, '  ')).toBe(true);
    expect(matchesPlacement(unplacedRows(placements, registrations)[0]!, 'not placed')).toBe(true);
  });
});

describe('the delegations of a run in delegation mode', () => {
  const delegations: NonNullable<AllocationReport['delegations']> = {
    count: 3,
    keptWhole: 1,
    split: 1,
    keptWholeBound: 2,
    countries: 4,
    countriesBound: 3,
    exact: false,
    list: [
      { school: 'Gems Wellington', delegates: 3, placed: 3, countries: ['Brazil', 'Chile'] },
      { school: 'Dubai College', delegates: 2, placed: 2, countries: ['Chile'] },
      { school: 'Arcadia', delegates: 1, placed: 0, countries: [] },
    ],
  };

  it('states how many stayed on one country against the bounds, and whether it was solved exactly', () => {
    expect(delegationLines(delegations)).toEqual([
      { label: 'Delegations kept on one country', value: '1 of 3 (at most 2 possible)' },
      { label: 'Delegations split', value: '1' },
      { label: 'Countries held by delegations', value: '4 (at least 3)' },
      { label: 'Solution', value: 'Heuristic; bounds shown' },
    ]);
    expect(delegationLines({ ...delegations, exact: true }).at(-1)).toEqual({ label: 'Solution', value: 'Solved exactly' });
  });

  it('lists each school with its countries, by school, searchable by school or country', () => {
    const rows = delegationRows(delegations);
    expect(rows.map(({ school, countries: held, whole }) => [school, held, whole])).toEqual([
      ['Arcadia', '', false],
      ['Dubai College', 'Chile', true],
      ['Gems Wellington', 'Brazil, Chile', false],
    ]);
    expect(rows.filter((row) => matchesDelegation(row, 'chile')).map((row) => row.school)).toEqual(['Dubai College', 'Gems Wellington']);
    expect(rows.filter((row) => matchesDelegation(row, 'gems')).map((row) => row.school)).toEqual(['Gems Wellington']);
  });
});
