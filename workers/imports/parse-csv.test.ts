import { describe, expect, it } from 'vitest';
import { delimiterOf, parseCsv } from './parse-csv';
import { finishRows, looksLikeFormula } from './parse-grid';
import { columnName, SheetRejected, sheetLimits, sheetMessages } from './parse-limits';

const parse = (text: string, maxRows = 100) => parseCsv(text, { maxRows });
const reasonOf = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof SheetRejected ? error.reason : String(error);
  }
};

describe('parseCsv', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks', () => {
    expect(parse('Name,Note\r\n"Khan, Aisha","She said ""hi""\nthen left"\r\nOmar,\n')).toEqual([
      ['Name', 'Note'],
      ['Khan, Aisha', 'She said "hi"\nthen left'],
      ['Omar', ''],
    ]);
  });

  it('reads the last line without a line break, CR-only files and empty lines', () => {
    expect(parse('a,b\rc,d\r\n\r\ne,f')).toEqual([['a', 'b'], ['c', 'd'], [''], ['e', 'f']]);
    expect(parse('')).toEqual([]);
  });

  it('keeps a quote inside an unquoted field as written', () => {
    expect(parse('5\'10",x"y"\n')).toEqual([['5\'10"', 'x"y"']]);
  });

  it('refuses a quote that is never closed', () => {
    expect(reasonOf(() => parse('a,"b\nc,d\n'))).toBe(sheetMessages.invalid);
  });

  it('stops after maxRows rows', () => {
    expect(parse('h\n1\n2\n3\n4\n', 3)).toEqual([['h'], ['1'], ['2']]);
  });

  it('refuses a row wider than a spreadsheet', () => {
    expect(reasonOf(() => parse(`${','.repeat(16_384)}\n`))).toBe(sheetMessages.tooManyColumns);
  });

  it.each([
    ['Email,Name', ','],
    ['Email;Name;"a,b"', ';'],
    ['Email\tName', '\t'],
    ['Email', ','],
  ])('takes the delimiter of %j as %j', (header, delimiter) => {
    expect(delimiterOf(`${header}\nx,y;z\n`)).toBe(delimiter);
  });
});

describe('looksLikeFormula', () => {
  it.each(['=1+1', ' =SUM(A1:A2)', '=HYPERLINK("http://x")', '+A1', '-SUM(A1)', '+(1)', '@SUM(A1)', "-cmd|' /C calc'!A0"])(
    '%j is a formula',
    (cell) => {
      expect(looksLikeFormula(cell)).toBe(true);
    },
  );

  it.each(['+971 50 650 5005', '+971501234567', '-3', '-0.5', '@aisha', '@', '=', 'a=b', 'Khan - Aisha', '', '- none'])(
    '%j is a value',
    (cell) => {
      expect(looksLikeFormula(cell)).toBe(false);
    },
  );
});

describe('finishRows', () => {
  const finish = (rows: string[][], limits = {}) => finishRows(rows, 'csv', { ...sheetLimits, ...limits });

  it('trims headers, drops trailing blank rows and pads every row to the widest', () => {
    expect(finish([[' Email ', 'Name'], ['a@example.com', 'A', 'extra'], ['  '], []])).toEqual({
      headers: ['Email', 'Name', ''],
      rows: [['a@example.com', 'A', 'extra']],
      format: 'csv',
    });
  });

  it('names the row and column of a long cell and of a formula', () => {
    expect(
      reasonOf(() =>
        finish(
          [
            ['Email', 'Name'],
            ['a', 'b'],
            ['c', 'x'.repeat(11)],
          ],
          { maxCellChars: 10 },
        ),
      ),
    ).toBe('A cell is longer than 10 characters (row 3, column B)');
    expect(
      reasonOf(() =>
        finish([
          ['Email', 'Name'],
          ['=1+2', 'b'],
        ]),
      ),
    ).toBe(sheetMessages.formula(2, 'A'));
    expect(finishRows([['Email'], ['=1+2']], 'xlsx', sheetLimits).rows).toEqual([['=1+2']]);
  });

  it('counts data rows only', () => {
    expect(finish([['h'], ['1'], ['2']], { maxRows: 2 }).rows).toHaveLength(2);
    expect(reasonOf(() => finish([['h'], ['1'], ['2'], ['3']], { maxRows: 2 }))).toBe('The file has more than 2 rows');
  });
});

describe('columnName', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [701, 'ZZ'],
    [16_383, 'XFD'],
  ])('%d → %s', (index, name) => {
    expect(columnName(index)).toBe(name);
  });
});
