import { z } from 'zod';
import { importFields, fieldLabels, type ImportField } from './fields';
import { experienceUnitOf, fieldOfHeader, type ExperienceUnit } from './headings';

/**
 * Field → 0-based column index in the sheet: detected from the header row (the wordings are
 * in headings.ts), corrected by the organiser in the mapping editor, which sends it back.
 */
export type ColumnMapping = Partial<Record<ImportField, number>>;

/** The mapping a header row suggests. Each field takes the first column that matches it. */
export const detectMapping = (headers: readonly string[]): ColumnMapping => {
  const mapping: ColumnMapping = {};
  headers.forEach((header, index) => {
    const field = fieldOfHeader(header);
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
};

/** Excel's last column is XFD (16,384 columns): no sheet has an index beyond it. */
const MAX_COLUMN_INDEX = 16_383;
const columnIndex = z
  .number({ error: 'Column numbers must be whole numbers' })
  .int('Column numbers must be whole numbers')
  .min(0, 'Column numbers must be whole numbers from 0')
  .max(MAX_COLUMN_INDEX, 'Column number is beyond the last column');

const mappedColumn = columnIndex.nullable().optional();

/**
 * A mapping as the browser sends it back from the mapping editor. A field left unmapped may be
 * absent or null (JSON has no undefined); it is dropped from the result. Unknown fields are refused.
 */
export const mappingSchema: z.ZodType<ColumnMapping> = z
  .strictObject(Object.fromEntries(importFields.map((field) => [field, mappedColumn])) as Record<ImportField, typeof mappedColumn>)
  .superRefine((mapping, context) => {
    const owner = new Map<number, ImportField>();
    for (const field of importFields) {
      const index = mapping[field];
      if (index === undefined || index === null) continue;
      const first = owner.get(index);
      if (first)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${fieldLabels[first]} and ${fieldLabels[field]} cannot use the same column`,
        });
      else owner.set(index, field);
    }
  })
  .transform((sent): ColumnMapping => Object.fromEntries(Object.entries(sent).filter(([, index]) => typeof index === 'number')));

/** The unit a mapping's MUN experience column counts in, as its heading asks (years when unmapped). */
export const detectExperienceUnit = (headers: readonly string[], mapping: ColumnMapping): ExperienceUnit => {
  const column = mapping.munExperience;
  return column === undefined ? 'years' : experienceUnitOf(headers[column] ?? '');
};
