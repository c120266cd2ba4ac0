import { describe, expect, it } from 'vitest';
import { translateMessage } from '@domain/shared/messages/translate';
import type { RecordedEvent } from '../../../commands/event-store/port';
import { statusChangeSources } from './index';

const at = '2026-11-22T09:00:00.000Z';
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  id: 'x1',
  type,
  streamId: 's1',
  revision: 0n,
  position: '1',
  data,
  metadata: {},
  createdAt: new Date(at),
});

const stamp = { by: 'u9', at };
const user = { userId: 'u1', emailDigest: 'd', emailVerified: true, sealed: 's', ...stamp };
const organiser = {
  organiserId: 'o1',
  userId: 'u1',
  schoolId: '4',
  localityId: null,
  role: 'Teacher',
  evidence: { kind: 'text', text: 'Internal' },
  ...stamp,
};
const roster = { eventId: 'e1', registrationId: 'r1', userId: 'u1', ...stamp };
const waiting = { eventId: 'e1', registrationId: 'r1', userId: 'u1', ...stamp };
const rubric = [
  { name: 'Research', max: 5 },
  { name: 'Policy', max: 10 },
];
const merge = { primaryLocalityId: '1', primaryAreaId: '2', schoolIds: ['5', '6'], from: 'Active', to: 'merged', ...stamp };
const nomination = { eventId: 'e1', registrationId: 'r1', kindId: 'k1', kindName: 'Best Delegate', eventCommitteeId: 'c1', ...stamp };
const mark = { eventId: 'e1', eventCommitteeId: 'c1', sessionId: 's1', registrationId: 'r1', tapId: 't', ...stamp };
const paper = { eventId: 'e1', eventCommitteeId: 'c1', registrationId: 'r1', ...stamp };
const submitted = { ...paper, userId: 'u1', file: 'f.pdf', name: 'x.pdf', size: 10, type: 'pdf', deadline: at };
const reviewed = { ...paper, status: 'approved', comment: '', version: 2, previous: null };

/** One recorded event for every detail the audit sources write (and every variant of its fixed words). */
const samples: RecordedEvent[] = [
  recorded('UserRegistered', { ...user, role: 'student', globalRole: 'user' }),
  recorded('UserRegistered', { ...user, role: 'teacher', globalRole: 'user' }),
  recorded('UserRegistered', { ...user, role: 'teacher', globalRole: 'superuser' }),
  recorded('GlobalRoleChanged', { userId: 'u1', from: 'user', to: 'superuser', ...stamp }),
  recorded('LanguageChosen', { userId: 'u1', from: 'en', to: 'ar', ...stamp }),
  recorded('OrganiserRequested', { ...organiser, from: null, to: 'pending' }),
  recorded('OrganiserRequested', { ...organiser, from: 'rejected', to: 'pending' }),
  recorded('OrganiserAdded', { ...organiser, from: null, to: 'pending' }),
  recorded('OrganiserAssigned', { ...organiser, from: null, to: 'approved' }),
  recorded('SchoolAdded', {
    schoolId: '1',
    code: 'DU_AME_BAR',
    name: 'Dubai American Academy',
    localityId: '1',
    areaId: '1',
    status: 'Active',
    ...stamp,
  }),
  recorded('SchoolsMerged', {
    secondarySchoolId: '4',
    primarySchoolId: '2',
    primaryLocalityId: '1',
    from: 'Flagged',
    to: 'merged',
    ...stamp,
  }),
  recorded('LocalityAdded', { localityId: '9', code: 'XYZ', name: 'Somewhere', custom: true, ...stamp }),
  recorded('AreaAdded', { areaId: '7', code: 'AR', name: 'Area', localityId: '1', status: 'Active', ...stamp }),
  recorded('LocalitiesMerged', { ...merge, secondaryLocalityId: '1', secondaryAreaId: '3', localityRetired: false }),
  recorded('LocalitiesMerged', { ...merge, secondaryLocalityId: '8', secondaryAreaId: null, localityRetired: false, schoolIds: ['5'] }),
  recorded('RegistrationCancelled', { ...roster, from: 'registered', to: 'cancelled' }),
  ...(['cancelled', 'removed', 'merged', 'account_deleted'] as const).flatMap((reason) => [
    recorded('EventLeaderRemoved', { eventId: 'e1', entryId: 'l1', userId: 'u1', roleId: '3', reason, ...stamp }),
    recorded('EventCommitteeUpdated', {
      eventId: 'e1',
      eventCommitteeId: 'c1',
      changes: { chairUsername: null, deputyChair1Username: null, deputyChair2Username: null },
      previous: {},
      reason,
      ...stamp,
    }),
    recorded('EventCommitteeUpdated', {
      eventId: 'e1',
      eventCommitteeId: 'c1',
      changes: { deputyChair2Username: null },
      previous: {},
      reason,
      ...stamp,
    }),
  ]),
  ...(['years', 'conferences'] as const).map((experienceUnit) =>
    recorded('ImportMappingCorrected', {
      eventId: 'e1',
      importId: 'import-1',
      headings: ['email address', 'student'],
      columns: { email: 'email address', fullName: 'student' },
      experienceUnit,
      ...stamp,
    }),
  ),
  recorded('CountryWishesSet', {
    eventId: 'e1',
    school: 's1',
    schoolName: 'Dubai American Academy',
    countries: [{ id: 'c1', name: 'France' }],
    previous: [],
    ...stamp,
  }),
  recorded('DelegationModeChanged', { eventId: 'e1', enabled: true, ...stamp }),
  recorded('DelegationModeChanged', { eventId: 'e1', enabled: false, ...stamp }),
  recorded('AllocationPublishModeChanged', { eventId: 'e1', mode: 'at_once', previous: 'batched', ...stamp }),
  ...[1, 2, 11].flatMap((seats) =>
    [true, false].map((atOnce) =>
      recorded('AllocationPublished', {
        eventId: 'e1',
        changes: Array.from({ length: seats }, (_, index) => ({
          registrationId: `r${index}`,
          seat: null,
          previous: null,
          source: 'allocation',
        })),
        atOnce,
        ...stamp,
      }),
    ),
  ),
  recorded('WaitingListJoined', {
    ...waiting,
    role: 'student',
    munExperience: 0,
    prefCommitteeIds: [],
    sealed: 's',
    from: null,
    to: 'waiting',
  }),
  recorded('WaitingListPromoted', { ...waiting, from: 'waiting', to: 'registered' }),
  recorded('WaitingListLeft', { ...waiting, reason: 'account_deleted', from: 'waiting', to: 'left' }),
  recorded('WaitingListLeft', { ...waiting, reason: 'left', from: 'waiting', to: 'left' }),
  recorded('WaitingListMovedUp', { ...waiting, passedRegistrationId: 'r2', from: '3', to: '2' }),
  recorded('SessionAdded', { eventId: 'e1', sessionId: 's1', name: 'Session 1', day: '2026-12-10', start: '09:00', ...stamp }),
  recorded('AttendanceMarked', { ...mark, mark: 'present', late: true, previous: 'absent' }),
  recorded('AwardKindAdded', { eventId: 'e1', kindId: 'k1', name: 'Best Delegate', limit: null, ...stamp }),
  recorded('AwardKindAdded', { eventId: 'e1', kindId: 'k1', name: 'Best Delegate', limit: 2, ...stamp }),
  recorded('AwardKindChanged', {
    eventId: 'e1',
    kindId: 'k1',
    name: 'Best',
    limit: 1,
    previous: { name: 'Best Delegate', limit: null },
    ...stamp,
  }),
  recorded('AwardKindRemoved', { eventId: 'e1', kindId: 'k1', name: 'Best', ...stamp }),
  recorded('AwardNominated', { ...nomination, from: 'none', countryId: null }),
  recorded('AwardRevoked', { ...nomination, from: 'confirmed' }),
  recorded('PaperDeadlineSet', { eventId: 'e1', eventCommitteeId: null, deadline: at, previous: null, ...stamp }),
  recorded('PaperDeadlineSet', { eventId: 'e1', eventCommitteeId: 'c1', deadline: null, previous: at, ...stamp }),
  recorded('PaperRubricSet', { eventId: 'e1', criteria: [{ name: 'Research', max: 4 }], previous: rubric, ...stamp }),
  recorded('PaperRubricSet', { eventId: 'e1', criteria: rubric, previous: [], ...stamp }),
  recorded('PaperRubricSet', { eventId: 'e1', criteria: [], previous: rubric, ...stamp }),
  recorded('PaperSubmitted', { ...submitted, version: 1, late: false }),
  recorded('PaperSubmitted', { ...submitted, version: 2, late: true }),
  recorded('PaperReviewed', { ...reviewed, scores: [{ criterion: 'Research', score: 5 }] }),
  recorded('PaperReviewed', { ...reviewed, scores: [] }),
  recorded('CertificateSettingsChanged', { eventId: 'e1', previous: { threshold: 50 }, threshold: 75, ...stamp }),
  ...[1, 2, 12].map((issued) => recorded('CertificateRequestCompleted', { eventId: 'e1', requestId: 'q1', issued, ...stamp })),
  recorded('CertificateRevoked', {
    eventId: 'e1',
    certificateId: 'r1--participation',
    registrationId: 'r1',
    reason: 'Duplicate',
    ...stamp,
  }),
];

/** Details the sources write as fixed text from events too large to build here (a whole event's details). */
const fixedDetails = ['created by its organiser'];

/** What a detail carries over as it is: names and headings as typed, codes, ids, and the import's field labels listed in it. */
const carried = new Set([
  'DU',
  'AME',
  'BAR',
  'Dubai',
  'American',
  'Academy',
  'France',
  'Best',
  'Delegate',
  'Research',
  'Policy',
  'Duplicate',
  'participation',
]);
const mappingValues = new Set(['Email', 'email', 'address', 'Full', 'name', 'student', 'import', 'MUN']);

const detailsOf = (event: RecordedEvent) => {
  const entries = statusChangeSources.flatMap((source) => (source.eventTypes.includes(event.type) ? source.entriesOf(event) : []));
  return entries.map((entry) => entry.detail);
};

describe('History’s details in Arabic', () => {
  it.each(samples.map((event, index) => [`${index} ${event.type}`, event]))('%s: the detail is written and read', (_name, event) => {
    const details = detailsOf(event);
    expect(details.length).toBeGreaterThan(0);
    for (const detail of details) expect(typeof detail).toBe('string');
  });

  const details = [...new Set([...samples.flatMap(detailsOf), ...fixedDetails])].filter(
    (detail): detail is string => typeof detail === 'string',
  );

  it.each(details)('%s', (detail) => {
    const arabic = translateMessage(detail, 'ar');
    expect(arabic).not.toBe(detail);
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    const allowed = detail.includes('MUN experience counted in') ? new Set([...carried, ...mappingValues]) : carried;
    const latin = (arabic.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowed.has(word));
    expect(latin).toEqual([]);
  });

  it('names seats and counts in Arabic plurals', () => {
    expect(translateMessage('1 seat published', 'ar')).toBe('نُشر مقعد واحد');
    expect(translateMessage('2 seats published as changed', 'ar')).toBe('نُشر مقعدان فور تغييرها');
    expect(translateMessage('12 certificates issued', 'ar')).toBe('صدرت 12 شهادة');
    expect(translateMessage('chair, deputy chair 2: holder left (account deleted); event e1', 'ar')).toBe(
      'رئيس اللجنة، نائب رئيس اللجنة الثاني: غادر شاغل المقعد (حُذف الحساب)؛ الفعالية e1',
    );
  });
});
