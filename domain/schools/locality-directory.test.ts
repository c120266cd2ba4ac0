import { describe, expect, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { areaIdByName, localityIdByName, type AreaAdded, type LocalityAdded, type LocalityDirectoryEvent } from './locality-directory';
import { localityDirectoryDecider } from './locality-directory-decider';

const stamp = { by: 'user-1', at: '2026-11-21T10:00:00.000Z' };
const directory = givenWhenThen(localityDirectoryDecider);

const locality = (localityId: string, name: string, code: string, custom = false): LocalityAdded => ({
  type: 'LocalityAdded',
  data: { localityId, code, name, custom, ...stamp },
});
const area = (areaId: string, localityId: string, name: string, code: string): AreaAdded => ({
  type: 'AreaAdded',
  data: { areaId, code, name, localityId, status: 'Active', ...stamp },
});
const dubai = locality('1', 'Dubai', 'DU');
const sharjah = locality('2', 'Sharjah', 'SHJ');
const barsha = area('1', '1', 'Al Barsha', 'BAR');

describe('adding a locality', () => {
  it('gives the next id and the first two letters of the name as the default code', () => {
    directory
      .given([dubai, sharjah])
      .when({ type: 'AddLocality', name: '  Khor   Fakkan ', custom: false, ...stamp })
      .then([locality('3', 'Khor Fakkan', 'KH')]);
  });

  it('keeps a code that is given, upper-cased', () => {
    directory
      .given([])
      .when({ type: 'AddLocality', name: 'Dubai', code: 'du', custom: false, ...stamp })
      .then([dubai]);
  });

  it('refuses a name already there (any case) unless it was typed as a custom locality', () => {
    directory
      .given([dubai])
      .when({ type: 'AddLocality', name: 'DUBAI', custom: false, ...stamp })
      .thenFails('LOCALITY_DUPLICATE');
    directory
      .given([dubai])
      .when({ type: 'AddLocality', name: ' dubai ', custom: true, ...stamp })
      .then([]);
  });

  it('records a custom locality as custom', () => {
    directory
      .given([dubai])
      .when({ type: 'AddLocality', name: 'Kalba', custom: true, ...stamp })
      .then([locality('2', 'Kalba', 'KA', true)]);
  });

  it('asks for the name with the spec message', () => {
    directory
      .given([])
      .when({ type: 'AddLocality', name: '   ', custom: true, ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
    directory
      .given([])
      .when({ type: 'AddLocality', custom: true, ...stamp } as never)
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
  });

  it('refuses a code that is not letters and digits', () => {
    directory
      .given([])
      .when({ type: 'AddLocality', name: 'Dubai', code: 'D_U', custom: false, ...stamp })
      .thenFails('VALIDATION_FAILED');
  });
});

describe('adding an area', () => {
  it('numbers areas apart from localities and gives the first three letters as the default code', () => {
    directory
      .given([dubai, sharjah, barsha])
      .when({ type: 'AddArea', localityId: '2', name: 'Muwaileh', ...stamp })
      .then([area('2', '2', 'Muwaileh', 'MUW')]);
  });

  it('gives a city its fixed code (spec §9)', () => {
    const cases: Array<[string, string]> = [
      ['Dubai', 'DU'],
      ['abu dhabi', 'AD'],
      ['Sharjah', 'SHJ'],
      ['Ajman', 'AJM'],
      ['Ras Al Khaimah', 'RAK'],
      ['Fujairah', 'FUJ'],
      ['Umm Al Quwain', 'UAQ'],
      ['Al Ain', 'AAN'],
    ];
    for (const [name, code] of cases) {
      const [event] = localityDirectoryDecider.decide(
        { type: 'AddArea', localityId: '1', name, ...stamp },
        [dubai].reduce(localityDirectoryDecider.evolve, localityDirectoryDecider.initialState),
      );
      expect(event).toMatchObject({ type: 'AreaAdded', data: { code } });
    }
  });

  it('keeps a code that is given', () => {
    directory
      .given([dubai])
      .when({ type: 'AddArea', localityId: '1', name: 'Al Barsha', code: 'bar', ...stamp })
      .then([barsha]);
  });

  it('refuses an area name already in that locality, but not in another one', () => {
    directory
      .given([dubai, barsha])
      .when({ type: 'AddArea', localityId: '1', name: 'al barsha', ...stamp })
      .thenFails('AREA_DUPLICATE');
    directory
      .given([dubai, sharjah, barsha])
      .when({ type: 'AddArea', localityId: '2', name: 'Al Barsha', ...stamp })
      .then([area('2', '2', 'Al Barsha', 'ALB')]);
  });

  it('needs an existing locality and a name', () => {
    directory
      .given([dubai])
      .when({ type: 'AddArea', localityId: '9', name: 'Mirdif', ...stamp })
      .thenFails('LOCALITY_NOT_FOUND');
    directory
      .given([dubai])
      .when({ type: 'AddArea', localityId: '1', name: '', ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
    directory
      .given([dubai])
      .when({ type: 'AddArea', localityId: ' ', name: 'Mirdif', ...stamp })
      .thenFails('VALIDATION_FAILED', 'Please fill in all required fields');
  });
});

describe('importing the directory', () => {
  const seed = [
    { name: 'Dubai', code: 'DU', areas: [{ name: 'Al Barsha', code: 'BAR' }, { name: 'Mirdif' }] },
    { name: 'Sharjah', code: 'SHJ', areas: [{ name: 'Muwaileh', code: 'MUW' }] },
  ];

  it('adds every locality and area, in order, with ids that follow each other', () => {
    directory
      .given([])
      .when({ type: 'ImportDirectory', localities: seed, ...stamp })
      .then([dubai, barsha, area('2', '1', 'Mirdif', 'MIR'), sharjah, area('3', '2', 'Muwaileh', 'MUW')]);
  });

  it('adds only what is missing, so importing twice adds nothing', () => {
    const first = localityDirectoryDecider.decide(
      { type: 'ImportDirectory', localities: seed, ...stamp },
      localityDirectoryDecider.initialState,
    );
    directory
      .given(first)
      .when({ type: 'ImportDirectory', localities: seed, ...stamp })
      .then([]);
    directory
      .given([dubai, barsha])
      .when({
        type: 'ImportDirectory',
        localities: [{ name: 'dubai', code: 'DU', areas: [{ name: 'AL BARSHA' }, { name: 'Deira', code: 'DEI' }] }],
        ...stamp,
      })
      .then([area('2', '1', 'Deira', 'DEI')]);
  });

  it('rejects a row without a name', () => {
    directory
      .given([])
      .when({ type: 'ImportDirectory', localities: [{ name: ' ', code: 'X', areas: [] }], ...stamp })
      .thenFails('VALIDATION_FAILED');
  });
});

describe('looking ids up by name', () => {
  const state = ([dubai, sharjah, barsha] as LocalityDirectoryEvent[]).reduce(
    localityDirectoryDecider.evolve,
    localityDirectoryDecider.initialState,
  );
  it('finds localities and areas whatever the case and spacing', () => {
    expect(localityIdByName(state, ' sharjah ')).toBe('2');
    expect(areaIdByName(state, '1', 'al  BARSHA')).toBe('1');
    expect(areaIdByName(state, '2', 'Al Barsha')).toBeUndefined();
    expect(localityIdByName(state, 'Ajman')).toBeUndefined();
  });
});
