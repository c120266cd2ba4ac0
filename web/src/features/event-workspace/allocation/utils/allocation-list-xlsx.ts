import { allocationListHeadings, type ListRow } from './allocation-list';

/** Excel's limits on a sheet name: 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Allocation';

/**
 * The list as an .xlsx workbook of one sheet. SheetJS is loaded only when a workbook is asked
 * for, so it never weighs on the pages' first load; cells are written as text, never formulas.
 */
export const allocationListXlsx = async (title: string, rows: readonly ListRow[]): Promise<ArrayBuffer> => {
  const { utils, write } = await import('@e965/xlsx');
  const sheet = utils.aoa_to_sheet([allocationListHeadings(), ...rows.map((row) => [...row])]);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName(title));
  return write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
};
