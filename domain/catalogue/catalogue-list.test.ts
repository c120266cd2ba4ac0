import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { committees } from './committees';
import { countries } from './countries';
import { leadershipRoles } from './leadership-roles';

const stamp = { by: 'user-1', at: '2026-11-21T10:00:00.000Z' };
const roles = givenWhenThen(leadershipRoles.decider);
const sg = { abbr: 'SG', leadershipRole: 'Secretary-General' };
const sgAdded = { type: 'LeadershipRoleAdded' as const, data: { id: 1, entry: sg, ...stamp } };

describe('leadership roles catalogue', () => {
  it('adds a role with the next id, trimming its fields', () => {
    roles
      .given([sgAdded])
      .when({ type: 'Add', entry: { abbr: ' DSG ', leadershipRole: 'Deputy Secretary-General ' }, ...stamp })
      .then([
        {
          type: 'LeadershipRoleAdded',
          data: { id: 2, entry: { abbr: 'DSG', leadershipRole: 'Deputy Secretary-General' }, ...stamp },
        },
      ]);
  });

  it('rejects blank fields with the spec message', () => {
    roles
      .given([])
      .when({ type: 'Add', entry: { abbr: '  ', leadershipRole: 'x' }, ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all fields');
  });

  it('rejects an ABBR already used, whatever its case', () => {
    roles
      .given([sgAdded])
      .when({ type: 'Add', entry: { abbr: 'sg', leadershipRole: 'Another' }, ...stamp })
      .thenFails('LEADERSHIPROLE_DUPLICATE');
  });

  it('records both the old and the new values on update', () => {
    roles
      .given([sgAdded])
      .when({ type: 'Update', id: 1, entry: { abbr: 'SG', leadershipRole: 'Secretary General' }, ...stamp })
      .then([
        {
          type: 'LeadershipRoleUpdated',
          data: { id: 1, from: sg, to: { abbr: 'SG', leadershipRole: 'Secretary General' }, ...stamp },
        },
      ]);
  });

  it('does nothing when an update changes nothing', () => {
    roles
      .given([sgAdded])
      .when({ type: 'Update', id: 1, entry: sg, ...stamp })
      .then([]);
  });

  it('cannot update or remove a role that is gone', () => {
    const removed = { type: 'LeadershipRoleRemoved' as const, data: { id: 1, entry: sg, ...stamp } };
    roles
      .given([sgAdded, removed])
      .when({ type: 'Remove', id: 1, ...stamp })
      .thenFails('LEADERSHIPROLE_NOT_FOUND');
    roles
      .given([sgAdded, removed])
      .when({ type: 'Update', id: 1, entry: sg, ...stamp })
      .thenFails('LEADERSHIPROLE_NOT_FOUND');
  });

  it('never reuses the id of a removed role', () => {
    const removed = { type: 'LeadershipRoleRemoved' as const, data: { id: 1, entry: sg, ...stamp } };
    roles
      .given([sgAdded, removed])
      .when({ type: 'Add', entry: sg, ...stamp })
      .then([{ type: 'LeadershipRoleAdded', data: { id: 2, entry: sg, ...stamp } }]);
  });

  it('imports only the entries not yet present, so seeding twice adds nothing', () => {
    roles
      .given([sgAdded])
      .when({
        type: 'Import',
        entries: [sg, { abbr: 'COS', leadershipRole: 'Chief of Staff' }, { abbr: 'cos', leadershipRole: 'Dup' }],
        ...stamp,
      })
      .then([{ type: 'LeadershipRoleAdded', data: { id: 2, entry: { abbr: 'COS', leadershipRole: 'Chief of Staff' }, ...stamp } }]);
  });
});

describe('committees catalogue', () => {
  const decider = givenWhenThen(committees.decider);
  it('accepts only the four categories', () => {
    decider
      .given([])
      .when({ type: 'Add', entry: { abbr: 'X', committee: 'Y', category: 'general' as 'open' }, ...stamp })
      .thenFails('VALIDATION_FAILED', 'Category must be one of country, role, crisis or open');
  });
  it('moves a committee to another category by update', () => {
    const entry = { abbr: 'ICJ', committee: 'International Court of Justice', category: 'country' as const };
    decider
      .given([{ type: 'CommitteeAdded', data: { id: 1, entry, ...stamp } }])
      .when({ type: 'Update', id: 1, entry: { ...entry, category: 'role' }, ...stamp })
      .then([{ type: 'CommitteeUpdated', data: { id: 1, from: entry, to: { ...entry, category: 'role' }, ...stamp } }]);
  });
});

describe('countries catalogue', () => {
  it('gives tier B when none is given and upper-cases the code', () => {
    givenWhenThen(countries.decider)
      .given([])
      .when({ type: 'Add', entry: { name: 'Oman', code: 'om' } as never, ...stamp })
      .then([{ type: 'CountryAdded', data: { id: 1, entry: { name: 'Oman', code: 'OM', tier: 'B' }, ...stamp } }]);
  });

  const oman = { type: 'CountryAdded' as const, data: { id: 1, entry: { name: 'Oman', code: 'OM', tier: 'B' as const }, ...stamp } };
  const qatar = { type: 'CountryAdded' as const, data: { id: 2, entry: { name: 'Qatar', code: 'QA', tier: 'A' as const }, ...stamp } };

  it('refuses a country whose code another country has, whatever its case', () => {
    givenWhenThen(countries.decider)
      .given([oman])
      .when({ type: 'Add', entry: { name: 'Omania', code: 'om', tier: 'S' }, ...stamp })
      .thenFails('COUNTRY_CODE_DUPLICATE', 'A country with code OM already exists');
  });

  it("refuses changing a code to another country's, and still lets a country keep its own", () => {
    givenWhenThen(countries.decider)
      .given([oman, qatar])
      .when({ type: 'Update', id: 2, entry: { name: 'Qatar', code: 'Om', tier: 'A' }, ...stamp })
      .thenFails('COUNTRY_CODE_DUPLICATE', 'A country with code OM already exists');
    givenWhenThen(countries.decider)
      .given([oman, qatar])
      .when({ type: 'Update', id: 2, entry: { name: 'State of Qatar', code: 'qa', tier: 'S' }, ...stamp })
      .then([
        {
          type: 'CountryUpdated',
          data: { id: 2, from: qatar.data.entry, to: { name: 'State of Qatar', code: 'QA', tier: 'S' }, ...stamp },
        },
      ]);
  });

  it('lets a country stored before codes were unique be edited while its code stays', () => {
    const twin = { type: 'CountryAdded' as const, data: { id: 3, entry: { name: 'Omanland', code: 'OM', tier: 'B' as const }, ...stamp } };
    givenWhenThen(countries.decider)
      .given([oman, twin])
      .when({ type: 'Update', id: 3, entry: { name: 'Omanland', code: 'OM', tier: 'A' }, ...stamp })
      .then([
        { type: 'CountryUpdated', data: { id: 3, from: twin.data.entry, to: { name: 'Omanland', code: 'OM', tier: 'A' }, ...stamp } },
      ]);
  });

  it('leaves out of an import a country whose code is listed under another name', () => {
    givenWhenThen(countries.decider)
      .given([oman])
      .when({
        type: 'Import',
        entries: [{ name: 'Sultanate of Oman', code: 'OM', tier: 'B' }, qatar.data.entry, { name: 'Katar', code: 'QA', tier: 'B' }],
        ...stamp,
      })
      .then([{ type: 'CountryAdded', data: { id: 2, entry: qatar.data.entry, ...stamp } }]);
  });
});
