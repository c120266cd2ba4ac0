import { useRegistrations } from '../api/get-registrations';
import type { DelegateTableSection } from '../../utils/delegate-sections';
import { delegateColumns } from './delegate-columns';
import { DelegateTable } from './delegate-table';

/** Spec §2 item 6, Contact Info and Food Info: the event's delegates, searchable. */
export const DelegateList = ({ eventId, section }: { eventId: string; section: Exclude<DelegateTableSection, 'key-info'> }) => {
  const registrations = useRegistrations(eventId);
  return <DelegateTable section={section} registrations={registrations} columns={delegateColumns[section]} />;
};
