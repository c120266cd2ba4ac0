import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { Registration } from '../../../../lib/registration-schema';
import type { DelegateTableSection } from '../../utils/delegate-sections';
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
import { t } from '../../../../i18n/intl';

export type DelegateColumn = ColumnDef<Registration, string>;
export type DelegateCell = CellContext<Registration, string>;
type Column = DelegateColumn;
type Cell = DelegateCell;

export const muted = <span className="cell-muted">—</span>;

export const textOr = ({ getValue }: Cell) => getValue() || muted;

export const uniqueIdColumn = (section: DelegateTableSection): Column => ({
  id: 'uniqueId',
  meta: { secondary: true },
  header: () => t('Unique ID'),
  accessorFn: (registration) => delegateUniqueId(registration, section),
  cell: ({ getValue, row }) => (
    <span className="record-id" title={row.original.user_id}>
      {getValue()}
    </span>
  ),
});

export const NameCell = ({ getValue, row }: Cell) => {
  const username = row.original.user.username?.trim();
  return (
    <span className="delegate-name">
      <span>{getValue() || muted}</span>
      {username && username !== getValue() && (
        <span className="delegate-name__username" dir="auto">
          {username}
        </span>
      )}
    </span>
  );
};

export const nameColumn: Column = {
  id: 'name',
  header: () => t('Name'),
  accessorFn: (registration) => delegateName(registration.user),
  cell: NameCell,
};

const mobileColumn = (secondary: boolean): Column => ({
  id: 'mobile',
  meta: { secondary },
  header: () => t('Mobile'),
  accessorFn: (registration) => mobileOf(registration.user),
  cell: ({ getValue }) =>
    getValue() ? (
      <a href={telHref(getValue())} dir="ltr">
        {getValue()}
      </a>
    ) : (
      muted
    ),
});

const emailColumn: Column = {
  id: 'email',
  meta: { secondary: true },
  header: () => t('Email'),
  accessorFn: (registration) => registration.user.email ?? '',
  cell: ({ getValue }) =>
    getValue() ? (
      <a href={`mailto:${getValue()}`} dir="ltr">
        {getValue()}
      </a>
    ) : (
      muted
    ),
};

export const PreferredCell = ({ row }: Cell) => {
  const choices = preferredCommittees(row.original);
  if (choices.length === 0) return muted;
  return (
    <span title={choices.map((choice, index) => `${index + 1}. ${choice.committee}`).join('\n')}>
      {choices.map((choice) => choice.abbr).join(', ')}
    </span>
  );
};

/** The delegate's columns the Key Info and Allocation tables both show; `secondary` ones fold away on a phone. */
export const levelColumn: Column = {
  id: 'level',
  meta: { secondary: true },
  header: () => t('Academic Level'),
  accessorFn: (delegate) => academicLevel(delegate.user),
  cell: textOr,
};

export const schoolColumn = (secondary: boolean): Column => ({
  id: 'school',
  meta: { secondary },
  header: () => t('School'),
  accessorFn: (delegate) => schoolName(delegate.user),
  cell: textOr,
});

export const munExperienceColumn = (secondary: boolean): Column => ({
  id: 'munExperience',
  meta: { secondary },
  header: () => t('MUN Experience'),
  accessorFn: (delegate) => munExperienceLabel(delegate.mun_experience),
});

export const preferredColumn: Column = {
  id: 'preferred',
  meta: { secondary: true },
  header: () => t('Preferred Committees'),
  accessorFn: (delegate) =>
    preferredCommittees(delegate)
      .map((choice) => choice.abbr)
      .join(', '),
  cell: PreferredCell,
};

const EmergencyCell = ({ row }: Cell) => {
  const name = row.original.emergency_name?.trim();
  const phone = row.original.emergency_phone?.trim();
  if (!name && !phone) return muted;
  return (
    <span className="delegate-name">
      {name && <span>{name}</span>}
      {phone && (
        <a className="delegate-name__phone" href={telHref(phone)} dir="ltr">
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
    header: () => t('Emergency Contact'),
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
  { id: 'food', header: () => t('Food'), accessorFn: (registration) => registration.food_pref ?? '', cell: textOr },
  { id: 'allergies', header: () => t('Allergies'), accessorFn: (registration) => registration.food_allergies?.trim() ?? '', cell: textOr },
];

export const delegateColumns: Record<Exclude<DelegateTableSection, 'key-info'>, Column[]> = {
  'contact-info': contactInfoColumns,
  'food-info': foodInfoColumns,
};
