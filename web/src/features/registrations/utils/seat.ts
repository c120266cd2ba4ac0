import { msg, t } from '../../../i18n/intl';
import type { Registration } from '../../../lib/registration-schema';

/** What the Committee and Country boxes say before the organiser has published a seat. */
export const NOT_ASSIGNED_YET = msg('Not assigned yet');

const categoryLabels: Record<string, string> = {
  country: msg('Country'),
  role: msg('Role'),
  crisis: msg('Crisis'),
  open: msg('Open Committees'),
};

export interface SeatView {
  committee: string;
  /** The committee's category as the workspace names it (Country, Role, Crisis, Open Committees). */
  category: string | null;
  country: string;
  flag: string | null;
  /** The event committee whose agendas and documents are the delegate's. */
  eventCommitteeId: string | null;
}

/** The seat published to the delegate, as Participation Info shows it. */
export const seatOf = (registration: Pick<Registration, 'assigned_committee' | 'country'> | null | undefined): SeatView => {
  const committee = registration?.assigned_committee ?? null;
  const country = committee ? (registration?.country ?? null) : null;
  return {
    committee: committee
      ? committee.committee && committee.committee !== committee.abbr
        ? `${committee.abbr} – ${committee.committee}`
        : committee.abbr
      : t(NOT_ASSIGNED_YET),
    category: committee?.category ? t(categoryLabels[committee.category] ?? committee.category) : null,
    country: country?.name ?? t(NOT_ASSIGNED_YET),
    flag: country?.flag || null,
    eventCommitteeId: committee?.id ?? null,
  };
};

/** General documents, and those of the delegate's own committee (none before they have one). */
export const documentsFor = <Document extends { doc_type: string; committeeId: string | null }>(
  documents: readonly Document[],
  eventCommitteeId: string | null,
) => ({
  general: documents.filter((document) => document.doc_type === 'general'),
  committee:
    eventCommitteeId === null
      ? []
      : documents.filter((document) => document.doc_type !== 'general' && document.committeeId === eventCommitteeId),
});
