import * as XLSX from '@e965/xlsx';

/**
 * Good spreadsheets for tests and benchmarks of the delegate import, built in code (no binary
 * files in the repository): Google-Form-like workbooks as .xlsx, .xls and .csv. Import them
 * from ./sheet-fixtures, which also offers the crafted and bad files.
 */
/** The parts of SheetJS's bundled CFB (compound file and zip container) library used here; it ships untyped. */
interface CfbEntry {
  name: string;
  type: number;
  content?: Uint8Array;
  size?: number;
}
export interface CfbContainer {
  FullPaths: string[];
  FileIndex: CfbEntry[];
}
export const cfb = XLSX.CFB as {
  read(data: Uint8Array, options: { type: 'buffer' }): CfbContainer;
  write(container: CfbContainer, options: { type: 'buffer' }): Uint8Array;
  utils: { cfb_new(): CfbContainer; cfb_add(container: CfbContainer, name: string, content: Uint8Array): void };
};

export type Cell = string | number | XLSX.CellObject | null;
export type Grid = Cell[][];

/** A Google Form's responses sheet: its Timestamp column, an unasked-for essay, and the usual questions. */
export const googleFormHeaders = [
  'Timestamp',
  'Email Address',
  'Full Name',
  'School Name',
  'Grade/Year',
  'WhatsApp Number',
  'How many MUNs have you attended?',
  'Committee Preference 1',
  'Committee Preference 2',
  'Committee Preference 3',
  'Food Preference',
  'Food Allergies',
  'Emergency Contact Name',
  'Emergency Contact Number',
  'Why do you want to join?',
] as const;

const firstNames = ['Aisha', 'Omar', 'Fatima', 'Rahul', 'Sara', 'Yusuf', 'Priya', 'Khalid', 'Mariam', 'Daniel'];
const lastNames = ['Khan', 'Al Mansoori', 'Sharma', 'Haddad', 'Smith', 'Nair', 'Al Hashimi', 'Fernandes'];
const schools = ['GEMS Wellington Academy', 'Dubai College', 'Raffles World Academy', 'Jumeira Baccalaureate School'];
const committees = ['UNSC', 'UNHRC', 'DISEC', 'ECOSOC', 'WHO', 'UNEP'];
/** 15 January 2025 as Excel counts days: Timestamp cells are numbers shown through a date format. */
const FORM_OPENED = 45672;

/** Row `index` (0-based) of the form's responses, as a spreadsheet holds it. */
export const googleFormRow = (index: number): Cell[] => {
  const first = firstNames[index % firstNames.length]!;
  const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length]!;
  return [
    { t: 'n', v: FORM_OPENED + index / 1440, z: 'm/d/yyyy h:mm:ss' },
    `${first}.${last.replace(/ /g, '')}${index}@example.com`.toLowerCase(),
    `${first} ${last}`,
    schools[index % schools.length]!,
    `Grade ${9 + (index % 4)}`,
    // A phone number typed into Sheets becomes a number: it must come back with all its digits.
    971_500_000_000 + index,
    index % 5,
    committees[index % committees.length]!,
    committees[(index + 1) % committees.length]!,
    index % 3 === 0 ? '' : committees[(index + 2) % committees.length]!,
    index % 4 === 0 ? 'Vegetarian' : 'Non-Vegetarian',
    index % 7 === 0 ? 'Peanuts' : '',
    `Parent of ${first}`,
    `+971 50 ${String(1_000_000 + index).slice(-7)}`,
    index % 5 === 0 ? 'I would like to improve my public speaking and meet people who care about the world.' : '',
  ];
};

export const googleFormRows = (count: number) => Array.from({ length: count }, (_, index) => googleFormRow(index));
/** Header and rows: the grid asXlsx, asXls and asCsv take. */
export const googleFormGrid = (rows: Grid = googleFormRows(5)): Grid => [[...googleFormHeaders], ...rows];

const bookOf = (grid: Grid) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(grid), 'Form Responses 1');
  // A second sheet, as organisers keep notes: only the first is read.
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Notes'], ['=not read']]), 'Notes');
  return book;
};
export const asXlsx = (grid: Grid): Buffer => XLSX.write(bookOf(grid), { bookType: 'xlsx', type: 'buffer', compression: true });
export const asXls = (grid: Grid): Buffer => XLSX.write(bookOf(grid), { bookType: 'biff8', type: 'buffer' });
/** A cell as a spreadsheet shows it (what "Download as CSV" writes): numbers in full, formats applied. */
const shownText = (cell: Cell): string => {
  if (cell === null) return '';
  if (typeof cell !== 'object') return String(cell);
  if (cell.t === 'n' && typeof cell.z === 'string') return XLSX.SSF.format(cell.z, cell.v);
  return cell.v === undefined ? '' : String(cell.v);
};
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
/** CSV as Google Sheets downloads it (UTF-8, commas, quotes where needed); `bom` as Excel's "CSV UTF-8" writes it. */
export const asCsv = (grid: Grid, options: { bom?: boolean; lineEnd?: string } = {}): Buffer => {
  const lines = grid.map((row) => row.map((cell) => csvField(shownText(cell))).join(','));
  return Buffer.from(`${options.bom ? '\ufeff' : ''}${lines.join(options.lineEnd ?? '\r\n')}`, 'utf8');
};
export const googleFormXlsx = (rows?: Grid) => asXlsx(googleFormGrid(rows));
export const googleFormXls = (rows?: Grid) => asXls(googleFormGrid(rows));
export const googleFormCsv = (rows?: Grid, options?: { bom?: boolean }) => asCsv(googleFormGrid(rows), options);

/** A CSV of `count` data rows, written directly (100,000 rows in a few milliseconds). */
export const csvWithRows = (count: number) => {
  const lines = ['Email,Full Name,School'];
  for (let index = 0; index < count; index += 1) lines.push(`d${index}@example.com,Delegate ${index},Dubai College`);
  return Buffer.from(`${lines.join('\n')}\n`);
};

/** A CSV of one-letter cells, 20,000 × 120 by default: under 5 MB, yet millions of strings to hold. */
export const csvOfTinyCells = (rows = 20_000, columns = 120) => {
  const line = Array<string>(columns).fill('a').join(',');
  return Buffer.from(Array<string>(rows).fill(line).join('\n'));
};
