import { describe, expect, it } from 'vitest';
import { allocationStatusOf } from './allocation-status';

describe('allocationStatusOf', () => {
  it('is Open below 70 % of the seats, Filling from 70 %, Full at or above the seats', () => {
    expect(allocationStatusOf(0, 50)).toBe('Open');
    expect(allocationStatusOf(34, 50)).toBe('Open');
    expect(allocationStatusOf(35, 50)).toBe('Filling');
    expect(allocationStatusOf(49, 50)).toBe('Filling');
    expect(allocationStatusOf(50, 50)).toBe('Full');
    expect(allocationStatusOf(51, 50)).toBe('Full');
  });

  it('reads no seats and no delegates as Open', () => {
    expect(allocationStatusOf(0, 0)).toBe('Open');
  });
});
