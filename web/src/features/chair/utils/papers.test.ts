import { describe, expect, it } from 'vitest';
import { totalOf } from './papers';

describe("a paper's score in the chair's list", () => {
  const rubric = [{ max: 5 }, { max: 5 }, { max: 5 }, { max: 5 }];

  it('adds the scores given out of the whole rubric', () => {
    expect(totalOf([{ score: 4 }, { score: 5 }], rubric)).toBe('9 / 20');
  });

  it('shows a dash before the paper is scored', () => {
    expect(totalOf([], rubric)).toBe('—');
  });
});
