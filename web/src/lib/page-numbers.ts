export const ELLIPSIS = '…';

export type PageItem = number | typeof ELLIPSIS;

/**
 * Spec §9: the page buttons of a paged table. The first and the last page, the current one and
 * one each side of it; an ellipsis stands for every run of pages left out.
 * Pages count from 1; a current page outside 1..pageCount is clamped into it.
 */
export const pageNumbers = (current: number, pageCount: number): PageItem[] => {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((candidate) => candidate >= 1 && candidate <= pageCount)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, value] of shown.entries()) {
    const previous = shown[index - 1];
    if (previous !== undefined && value - previous > 1) items.push(ELLIPSIS);
    items.push(value);
  }
  return items;
};

export interface PageRange {
  /** 1-based position of the first row shown; 0 when there are none. */
  from: number;
  to: number;
  total: number;
  pageCount: number;
  /** The page actually shown: the asked-for one clamped to the pages that exist. */
  page: number;
}

/** Which rows a page shows, for 'Showing X to Y of N'. */
export const pageRange = (page: number, pageSize: number, total: number): PageRange => {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  if (total === 0) return { from: 0, to: 0, total, pageCount, page: current };
  const from = (current - 1) * pageSize + 1;
  return { from, to: Math.min(total, current * pageSize), total, pageCount, page: current };
};

/** A page number read from the URL: a positive integer, else the first page. */
export const parsePage = (value: string | null | undefined): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
};
