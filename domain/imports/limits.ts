/** What an uploaded delegate spreadsheet may be (the page tells organisers the same). */
export const importLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
} as const;

export const IMPORT_EVENT_ID_MISSING = 'Event ID is missing';
