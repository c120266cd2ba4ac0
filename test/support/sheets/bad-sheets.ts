import { deflateRawSync } from 'node:zlib';
import { sheetLimits, sheetMessages } from '../../../workers/imports/parse-limits';
import { xlsWithFormula, xlsxBomb, xlsxWithFormula, zipOf } from './crafted-sheets';
import { asCsv, asXlsx, cfb, csvWithRows, googleFormXlsx } from './sheet-builders';

/** An upload the parser must refuse, and the sentence it must give. */
export interface BadFile {
  name: string;
  fileName: string;
  content: Buffer;
  reason: string;
}

const text = (value: string) => Buffer.from(value, 'utf8');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Every kind of bad upload the page can receive, each small and quick to build. */
export const badFiles = (): BadFile[] => {
  const xlsx = googleFormXlsx();
  const csvHeader = 'Email Address,Full Name,Phone\n';
  const ole2WithoutWorkbook = cfb.utils.cfb_new();
  cfb.utils.cfb_add(ole2WithoutWorkbook, 'WordDocument', Buffer.from('not a workbook'));
  const corrupted = Buffer.from(xlsx);
  // Scramble the compressed data of every part and keep the directory intact.
  for (let offset = 40; offset < corrupted.length - 2000; offset += 7) corrupted[offset] = corrupted[offset]! ^ 0x5a;
  return [
    { name: 'an empty file', fileName: 'delegates.csv', content: Buffer.alloc(0), reason: sheetMessages.empty },
    { name: 'only blank lines', fileName: 'delegates.csv', content: text('\ufeff\n , ,\n\n'), reason: sheetMessages.empty },
    { name: 'a file over 5 MB', fileName: 'delegates.csv', content: Buffer.alloc(sheetLimits.maxBytes + 1, 'a'), reason: 'The file is larger than 5 MB' },
    { name: 'a PNG renamed .xlsx', fileName: 'delegates.xlsx', content: PNG, reason: sheetMessages.notSpreadsheet },
    { name: 'an HTML page renamed .xlsx', fileName: 'delegates.xlsx', content: text('<!DOCTYPE html><html><body>Sign in</body></html>'), reason: sheetMessages.notSpreadsheet },
    { name: 'an HTML table saved as .xls', fileName: 'export.xls', content: text('<table><tr><td>Email</td></tr></table>'), reason: sheetMessages.notSpreadsheet },
    { name: 'an HTML table renamed .csv', fileName: 'export.csv', content: text('<html><table><tr><td>Email</td></tr></table></html>'), reason: sheetMessages.notSpreadsheet },
    { name: 'a CSV renamed .xlsx', fileName: 'delegates.xlsx', content: text(`${csvHeader}a@example.com,A,1\n`), reason: sheetMessages.notSpreadsheet },
    { name: 'a PDF renamed .csv', fileName: 'delegates.csv', content: text('%PDF-1.7\n1 0 obj\n'), reason: sheetMessages.notSpreadsheet },
    { name: 'a Word document renamed .xlsx', fileName: 'delegates.xlsx', content: zipOf([{ name: 'word/document.xml', data: text('<w:document/>') }]), reason: sheetMessages.notSpreadsheet },
    { name: 'a Word 97 document renamed .xls', fileName: 'delegates.xls', content: Buffer.from(cfb.write(ole2WithoutWorkbook, { type: 'buffer' })), reason: sheetMessages.invalid },
    { name: 'a truncated .xlsx', fileName: 'delegates.xlsx', content: xlsx.subarray(0, Math.floor(xlsx.length / 2)), reason: sheetMessages.invalid },
    { name: 'a corrupted .xlsx', fileName: 'delegates.xlsx', content: corrupted, reason: sheetMessages.invalid },
    { name: 'a zip bomb (200 MB of rows)', fileName: 'delegates.xlsx', content: xlsxBomb(200), reason: sheetMessages.invalid },
    { name: '100,000 rows', fileName: 'delegates.csv', content: csvWithRows(100_000), reason: 'The file has more than 20,000 rows' },
    { name: '20,001 rows', fileName: 'delegates.csv', content: csvWithRows(20_001), reason: 'The file has more than 20,000 rows' },
    { name: 'a formula in an .xlsx', fileName: 'delegates.xlsx', content: xlsxWithFormula(), reason: sheetMessages.formula(2, 'B') },
    { name: 'a formula in an .xls', fileName: 'delegates.xls', content: xlsWithFormula(), reason: sheetMessages.formula(2, 'B') },
    { name: 'a formula in a CSV', fileName: 'delegates.csv', content: text(`${csvHeader}a@example.com,"=HYPERLINK(""http://x"")",1\n`), reason: sheetMessages.formula(2, 'B') },
    { name: 'a Lotus-style formula in a CSV', fileName: 'delegates.csv', content: text(`${csvHeader}a@example.com,A,@SUM(1+1)\n`), reason: sheetMessages.formula(2, 'C') },
    { name: 'a UTF-16 CSV with a BOM', fileName: 'delegates.csv', content: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${csvHeader}a@example.com,Zoë,1\n`, 'utf16le')]), reason: sheetMessages.notUtf8 },
    { name: 'a UTF-16 CSV without a BOM', fileName: 'delegates.csv', content: Buffer.from(`${csvHeader}a@example.com,Zoë,1\n`, 'utf16le'), reason: sheetMessages.notUtf8 },
    { name: 'a Windows-1252 CSV', fileName: 'delegates.csv', content: Buffer.from(`${csvHeader}a@example.com,Ren\u00e9e,1\n`, 'latin1'), reason: sheetMessages.notUtf8 },
    { name: 'a 1 MB cell', fileName: 'delegates.csv', content: text(`${csvHeader}a@example.com,${'x'.repeat(1024 * 1024)},1\n`), reason: sheetMessages.longCell(sheetLimits.maxCellChars, 2, 'B') },
    { name: 'a quote never closed', fileName: 'delegates.csv', content: text(`${csvHeader}a@example.com,"Aisha,1\nb@example.com,B,2\n`), reason: sheetMessages.invalid },
    { name: 'a blank first row', fileName: 'delegates.xlsx', content: asXlsx([[], ['Email Address'], ['a@example.com']]), reason: sheetMessages.noHeader },
    { name: 'a header row of spaces', fileName: 'delegates.csv', content: asCsv([[' ', ' '], ['a@example.com', 'A']]), reason: sheetMessages.noHeader },
    { name: 'a deflate stream that is not one', fileName: 'delegates.xlsx', content: zipOf([{ name: 'xl/workbook.xml', data: text('<workbook/>'), deflated: deflateRawSync(text('x')).subarray(0, 1) }]), reason: sheetMessages.invalid },
  ];
};
