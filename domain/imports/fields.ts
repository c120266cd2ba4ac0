/** The details a delegate import reads from a spreadsheet, one column each. */
export const importFields = [
  'email',
  'fullName',
  'role',
  'gender',
  'school',
  'grade',
  'phone',
  'pref1',
  'pref2',
  'pref3',
  'munExperience',
  'foodPref',
  'foodAllergies',
  'emergencyName',
  'emergencyPhone',
] as const;
export type ImportField = (typeof importFields)[number];

export const fieldLabels: Record<ImportField, string> = {
  email: 'Email',
  fullName: 'Full name',
  role: 'Role',
  gender: 'Gender',
  school: 'School',
  grade: 'Grade or year',
  phone: 'Phone',
  pref1: 'Committee preference 1',
  pref2: 'Committee preference 2',
  pref3: 'Committee preference 3',
  munExperience: 'MUN experience',
  foodPref: 'Food preference',
  foodAllergies: 'Food allergies',
  emergencyName: 'Emergency contact name',
  emergencyPhone: 'Emergency contact number',
};

/** Without these a row cannot become an account and a registration. */
export const requiredFields: readonly ImportField[] = ['email', 'fullName'];

/** Why a sheet imported nothing: no heading named a column for these fields. */
export const missingColumnsMessage = (missing: readonly ImportField[]) =>
  `No column of the file was recognised as ${missing.map((field) => fieldLabels[field]).join(' or ')}`;
