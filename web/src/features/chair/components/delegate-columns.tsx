import type { ColumnDef } from '@tanstack/react-table';
import { t } from '../../../i18n/intl';
import type { ChairDelegate } from '../api/get-committee-delegates';
import { chairTexts, delegateName } from '../utils/chair';
import { DelegatePhoto } from './delegate-photo';

/** Photo, Name, School, Committee, Country and Number: read-only, the seat as the organiser placed the delegate. */
export const delegateColumns: ColumnDef<ChairDelegate, string>[] = [
  {
    id: 'photo',
    header: () => t('Photo'),
    accessorFn: () => '',
    cell: ({ row }) => <DelegatePhoto avatar={row.original.avatar} role={row.original.role} />,
  },
  {
    id: 'name',
    header: () => t('Name'),
    accessorFn: (delegate) => delegateName(delegate),
    // On a phone the School column gives way and the school is read under the name.
    cell: ({ row, getValue }) => (
      <>
        {getValue()}
        {row.original.school && <span className="chair__school-inline">{row.original.school}</span>}
      </>
    ),
  },
  { id: 'school', meta: { secondary: true }, header: () => t('School'), accessorFn: (delegate) => delegate.school ?? '' },
  { id: 'committee', meta: { secondary: true }, header: () => t('Committee'), accessorFn: (delegate) => delegate.seat.committee.abbr },
  {
    id: 'country',
    header: () => t('Country'),
    accessorFn: (delegate) => (delegate.seat.country ? `${delegate.seat.country.flag} ${delegate.seat.country.name}` : ''),
    cell: ({ row, getValue }) => (
      <>
        {getValue() || '—'}
        {!row.original.seat.published && <span className="chair__unpublished">{chairTexts.unpublished}</span>}
      </>
    ),
  },
  { id: 'number', meta: { secondary: true }, header: () => t('Number'), accessorFn: (delegate) => delegate.registration_no },
];
