import { describe, expect, it } from 'vitest';
import { countByEmirate, emirateOf, emirateTabs, isEmirateKey } from './emirates';

describe('emirate tabs (spec §2.6)', () => {
  it('come in the spec’s order, Other last', () => {
    expect(emirateTabs.map((tab) => tab.label)).toEqual([
      'Dubai',
      'Abu Dhabi',
      'Al Ain',
      'Sharjah',
      'Ajman',
      'Ras Al Khaimah',
      'Umm Al Quwain',
      'Other',
    ]);
  });

  it('place the seeded emirates by name and code', () => {
    expect(emirateOf({ code: 'DU', name: 'Dubai' })).toBe('dubai');
    expect(emirateOf({ code: 'AD', name: 'Abu Dhabi' })).toBe('abu-dhabi');
    expect(emirateOf({ code: 'AAN', name: 'Al Ain' })).toBe('al-ain');
    expect(emirateOf({ code: 'SHJ', name: 'Sharjah' })).toBe('sharjah');
    expect(emirateOf({ code: 'AJM', name: 'Ajman' })).toBe('ajman');
    expect(emirateOf({ code: 'RAK', name: 'Ras Al Khaimah' })).toBe('ras-al-khaimah');
    expect(emirateOf({ code: 'UAQ', name: 'Umm Al Quwain' })).toBe('umm-al-quwain');
  });

  it('read the spec’s city codes when the name is not an emirate’s', () => {
    expect(emirateOf({ code: 'AIN', name: 'Al Ain City' })).toBe('al-ain');
    expect(emirateOf({ code: 'sh', name: 'Sharjah Old Town' })).toBe('sharjah');
    expect(emirateOf({ code: 'AJ', name: 'Ajman Corniche' })).toBe('ajman');
  });

  it('match names loosely: case, spaces, hyphens and accents', () => {
    expect(emirateOf({ code: 'XX', name: '  umm al-QUWAIN ' })).toBe('umm-al-quwain');
    expect(emirateOf({ code: 'XX', name: 'Dubaí' })).toBe('dubai');
  });

  it('put a custom locality whose code happens to be an emirate’s under its own name first', () => {
    expect(emirateOf({ code: 'DU', name: 'Dubai' })).toBe('dubai');
    expect(emirateOf({ code: 'AD', name: 'Abu Dhabi' })).toBe('abu-dhabi');
    expect(emirateOf({ code: 'SH', name: 'sharjah' })).toBe('sharjah');
  });

  it('send everything else to Other: Fujairah, custom localities', () => {
    expect(emirateOf({ code: 'FUJ', name: 'Fujairah' })).toBe('other');
    expect(emirateOf({ code: 'HA', name: 'Hatta' })).toBe('other');
    expect(emirateOf({ code: '', name: '' })).toBe('other');
  });

  it('count rows per tab and know their keys', () => {
    const rows = [
      { code: 'DU', name: 'Dubai' },
      { code: 'DU', name: 'Dubai' },
      { code: 'FUJ', name: 'Fujairah' },
    ];
    expect(countByEmirate(rows, (row) => row)).toMatchObject({ dubai: 2, other: 1, 'abu-dhabi': 0 });
    expect(isEmirateKey('al-ain')).toBe(true);
    expect(isEmirateKey('fujairah')).toBe(false);
    expect(isEmirateKey(null)).toBe(false);
  });
});
