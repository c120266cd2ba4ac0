import { describe, expect, it } from 'vitest';
import type { Locality } from '../api/get-localities';
import { checkLocalityDraft } from './locality-form';
import { areasOf, blankSchoolDraft, checkSchoolDraft, previewSchoolCode, withLocality } from './school-form';

const localities: Locality[] = [
  {
    id: 'l-du',
    code: 'DU',
    name: 'Dubai',
    custom: false,
    areas: [
      { id: 'a-bar', code: 'BAR', name: 'Al Barsha', locality_id: 'l-du', status: 'Active' },
      { id: 'a-jum', code: 'JUM', name: 'Jumeirah', locality_id: 'l-du', status: 'Active' },
    ],
  },
  {
    id: 'l-shj',
    code: 'SHJ',
    name: 'Sharjah',
    custom: false,
    areas: [{ id: 'a-maj', code: 'MAJ', name: 'Al Majaz', locality_id: 'l-shj', status: 'Active' }],
  },
];

describe('school add and edit (spec §5)', () => {
  it('needs name, locality and area', () => {
    expect(checkSchoolDraft(blankSchoolDraft)).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      missing: { name: true, locality: true, area: true },
    });
    expect(checkSchoolDraft({ name: '  ', localityId: 'l-du', areaId: 'a-bar' })).toMatchObject({
      ok: false,
      missing: { name: true, locality: false, area: false },
    });
  });

  it('sends the tidied name with the ids', () => {
    expect(checkSchoolDraft({ name: ' Repton   School ', localityId: 'l-du', areaId: 'a-bar' })).toEqual({
      ok: true,
      values: { name: 'Repton School', locality_id: 'l-du', area_id: 'a-bar' },
    });
  });

  it('offers the areas of the chosen locality, and drops an area of another locality', () => {
    expect(areasOf(localities, 'l-shj').map((area) => area.name)).toEqual(['Al Majaz']);
    expect(areasOf(localities, '')).toEqual([]);
    expect(withLocality({ name: 'X', localityId: 'l-du', areaId: 'a-bar' }, localities, 'l-shj')).toEqual({
      name: 'X',
      localityId: 'l-shj',
      areaId: '',
    });
    expect(withLocality({ name: 'X', localityId: '', areaId: 'a-bar' }, localities, 'l-du')).toEqual({
      name: 'X',
      localityId: 'l-du',
      areaId: 'a-bar',
    });
  });

  it('previews the generated code once name, locality and area are chosen', () => {
    expect(previewSchoolCode({ name: 'Repton School', localityId: 'l-du', areaId: '' }, localities, [])).toBeNull();
    expect(previewSchoolCode({ name: 'Repton School', localityId: 'l-du', areaId: 'a-bar' }, localities, [])).toBe('DU_REP_BAR');
    expect(previewSchoolCode({ name: 'Repton School', localityId: 'l-du', areaId: 'a-bar' }, localities, ['du_rep_bar'])).toBe(
      'DU_REP_BAR_001',
    );
  });

  it('keeps an edited school’s code while its base code stays the same', () => {
    const draft = { name: 'Repton School Dubai', localityId: 'l-du', areaId: 'a-bar' };
    expect(previewSchoolCode(draft, localities, ['DU_REP_BAR', 'DU_REP_BAR_001'], 'DU_REP_BAR_001')).toBe('DU_REP_BAR_001');
    expect(previewSchoolCode({ ...draft, areaId: 'a-jum' }, localities, ['DU_REP_BAR_001'], 'DU_REP_BAR_001')).toBe('DU_REP_JUM');
  });
});

describe('locality add row (spec §2.6, §5)', () => {
  it('needs both names', () => {
    expect(checkLocalityDraft({ localityName: 'Dubai', areaName: ' ', status: 'Active' })).toEqual({
      ok: false,
      message: 'Please fill in all required fields',
      missing: { localityName: false, areaName: true },
    });
  });

  it('sends the tidied names with the status', () => {
    expect(checkLocalityDraft({ localityName: ' Hatta ', areaName: 'Hatta  Heritage', status: 'Inactive' })).toEqual({
      ok: true,
      values: { locality_name: 'Hatta', area_name: 'Hatta Heritage', status: 'Inactive' },
    });
  });
});
