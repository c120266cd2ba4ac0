import type { ReportView, RowView } from '../api/import-types';

export const aRow = (overrides: Partial<RowView> = {}): RowView => ({
  row: 2,
  email: 'amira@example.ae',
  fullName: 'Amira Haddad',
  outcome: 'created',
  reason: null,
  warnings: [],
  kind: null,
  schoolIds: [],
  resolved: null,
  ...overrides,
});

export const aReport = (overrides: Partial<ReportView> = {}): ReportView => ({
  fileName: 'delegates.csv',
  headers: ['Email Address', 'Full Name', 'School'],
  mapping: { email: 0, fullName: 1, school: 2 },
  experienceUnit: 'years',
  mappingRemembered: false,
  missing: [],
  counts: { linked: 0, created: 1, needsReview: 0, errors: 0 },
  rows: [aRow()],
  applied: false,
  ...overrides,
});
