import { pageRange, type PageRange } from '../../../lib/page-numbers';
import { emirateOf, type EmirateKey, type LocalityNaming } from './emirates';

/** Spec §9: the Schools and Localities lists show 7 rows a page. */
export const PAGE_SIZE = 7;

export interface ListView<Row> extends PageRange {
  /** The rows of the page shown. */
  rows: Row[];
}

/** The rows of one emirate tab that match the search, and the page of them asked for (clamped to the pages there are). */
export const listView = <Row>(
  rows: readonly Row[],
  {
    tab,
    search,
    page,
    localityOf,
    matches,
  }: {
    tab: EmirateKey;
    search: string;
    page: number;
    localityOf: (row: Row) => LocalityNaming;
    matches: (row: Row, query: string) => boolean;
  },
): ListView<Row> => {
  const shown = rows.filter((row) => emirateOf(localityOf(row)) === tab && matches(row, search));
  const range = pageRange(page, PAGE_SIZE, shown.length);
  return { ...range, rows: range.total === 0 ? [] : shown.slice(range.from - 1, range.to) };
};
