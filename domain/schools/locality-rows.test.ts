import { expect, it } from 'vitest';
import { localityRowId, parseLocalityRowId } from './locality-rows';

it('names an area row by locality and area, and the row without an area by the locality alone', () => {
  expect(localityRowId({ localityId: '1', areaId: '12' })).toBe('1:12');
  expect(localityRowId({ localityId: '9', areaId: null })).toBe('9');
  expect(parseLocalityRowId('1:12')).toEqual({ localityId: '1', areaId: '12' });
  expect(parseLocalityRowId(' 9 ')).toEqual({ localityId: '9', areaId: null });
  expect(parseLocalityRowId(9)).toEqual({ localityId: '9', areaId: null });
});

it('reads anything else as no row', () => {
  for (const id of ['', ':3', '1:', '1:2:3', 'a b', null, undefined, {}]) expect(parseLocalityRowId(id), String(id)).toBeNull();
});
