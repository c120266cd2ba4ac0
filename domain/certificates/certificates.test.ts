import { describe, it } from 'vitest';
import { givenWhenThen } from '../../test/support/given-when-then';
import { certificatesDecider, type CertificateEvent, type CertificatesCommand } from './certificates';

const { given } = givenWhenThen(certificatesDecider);
const stamp = { by: 'organiser', at: '2026-12-12T10:00:00.000Z' };
const CODE_A = 'ABCDEFGHJK0123456789';
const CODE_B = 'ZZZZZZZZZZ0123456789';

const issue = (code = CODE_A, requestId = 'job-1', kind: 'participation' | 'award' = 'participation'): CertificatesCommand => ({
  type: 'IssueCertificates',
  eventId: 'e1',
  requestId,
  certificates: [
    { registrationId: 'r1', kind, awardKindId: kind === 'award' ? 'best-delegate' : null, eventCommitteeId: 'unsc', countryId: 'fr', code },
  ],
  ...stamp,
});
const issued = (code = CODE_A, requestId = 'job-1', kind: 'participation' | 'award' = 'participation'): CertificateEvent => ({
  type: 'CertificateIssued',
  data: {
    eventId: 'e1',
    certificateId: kind === 'award' ? 'r1--award--best-delegate' : 'r1--participation',
    registrationId: 'r1',
    kind,
    awardKindId: kind === 'award' ? 'best-delegate' : null,
    eventCommitteeId: 'unsc',
    countryId: 'fr',
    code,
    requestId,
    ...stamp,
  },
});
const revoke = (certificateId = 'r1--participation', reason = 'Attendance was marked in error'): CertificatesCommand => ({
  type: 'RevokeCertificate',
  eventId: 'e1',
  certificateId,
  reason,
  ...stamp,
});
const revoked: CertificateEvent = {
  type: 'CertificateRevoked',
  data: { eventId: 'e1', certificateId: 'r1--participation', registrationId: 'r1', reason: 'Attendance was marked in error', ...stamp },
};

describe('settings', () => {
  const set = (threshold: number): CertificatesCommand => ({ type: 'SetCertificateSettings', eventId: 'e1', threshold, ...stamp });
  it('starts at 75 %: setting 75 stores nothing, another value is stored with the one before', () => {
    given([]).when(set(75)).then([]);
    given([])
      .when(set(80))
      .then([{ type: 'CertificateSettingsChanged', data: { eventId: 'e1', previous: { threshold: 75 }, threshold: 80, ...stamp } }]);
  });
  it('refuses a threshold outside 0–100 or not whole', () => {
    given([]).when(set(101)).thenFails('CERTIFICATE_THRESHOLD_INVALID');
    given([]).when(set(-1)).thenFails('CERTIFICATE_THRESHOLD_INVALID');
    given([]).when(set(50.5)).thenFails('CERTIFICATE_THRESHOLD_INVALID');
  });
});

describe('issuing', () => {
  it('issues a certificate with its code and the request that issued it', () => given([]).when(issue()).then([issued()]));
  it('stores nothing for a certificate already issued, keeping the first code (a retried or resumed job)', () =>
    given([issued()]).when(issue(CODE_B, 'job-2')).then([]));
  it('issues an award certificate beside the participation one', () =>
    given([issued()])
      .when(issue(CODE_B, 'job-1', 'award'))
      .then([issued(CODE_B, 'job-1', 'award')]));
  it('issues once when a chunk names the same certificate twice', () => {
    const twice = issue();
    if (twice.type !== 'IssueCertificates') throw new Error('unexpected');
    given([])
      .when({ ...twice, certificates: [...twice.certificates, { ...twice.certificates[0]!, code: CODE_B }] })
      .then([issued()]);
  });
  it('refuses a code that is not 20 letters and digits', () => given([]).when(issue('short')).thenFails('CERTIFICATE_CODE_INVALID'));
  it('issues nothing again after a revocation', () => given([issued(), revoked]).when(issue(CODE_B, 'job-2')).then([]));
  it("records a request's completion once", () => {
    const complete: CertificatesCommand = { type: 'CompleteCertificateRequest', eventId: 'e1', requestId: 'job-1', issued: 1, ...stamp };
    const completed: CertificateEvent = {
      type: 'CertificateRequestCompleted',
      data: { eventId: 'e1', requestId: 'job-1', issued: 1, ...stamp },
    };
    given([issued()]).when(complete).then([completed]);
    given([issued(), completed]).when(complete).then([]);
  });
});

describe('revoking', () => {
  it('revokes a valid certificate with the reason, once', () => {
    given([issued()]).when(revoke()).then([revoked]);
    given([issued(), revoked]).when(revoke()).then([]);
  });
  it('knows no certificate never issued, and needs a reason', () => {
    given([]).when(revoke()).thenFails('CERTIFICATE_NOT_FOUND');
    given([issued()]).when(revoke('r1--participation', '  ')).thenFails('CERTIFICATE_REASON_REQUIRED');
  });
});
