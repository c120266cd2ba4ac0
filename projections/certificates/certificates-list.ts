import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import {
  certificateKinds,
  certificateStatuses,
  DEFAULT_PARTICIPATION_THRESHOLD,
  parseCertificateEvent,
  type CertificateEvent,
} from '@domain/certificates/certificates';
import type { RecordedEvent } from '../../commands/event-store/port';
import { lenient } from '../runtime/lenient-parse';
import { readModelSchema, type Projection } from '../runtime/projection';
import { RowBuffer, type Row } from '../runtime/row-buffer';

/**
 * Every certificate of every event (one row per certificate, found by its verification code
 * too) and each event's certificate settings. Ids only: the answers take names from the
 * registrations' and events' read models when asked, so an erased person's name is gone.
 */
const NAME = 'certificates';
const certificates = (schema: string) => sql.identifier([schema, 'certificates']);
const settings = (schema: string) => sql.identifier([schema, 'settings']);
const parsed = lenient(parseCertificateEvent);

const certificateColumns = [
  'id',
  'event_id',
  'registration_id',
  'kind',
  'award_kind_id',
  'event_committee_id',
  'country_id',
  'code',
  'status',
  'issued_by',
  'issued_at',
  'revoked_by',
  'revoked_at',
  'revoke_reason',
];
const settingsColumns = ['event_id', 'threshold'];

type Relevant = Exclude<CertificateEvent, { type: 'CertificateRequestCompleted' }>;
const isRelevant = (event: CertificateEvent | null): event is Relevant => event !== null && event.type !== 'CertificateRequestCompleted';

const issuedRow = (event: Extract<CertificateEvent, { type: 'CertificateIssued' }>): Row => {
  const { certificateId, eventId, registrationId, kind, awardKindId, eventCommitteeId, countryId, code, by, at } = event.data;
  return {
    id: certificateId,
    event_id: eventId,
    registration_id: registrationId,
    kind,
    award_kind_id: awardKindId,
    event_committee_id: eventCommitteeId,
    country_id: countryId,
    code,
    status: 'valid',
    issued_by: by,
    issued_at: at,
    revoked_by: null,
    revoked_at: null,
    revoke_reason: null,
  };
};

const apply = (rows: { certificates: RowBuffer; settings: RowBuffer }, event: Relevant) => {
  switch (event.type) {
    case 'CertificateSettingsChanged': {
      const row = { event_id: event.data.eventId, threshold: event.data.threshold };
      rows.settings.upsert(row, () => ({ threshold: event.data.threshold }));
      return;
    }
    case 'CertificateIssued': {
      // Issued once per id (the stream says so): a replay finds its row and leaves it.
      const row = issuedRow(event);
      rows.certificates.upsert(row, (existing) => existing);
      return;
    }
    case 'CertificateRevoked':
      rows.certificates.update(event.data.certificateId, {
        status: 'revoked',
        revoked_by: event.data.by,
        revoked_at: event.data.at,
        revoke_reason: event.data.reason,
      });
  }
};

const buffers = (schema: string) => ({
  certificates: new RowBuffer({ table: certificates(schema), key: 'id', columns: certificateColumns }),
  settings: new RowBuffer({ table: settings(schema), key: 'event_id', columns: settingsColumns }),
});

const applyAll = async (tx: CommonQueryMethods, schema: string, events: readonly Relevant[]) => {
  if (events.length === 0) return;
  const rows = buffers(schema);
  await rows.certificates.loadKeys(
    tx,
    events.flatMap((event) => (event.type === 'CertificateSettingsChanged' ? [] : [event.data.certificateId])),
  );
  await rows.settings.loadKeys(
    tx,
    events.flatMap((event) => (event.type === 'CertificateSettingsChanged' ? [event.data.eventId] : [])),
  );
  for (const event of events) apply(rows, event);
  await rows.certificates.flush(tx);
  await rows.settings.flush(tx);
};

export const certificatesProjection: Projection = {
  name: NAME,
  filter: { eventTypes: ['CertificateSettingsChanged', 'CertificateIssued', 'CertificateRevoked'] },
  tables: ['certificates', 'settings'],
  migrate: async (tx, schema) => {
    await tx.query(sql.unsafe`
      CREATE TABLE IF NOT EXISTS ${certificates(schema)} (
        id text PRIMARY KEY,
        event_id text NOT NULL,
        registration_id text NOT NULL,
        kind text NOT NULL,
        award_kind_id text,
        event_committee_id text,
        country_id text,
        code text NOT NULL,
        status text NOT NULL,
        issued_by text NOT NULL,
        issued_at text NOT NULL,
        revoked_by text,
        revoked_at text,
        revoke_reason text
      )`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS certificates_event ON ${certificates(schema)} (event_id, issued_at)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS certificates_registration ON ${certificates(schema)} (registration_id)`);
    await tx.query(sql.unsafe`CREATE INDEX IF NOT EXISTS certificates_code ON ${certificates(schema)} (code)`);
    await tx.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${settings(schema)} (event_id text PRIMARY KEY, threshold integer NOT NULL)`);
  },
  handle: async (tx, recorded, schema) => {
    const event = parsed(recorded);
    if (isRelevant(event)) await applyAll(tx, schema, [event]);
  },
  handleBatch: async (tx, recorded: readonly RecordedEvent[], schema) => applyAll(tx, schema, recorded.map(parsed).filter(isRelevant)),
};

const certificateRow = z.object({
  id: z.string(),
  event_id: z.string(),
  registration_id: z.string(),
  kind: z.enum(certificateKinds),
  award_kind_id: z.string().nullable(),
  event_committee_id: z.string().nullable(),
  country_id: z.string().nullable(),
  code: z.string(),
  status: z.enum(certificateStatuses),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
});
export type CertificateRow = z.infer<typeof certificateRow>;

const schema = readModelSchema(NAME);
const selected = sql.fragment`SELECT id, event_id, registration_id, kind, award_kind_id, event_committee_id, country_id, code, status,
  issued_at, revoked_at, revoke_reason FROM ${certificates(schema)}`;

/** An event's certificates, in the order they were issued. */
export const listCertificates = async (db: CommonQueryMethods, eventId: string): Promise<CertificateRow[]> => [
  ...(await db.any(sql.type(certificateRow)`${selected} WHERE event_id = ${eventId} ORDER BY issued_at, id`)),
];

/** The certificates of these registrations (a delegate's own). */
export const listCertificatesOf = async (db: CommonQueryMethods, registrationIds: readonly string[]): Promise<CertificateRow[]> =>
  registrationIds.length === 0
    ? []
    : [
        ...(await db.any(
          sql.type(
            certificateRow,
          )`${selected} WHERE registration_id = ANY(${sql.array([...registrationIds], 'text')}) ORDER BY issued_at, id`,
        )),
      ];

export const findCertificate = (db: CommonQueryMethods, id: string) => db.maybeOne(sql.type(certificateRow)`${selected} WHERE id = ${id}`);

export const findCertificateByCode = (db: CommonQueryMethods, code: string) =>
  db.maybeOne(sql.type(certificateRow)`${selected} WHERE code = ${code} LIMIT 1`);

/** The attendance (percent of sessions) a participation certificate needs at this event. */
export const findThreshold = async (db: CommonQueryMethods, eventId: string): Promise<number> =>
  (await db.maybeOneFirst(
    sql.type(z.object({ threshold: z.number() }))`SELECT threshold FROM ${settings(schema)} WHERE event_id = ${eventId}`,
  )) ?? DEFAULT_PARTICIPATION_THRESHOLD;
