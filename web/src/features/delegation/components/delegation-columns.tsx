import type { ColumnDef } from '@tanstack/react-table';
import { t } from '../../../i18n/intl';
import type { DelegationDelegate } from '../api/get-delegation';
import { committeeText, countryText, delegateName, gradeText, statusLabel } from '../utils/delegation';

/** Name, Number, Grade, Status, Committee and Country: read-only, the seat as the delegate sees it. */
export const delegationColumns: ColumnDef<DelegationDelegate, string>[] = [
  { id: 'name', header: () => t('Name'), accessorFn: (delegate) => delegateName(delegate) },
  { id: 'number', meta: { secondary: true }, header: () => t('Number'), accessorFn: (delegate) => delegate.registration_no },
  { id: 'grade', meta: { secondary: true }, header: () => t('Grade'), accessorFn: (delegate) => gradeText(delegate) },
  { id: 'status', header: () => t('Status'), accessorFn: (delegate) => statusLabel(delegate.status) },
  { id: 'committee', header: () => t('Committee'), accessorFn: (delegate) => committeeText(delegate) },
  { id: 'country', header: () => t('Country'), accessorFn: (delegate) => countryText(delegate) },
];

/** The columns with Awards: each delegate's confirmed awards, by registration id. */
export const delegationColumnsWithAwards = (awardsOf: ReadonlyMap<string, readonly string[]>): ColumnDef<DelegationDelegate, string>[] => [
  ...delegationColumns,
  { id: 'awards', header: () => t('Awards'), accessorFn: (delegate) => (awardsOf.get(delegate.id) ?? []).join(', ') },
];
