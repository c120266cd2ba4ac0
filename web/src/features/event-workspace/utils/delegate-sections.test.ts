import { describe, expect, it } from 'vitest';
import { sectionFromParam, sectionLabel } from './delegate-sections';

describe('sectionFromParam', () => {
  it('reads the sub-tab of the URL and opens Key Info otherwise', () => {
    expect(sectionFromParam('food-info')).toBe('food-info');
    expect(sectionFromParam(null)).toBe('key-info');
    expect(sectionFromParam('merge')).toBe('key-info');
  });

  it('names each sub-tab as the spec does', () => {
    expect(sectionLabel('contact-info')).toBe('Contact Info');
    expect(sectionLabel('allocation')).toBe('Allocation');
  });
});
