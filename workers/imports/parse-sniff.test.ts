import { describe, expect, it } from 'vitest';
import { SheetRejected, sheetLimits, sheetMessages } from './parse-limits';
import { sniffSheet } from './parse-sniff';
import { readZipDirectory } from './parse-zip-directory';
import { googleFormCsv, googleFormXls, googleFormXlsx, xlsxBomb, zipOf } from '../../test/support/sheets/sheet-fixtures';

const sniff = (bytes: Uint8Array, fileName = 'delegates', limits = {}) => {
  try {
    return sniffSheet(bytes, fileName, { ...sheetLimits, ...limits });
  } catch (error) {
    return error instanceof SheetRejected ? error.reason : String(error);
  }
};

describe('sniffSheet', () => {
  it('tells the three formats apart by their bytes', () => {
    expect(sniff(googleFormXlsx())).toBe('xlsx');
    expect(sniff(googleFormXls())).toBe('xls');
    expect(sniff(googleFormCsv())).toBe('csv');
    expect(sniff(googleFormCsv(undefined, { bom: true }), 'delegates.csv')).toBe('csv');
  });

  it('refuses a zip whose directory declares more than the limit or a suspicious ratio', () => {
    expect(sniff(xlsxBomb(60))).toBe(sheetMessages.invalid);
    expect(sniff(xlsxBomb(5))).toBe(sheetMessages.invalid);
    expect(sniff(xlsxBomb(5), 'a.xlsx', { maxCompressionRatio: 10_000 })).toBe('xlsx');
  });

  it('takes text as CSV only when it is UTF-8', () => {
    expect(sniff(Buffer.from('Name\nRen\u00e9e\n', 'latin1'))).toBe(sheetMessages.notUtf8);
    expect(sniff(Buffer.from([0xfe, 0xff, 0x00, 0x41]))).toBe(sheetMessages.notUtf8);
    expect(sniff(Buffer.from('Name\nZo\u00eb\n', 'utf8'))).toBe('csv');
  });
});

describe('readZipDirectory', () => {
  it('lists entries with their declared sizes', () => {
    const zip = zipOf([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'big.xml', data: Buffer.alloc(10_000) },
    ]);
    expect(readZipDirectory(zip)).toEqual([
      { name: 'xl/workbook.xml', compressedSize: expect.any(Number), uncompressedSize: 11 },
      { name: 'big.xml', compressedSize: expect.any(Number), uncompressedSize: 10_000 },
    ]);
  });

  it('refuses what is not a whole zip', () => {
    const zip = zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    expect(readZipDirectory(zip.subarray(0, zip.length - 1))).toBeNull();
    expect(readZipDirectory(Buffer.from('PK'))).toBeNull();
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(1, zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    expect(readZipDirectory(encrypted)).toBeNull();
  });
});
