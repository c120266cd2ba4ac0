import { describe, expect, it } from 'vitest';
import { matchesCertificate } from './certificate-search';

const certificate = {
  delegate: 'Amal Delegate',
  title: 'Best Delegate',
  code: 'XE9HP4C52VRSGE4HNBB0',
  committee: 'DISEC',
  country: 'France',
};

describe('the certificates search', () => {
  it("finds a certificate by its delegate's name, what it is for, its code, committee or country", () => {
    for (const query of ['amal', 'best delegate', 'xe9hp4', 'disec', 'fran', '']) expect(matchesCertificate(certificate, query)).toBe(true);
    expect(matchesCertificate(certificate, 'omar')).toBe(false);
  });

  it('finds an Arabic name without its diacritics', () => {
    expect(matchesCertificate({ ...certificate, delegate: 'أَمَل الهاشمي' }, 'امل')).toBe(true);
  });
});
