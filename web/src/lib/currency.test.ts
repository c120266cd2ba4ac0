import { describe, expect, it } from 'vitest';
import { aed } from './currency';

describe('aed', () => {
  it('names the currency and groups thousands', () => {
    expect(aed(1250000)).toBe('AED 1,250,000');
    expect(aed(300)).toBe('AED 300');
  });
});
