import { uniqueIdOf } from '@domain/registrations/registration-rules';
import type { Registration } from '../../../../lib/registration-schema';
import type { Country } from '../../../../lib/countries';
import type { EventCommittee } from '../../api/get-event-committees';
import { countryChoices, countryOptionLabel, type TakenCountries } from '../utils/delegate-assignment';
import {
  levelColumn,
  munExperienceColumn,
  nameColumn,
  preferredColumn,
  schoolColumn,
  type DelegateCell,
  type DelegateColumn,
} from './delegate-columns';
import { MarkedNameCell } from './delegate-marks';
import { delegateLabel } from '../utils/delegate-rows';
import { CellSelect } from '../../../../components/list/cell-select';
import { tableActions } from '../../../../components/list/table-actions';
import { t } from '../../../../i18n/intl';

type Delegate = Registration;

/** What the Allocation table's dropdowns need from the tab; passed as the table's meta. */
export interface AllocationTableMeta {
  committees: readonly EventCommittee[];
  countries: readonly Country[];
  taken: TakenCountries;
  onCommittee: (delegate: Delegate, eventCommitteeId: string) => void;
  onCountry: (delegate: Delegate, countryId: string) => void;
}

/** The list's state and handlers, as the cells read them. */
export const allocationActions = tableActions<AllocationTableMeta>();
const metaOf = allocationActions.of;

const lockedTitle = (delegate: Delegate) => (delegate.locked ? t('Locked: unlock the delegate in Key Info to change this') : undefined);

const CommitteeCell = ({ row, table }: DelegateCell) => {
  const { committees, onCommittee } = metaOf(table);
  const delegate = row.original;
  return (
    <CellSelect
      className="allocation-select--committee"
      label={t('Committee for {delegate}', { delegate: delegateLabel(delegate) })}
      value={delegate.assigned_committees ?? ''}
      disabled={delegate.locked}
      title={lockedTitle(delegate)}
      none={t('Not assigned')}
      options={committees.map((committee) => ({ id: committee.id, name: committee.abbr }))}
      onChange={(committeeId) => onCommittee(delegate, committeeId)}
    />
  );
};

/** Spec §4 and §9: only the countries free in the delegate's committee, of the tiers their MUN experience allows. */
const CountryCell = ({ row, table }: DelegateCell) => {
  const { countries, taken, onCountry } = metaOf(table);
  const delegate = row.original;
  const eventCommitteeId = delegate.assigned_committees;
  const offered = eventCommitteeId ? countryChoices(countries, taken, eventCommitteeId, delegate) : [];
  return (
    <CellSelect
      className="allocation-select--country"
      label={t('Country for {delegate}', { delegate: delegateLabel(delegate) })}
      value={delegate.assigned_country ?? ''}
      disabled={delegate.locked || !eventCommitteeId}
      title={lockedTitle(delegate) ?? (eventCommitteeId ? undefined : t('Choose a committee first'))}
      none={t('No country')}
      options={offered.map((country) => ({ id: String(country.id), name: countryOptionLabel(country) }))}
      onChange={(countryId) => onCountry(delegate, countryId)}
    >
      {/* The country held may have left the catalogue: it is still shown as held. */}
      {delegate.country && !offered.some((country) => String(country.id) === String(delegate.country!.id)) && (
        <option value={delegate.country.id}>{countryOptionLabel(delegate.country)}</option>
      )}
    </CellSelect>
  );
};

/** Spec §2 item 6, Allocation: the delegates with a committee and a country dropdown each. */
export const allocationColumns: DelegateColumn[] = [
  {
    id: 'uniqueId',
    meta: { secondary: true },
    header: () => t('Unique ID'),
    accessorFn: (delegate) => uniqueIdOf(delegate.user_id),
    cell: ({ getValue }) => <span className="record-id">{getValue()}</span>,
  },
  { ...nameColumn, cell: MarkedNameCell },
  levelColumn,
  schoolColumn(true),
  munExperienceColumn(false),
  preferredColumn,
  { id: 'committee', header: () => t('Committee'), accessorFn: (delegate) => delegate.assigned_committee?.abbr ?? '', cell: CommitteeCell },
  { id: 'country', header: () => t('Country'), accessorFn: (delegate) => delegate.country?.name ?? '', cell: CountryCell },
];
