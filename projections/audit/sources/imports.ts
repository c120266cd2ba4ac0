import type { RecordedEvent } from '../../../commands/event-store/port';
import { fieldLabels, importFields } from '@domain/imports/fields';
import { importMappingEventTypes, parseImportMappingEvent, type ImportMappingEvent } from '@domain/imports/remembered-mapping';
import { lenient } from '../../runtime/lenient-parse';
import type { StatusChangeEntry, StatusChangeSource } from '../source';

const parsed = lenient((type, data): ImportMappingEvent | null => parseImportMappingEvent(type, data));

/** Which heading each field is read from: headings are the form's questions, never a person's data. */
const detailOf = ({ columns, experienceUnit, importId }: ImportMappingEvent['data']) => {
  const mapped = importFields.flatMap((field) => (columns[field] === undefined ? [] : [`${fieldLabels[field]} ← '${columns[field]}'`]));
  return `${mapped.join(', ')}; MUN experience counted in ${experienceUnit}; upload ${importId}`;
};

const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const { eventId, by, at } = event.data;
  return [{ entityType: 'import-mapping', entityId: eventId, from: null, to: 'corrected', by, at, detail: detailOf(event.data) }];
};

/** The delegate-import mapping an organiser corrected for their event, remembered for its next upload. */
export const importMappingStatusSource: StatusChangeSource = { eventTypes: importMappingEventTypes, entriesOf };
