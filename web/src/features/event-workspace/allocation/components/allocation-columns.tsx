import type { Table } from '@tanstack/react-table';
import { uniqueIdOf } from '@domain/registrations/registration-rules';
import type { Registration } from '../../../../lib/registration-schema';
import type { Country } from '../../api/get-countries';
import type { EventCommittee } from '../../api/get-event-committees';
import { countryChoices, countryOptionLabel, type TakenCountries } from '../../utils/delegate-assignment';
import { nameColumn, PreferredCell, textOr, type DelegateCell, type DelegateColumn } from './delegate-columns';
import { MarkedNameCell } from './delegate-marks';
import { academicLevel, delegateLabel, munExperienceLabel, preferredCommittees, schoolName } from '../../utils/delegate-rows';

type Delegate = Registration;

/** What the Allocation table's dropdowns need from the tab; passed as the table's meta. */
export interface AllocationTableMeta {
  committees: readonly EventCommittee[];
  countries: readonly Country[];
  taken: TakenCountries;
  onCommittee: (delegate: Delegate, eventCommitteeId: string) => void;
  onCountry: (delegate: Delegate, countryId: string) => void;
}

const metaOf = (table: Table<Delegate>) => table.options.meta as AllocationTableMeta;

const lockedTitle = (delegate: Delegate) => (delegate.locked ? 'Locked: unlock the delegate in Key Info to change this' : undefined);

const CommitteeCell = ({ row, table }: DelegateCell) => {
  const { committees, onCommittee } = metaOf(table);
  const delegate = row.original;
  return (
    <select
      className="input input--cell allocation-select--committee"
      aria-label={`Committee for ${delegateLabel(delegate)}`}
      value={delegate.assigned_committees ?? ''}
      disabled={delegate.locked}
      title={lockedTitle(delegate)}
      onChange={(event) => onCommittee(delegate, event.target.value)}
    >
      <option value="">Not assigned</option>
      {committees.map((committee) => (
        <option key={committee.id} value={committee.id}>
          {committee.abbr}
        </option>
      ))}
    </select>
  );
};

/** Spec §4 and §9: only the countries free in the delegate's committee, of the tiers their MUN experience allows. */
const CountryCell = ({ row, table }: DelegateCell) => {
  const { countries, taken, onCountry } = metaOf(table);
  const delegate = row.original;
  const eventCommitteeId = delegate.assigned_committees;
  const offered = eventCommitteeId ? countryChoices(countries, taken, eventCommitteeId, delegate) : [];
  return (
    <select
      className="input input--cell allocation-select--country"
      aria-label={`Country for ${delegateLabel(delegate)}`}
      value={delegate.assigned_country ?? ''}
      disabled={delegate.locked || !eventCommitteeId}
      title={lockedTitle(delegate) ?? (eventCommitteeId ? undefined : 'Choose a committee first')}
      onChange={(event) => onCountry(delegate, event.target.value)}
    >
      <option value="">No country</option>
      {/* The country held may have left the catalogue: it is still shown as held. */}
      {delegate.country && !offered.some((country) => country.id === delegate.country!.id) && <option value={delegate.country.id}>{countryOptionLabel(delegate.country)}</option>}
      {offered.map((country) => (
        <option key={country.id} value={country.id}>
          {countryOptionLabel(country)}
        </option>
      ))}
    </select>
  );
};

/** Spec §2 item 6, Allocation: the delegates with a committee and a country dropdown each. */
export const allocationColumns: DelegateColumn[] = [
  {
    id: 'uniqueId',
    meta: { secondary: true },
    header: 'Unique ID',
    accessorFn: (delegate) => uniqueIdOf(delegate.user_id),
    cell: ({ getValue }) => <span className="record-id">{getValue()}</span>,
  },
  { ...nameColumn, cell: MarkedNameCell },
  { id: 'level', meta: { secondary: true }, header: 'Academic Level', accessorFn: (delegate) => academicLevel(delegate.user), cell: textOr },
  { id: 'school', meta: { secondary: true }, header: 'School', accessorFn: (delegate) => schoolName(delegate.user), cell: textOr },
  { id: 'munExperience', header: 'MUN Experience', accessorFn: (delegate) => munExperienceLabel(delegate.mun_experience) },
  {
    id: 'preferred',
    meta: { secondary: true },
    header: 'Preferred Committees',
    accessorFn: (delegate) => preferredCommittees(delegate).map((choice) => choice.abbr).join(', '),
    cell: PreferredCell,
  },
  { id: 'committee', header: 'Committee', accessorFn: (delegate) => delegate.assigned_committee?.abbr ?? '', cell: CommitteeCell },
  { id: 'country', header: 'Country', accessorFn: (delegate) => delegate.country?.name ?? '', cell: CountryCell },
];
