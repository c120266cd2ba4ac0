import { describe, expect, it } from 'vitest';
import { ELLIPSIS as gap, pageNumbers, pageRange, parsePage } from './page-numbers';

describe('page buttons (spec §9: first, last, current ±1, with ellipses)', () => {
  it('shows first, last and the current page with one each side', () => {
    expect(pageNumbers(5, 10)).toEqual([1, gap, 4, 5, 6, gap, 10]);
  });

  it('leaves no gap where the pages meet', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, gap, 10]);
    expect(pageNumbers(2, 10)).toEqual([1, 2, 3, gap, 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, gap, 10]);
    expect(pageNumbers(8, 10)).toEqual([1, gap, 7, 8, 9, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, gap, 9, 10]);
  });

  it('puts an ellipsis for a single page left out too', () => {
    expect(pageNumbers(4, 10)).toEqual([1, gap, 3, 4, 5, gap, 10]);
  });

  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has no buttons without pages and clamps a page out of range', () => {
    expect(pageNumbers(1, 0)).toEqual([]);
    expect(pageNumbers(99, 4)).toEqual([1, gap, 3, 4]);
    expect(pageNumbers(-3, 4)).toEqual([1, 2, gap, 4]);
  });
});

describe('page range (Showing X to Y of N)', () => {
  it('gives the rows of a full and of the last, shorter page', () => {
    expect(pageRange(1, 7, 20)).toMatchObject({ from: 1, to: 7, total: 20, pageCount: 3, page: 1 });
    expect(pageRange(3, 7, 20)).toMatchObject({ from: 15, to: 20, page: 3 });
  });

  it('clamps a page past the end (after rows were deleted) to the last page', () => {
    expect(pageRange(5, 7, 8)).toMatchObject({ from: 8, to: 8, page: 2, pageCount: 2 });
  });

  it('shows nothing of nothing', () => {
    expect(pageRange(1, 7, 0)).toMatchObject({ from: 0, to: 0, total: 0, pageCount: 1, page: 1 });
  });

  it('reads a page number from the URL', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});
