import type { CellContext, ColumnDef, Table } from '@tanstack/react-table';
import { RowMenu } from '../../../components/ui/row-menu';
import type { Registration } from '../../../lib/registration-schema';
import type { DelegateTableSection } from '../utils/delegate-sections';
import {
  academicLevel,
  delegateName,
  delegateUniqueId,
  mobileOf,
  munExperienceLabel,
  preferredCommittees,
  schoolName,
  telHref,
} from '../utils/delegate-rows';

/** What the cells need from the list; passed as the table's meta. */
export interface DelegatesTableMeta {
  onView: (registration: Registration) => void;
  onRemove: (registration: Registration) => void;
}

type Column = ColumnDef<Registration, string>;
type Cell = CellContext<Registration, string>;

const metaOf = (table: Table<Registration>) => table.options.meta as DelegatesTableMeta;

const muted = <span className="cell-muted">—</span>;

/** Allocation arrives with a later release: nobody is assigned yet. */
const notAssigned = (
  <span className="cell-muted" title="Not assigned yet">
    —
  </span>
);

const textOr = ({ getValue }: Cell) => getValue() || muted;

const uniqueIdColumn = (section: DelegateTableSection): Column => ({
  id: 'uniqueId',
  meta: { secondary: true },
  header: 'Unique ID',
  accessorFn: (registration) => delegateUniqueId(registration, section),
  cell: ({ getValue, row }) => (
    <span className="record-id" title={row.original.user_id}>
      {getValue()}
    </span>
  ),
});

const NameCell = ({ getValue, row }: Cell) => {
  const username = row.original.user.username?.trim();
  return (
    <span className="delegate-name">
      <span>{getValue() || muted}</span>
      {username && username !== getValue() && <span className="delegate-name__username">{username}</span>}
    </span>
  );
};

const nameColumn: Column = { id: 'name', header: 'Name', accessorFn: (registration) => delegateName(registration.user), cell: NameCell };

const mobileColumn = (secondary: boolean): Column => ({
  id: 'mobile',
  meta: { secondary },
  header: 'Mobile',
  accessorFn: (registration) => mobileOf(registration.user),
  cell: ({ getValue }) => (getValue() ? <a href={telHref(getValue())}>{getValue()}</a> : muted),
});

const emailColumn: Column = {
  id: 'email',
  meta: { secondary: true },
  header: 'Email',
  accessorFn: (registration) => registration.user.email ?? '',
  cell: ({ getValue }) => (getValue() ? <a href={`mailto:${getValue()}`}>{getValue()}</a> : muted),
};

const PreferredCell = ({ row }: Cell) => {
  const choices = preferredCommittees(row.original);
  if (choices.length === 0) return muted;
  return <span title={choices.map((choice, index) => `${index + 1}. ${choice.committee}`).join('\n')}>{choices.map((choice) => choice.abbr).join(', ')}</span>;
};

const ActionsCell = ({ row, table }: Cell) => {
  const meta = metaOf(table);
  const registration = row.original;
  return (
    <RowMenu
      label={`Actions for ${delegateName(registration.user) || registration.registration_no}`}
      items={[
        { key: 'view', label: 'View Profile', onSelect: () => meta.onView(registration) },
        { key: 'remove', label: 'Remove', danger: true, onSelect: () => meta.onRemove(registration) },
      ]}
    />
  );
};

/**
 * Spec §2 item 6, Key Info: Unique ID, Registration ID, Name, Academic Level, School, MUN
 * Experience, Preferred Committees, Assigned Committees, Assigned Country and the row menu.
 */
const keyInfoColumns: Column[] = [
  uniqueIdColumn('key-info'),
  { id: 'registrationNo', meta: { secondary: true }, header: 'Registration ID', accessorFn: (registration) => registration.registration_no },
  nameColumn,
  { id: 'level', meta: { secondary: true }, header: 'Academic Level', accessorFn: (registration) => academicLevel(registration.user), cell: textOr },
  { id: 'school', header: 'School', accessorFn: (registration) => schoolName(registration.user), cell: textOr },
  { id: 'munExperience', meta: { secondary: true }, header: 'MUN Experience', accessorFn: (registration) => munExperienceLabel(registration.mun_experience) },
  {
    id: 'preferred',
    meta: { secondary: true },
    header: 'Preferred Committees',
    accessorFn: (registration) => preferredCommittees(registration).map((choice) => choice.abbr).join(', '),
    cell: PreferredCell,
  },
  { id: 'assignedCommittees', meta: { secondary: true }, header: 'Assigned Committees', accessorFn: () => '', cell: () => notAssigned },
  { id: 'assignedCountry', meta: { secondary: true }, header: 'Assigned Country', accessorFn: () => '', cell: () => notAssigned },
  { id: 'actions', header: () => <span className="visually-hidden">Actions</span>, cell: ActionsCell },
];

const EmergencyCell = ({ row }: Cell) => {
  const name = row.original.emergency_name?.trim();
  const phone = row.original.emergency_phone?.trim();
  if (!name && !phone) return muted;
  return (
    <span className="delegate-name">
      {name && <span>{name}</span>}
      {phone && (
        <a className="delegate-name__phone" href={telHref(phone)}>
          {phone}
        </a>
      )}
    </span>
  );
};

/** Spec §2 item 6, Contact Info: Unique ID, Name, Mobile, Email, Emergency Contact. */
const contactInfoColumns: Column[] = [
  uniqueIdColumn('contact-info'),
  nameColumn,
  mobileColumn(false),
  emailColumn,
  {
    id: 'emergency',
    header: 'Emergency Contact',
    accessorFn: (registration) => [registration.emergency_name, registration.emergency_phone].filter(Boolean).join(' '),
    cell: EmergencyCell,
  },
];

/** Spec §2 item 6, Food Info: Unique ID, Name, Mobile, Email, Food, Allergies. */
const foodInfoColumns: Column[] = [
  uniqueIdColumn('food-info'),
  nameColumn,
  mobileColumn(true),
  emailColumn,
  { id: 'food', header: 'Food', accessorFn: (registration) => registration.food_pref ?? '', cell: textOr },
  { id: 'allergies', header: 'Allergies', accessorFn: (registration) => registration.food_allergies?.trim() ?? '', cell: textOr },
];

export const delegateColumns: Record<DelegateTableSection, Column[]> = {
  'key-info': keyInfoColumns,
  'contact-info': contactInfoColumns,
  'food-info': foodInfoColumns,
};
