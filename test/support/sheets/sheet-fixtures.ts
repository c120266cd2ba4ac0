/**
 * Spreadsheets for tests and benchmarks of the delegate import (parser, API, load tests), all
 * built in code: good Google-Form-like files in every format, crafted files, and `badFiles()`,
 * every bad upload with the refusal the parser must give.
 */
export * from './sheet-builders';
export * from './crafted-sheets';
export * from './bad-sheets';
