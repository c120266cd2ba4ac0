import { describe, expect, it } from 'vitest';
import { delegateFixture } from '../../testing/delegate-fixture';
import { allocationListCsv, allocationListFileName, allocationListHtml, allocationListRows, allocationListTitle } from './allocation-list';
import { allocationListXlsx } from './allocation-list-xlsx';

const placed = delegateFixture({
  id: 'a',
  user_id: '3f9a7c21-55d4-4e0b',
  mun_experience: 2,
  pref_committee_1: { id: 'k1', abbr: 'UNSC', committee: 'Security Council' },
  pref_committee_3: { id: 'k3', abbr: 'WHO', committee: 'World Health Organization' },
  assigned_committees: 'c1',
  assigned_committee: { id: 'c1', abbr: 'UNSC', committee: 'Security Council', category: 'General Assembly' },
  assigned_country: 'br',
  country: { id: 'br', name: 'Brazil', tier: 'A', code: 'BR', flag: '🇧🇷' },
  user: { ...delegateFixture({ id: 'a' }).user, fullname: 'Amira <Khan>', school: { name: 'Smith, Jones & Co', locality: { name: '' } } },
});
const unplaced = delegateFixture({ id: 'b', user: { ...delegateFixture({ id: 'b' }).user, fullname: '=HYPERLINK("x")' } });
const rows = allocationListRows([placed, unplaced]);

describe('allocation list', () => {
  it('titles the full list and a committee’s list', () => {
    expect(allocationListTitle(null)).toBe('Country Committees Full List');
    expect(allocationListTitle({ abbr: 'UNSC', name: 'Security Council' })).toBe('UNSC');
    expect(allocationListTitle({ abbr: ' ', name: 'Security Council' })).toBe('Security Council');
    expect(allocationListFileName('Country Committees Full List', 'csv')).toBe('country-committees-full-list.csv');
  });

  it('has a row per delegate in the columns of §9', () => {
    expect(rows[0]).toEqual(['3f9a7c21', 'Amira <Khan>', 'Grade 10', 'Smith, Jones & Co', '2 years', 'UNSC, WHO', 'UNSC', 'Brazil']);
    expect(rows[1]!.slice(5)).toEqual(['', '', '']);
  });

  it('writes an HTML table file with the title and the text escaped', () => {
    const html = allocationListHtml('Country Committees Full List', rows);
    expect(html).toContain('<title>Country Committees Full List</title>');
    expect(html).toContain(
      '<tr><th>Unique ID</th><th>Name</th><th>Academic Level</th><th>School</th><th>MUN Experience</th><th>Preferred Committees</th><th>Assigned Committees</th><th>Assigned Country</th></tr>',
    );
    expect(html).toContain('<td>Amira &lt;Khan&gt;</td>');
    expect(html).toContain('<td>Smith, Jones &amp; Co</td>');
  });

  it('writes CSV with quoting and formulas kept as text', () => {
    const lines = allocationListCsv(rows).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Unique ID,Name,Academic Level,School,MUN Experience,Preferred Committees,Assigned Committees,Assigned Country');
    expect(lines[1]).toBe('3f9a7c21,Amira <Khan>,Grade 10,"Smith, Jones & Co",2 years,"UNSC, WHO",UNSC,Brazil');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes an .xlsx workbook a spreadsheet reads back', async () => {
    const { read, utils } = await import('@e965/xlsx');
    const book = read(new Uint8Array(await allocationListXlsx('Country Committees Full List', rows)), { type: 'array' });
    expect(book.SheetNames).toEqual(['Country Committees Full List']);
    const back = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(back[0]).toContain('Assigned Country');
    expect(back[1]).toEqual([...rows[0]!]);
    expect(back[2]![1]).toBe('=HYPERLINK("x")');
  });
});
