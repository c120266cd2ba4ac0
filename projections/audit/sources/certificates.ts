import type { RecordedEvent } from '../../../commands/event-store/port';
import { certificateEventTypes, parseCertificateEvent } from '@domain/certificates/certificates';
import { lenient } from '../../runtime/lenient-parse';
import type { StatusChangeEntry, StatusChangeSource } from '../source';

const parsed = lenient(parseCertificateEvent);

/**
 * An event's certificates in History (entity type *certificates*, named by the event): the
 * organiser's threshold changes, one row per issuing request with how many it issued (not one
 * per certificate), and each revocation with its reason. Delegates by registration id, never by name.
 */
const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const { eventId, by, at } = event.data;
  const entry = (from: string | null, to: string, detail: string): StatusChangeEntry[] => [
    { entityType: 'certificates', entityId: eventId, from, to, by, at, detail },
  ];
  switch (event.type) {
    case 'CertificateSettingsChanged':
      return entry(`${event.data.previous.threshold} %`, `${event.data.threshold} %`, 'attendance needed for participation');
    case 'CertificateIssued':
      return [];
    case 'CertificateRequestCompleted':
      return entry(null, 'issued', `${event.data.issued} certificate${event.data.issued === 1 ? '' : 's'} issued`);
    case 'CertificateRevoked':
      return entry('valid', 'revoked', `certificate ${event.data.certificateId}: ${event.data.reason}`);
  }
};

export const certificatesStatusSource: StatusChangeSource = { eventTypes: certificateEventTypes, entriesOf };
