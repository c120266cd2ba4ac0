import { describe, expect, it } from 'vitest';
import { eligibleCertificates, reachesThreshold } from './eligibility';

const sessions = ['s1', 's2', 's3', 's4'];
const delegate = (registrationId: string) => ({ registrationId, eventCommitteeId: 'unsc', countryId: 'fr' });
const attended = (entries: Record<string, string[]>) => new Map(Object.entries(entries).map(([id, list]) => [id, new Set(list)]));
const kinds = (input: Parameters<typeof eligibleCertificates>[0]) =>
  eligibleCertificates(input).certificates.map(
    (each) => `${each.registrationId}:${each.kind}${each.awardKindId ? `:${each.awardKindId}` : ''}`,
  );

describe('participation', () => {
  const input = {
    threshold: 75,
    sessionIds: sessions,
    delegates: ['below', 'at', 'above', 'none'].map(delegate),
    attended: attended({ below: ['s1', 's2'], at: ['s1', 's2', 's3'], above: sessions }),
    awards: [],
  };
  it('needs the threshold reached: below it no certificate, at it and above one', () =>
    expect(kinds(input)).toEqual(['at:participation', 'above:participation']));
  it('counts only sessions still on the programme', () =>
    expect(kinds({ ...input, attended: attended({ at: ['s1', 's2', 'gone'] }) })).toEqual([]));
  it('compares exactly, without rounding', () => {
    expect(reachesThreshold(2, 3, 67)).toBe(false);
    expect(reachesThreshold(2, 3, 66)).toBe(true);
    expect(reachesThreshold(0, 4, 0)).toBe(true);
  });
  it('gives nobody a participation certificate when the event has no sessions, and says why', () => {
    const answer = eligibleCertificates({ ...input, sessionIds: [], threshold: 0 });
    expect(answer.certificates).toEqual([]);
    expect(answer.participationBlocked).toBe('no-sessions');
    expect(eligibleCertificates(input).participationBlocked).toBeNull();
  });
});

describe('awards', () => {
  it('gives one certificate per confirmed award of a delegate still registered, whatever the attendance', () =>
    expect(
      kinds({
        threshold: 75,
        sessionIds: sessions,
        delegates: [delegate('a')],
        attended: new Map(),
        awards: [
          { registrationId: 'a', kindId: 'best-delegate', eventCommitteeId: 'unsc', countryId: 'fr' },
          { registrationId: 'a', kindId: 'honourable-mention', eventCommitteeId: null, countryId: null },
          { registrationId: 'left', kindId: 'best-delegate', eventCommitteeId: 'unsc', countryId: 'de' },
        ],
      }),
    ).toEqual(['a:award:best-delegate', 'a:award:honourable-mention']));
});
