import { expect, it } from 'vitest';
import { countryFlag } from './country-flag';

it('draws the flag of a two-letter code in any case, and nothing for anything else', () => {
  expect(countryFlag('FR')).toBe('🇫🇷');
  expect(countryFlag('ae')).toBe('🇦🇪');
  expect(countryFlag('FRA')).toBe('');
  expect(countryFlag(null)).toBe('');
});
