/** What an uploaded delegate spreadsheet may be (the page tells organisers the same). */
export const importLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
} as const;

export const IMPORT_EVENT_ID_MISSING = 'Event ID is missing';

/** The names an uploaded sheet may have (spec §2: the pickers accept .csv, .xlsx, .xls). */
export const spreadsheetExtensions = ['.csv', '.xlsx', '.xls'] as const;

export const isSpreadsheetFileName = (fileName: string) =>
  spreadsheetExtensions.some((extension) => fileName.trim().toLowerCase().endsWith(extension));

export const IMPORT_FILE_NAME_NOT_ALLOWED = 'Please choose a .csv, .xlsx or .xls file';
