import type { ColumnMapping } from '@domain/imports/columns';
import { fieldLabels, importFields, requiredFields, type ImportField } from '@domain/imports/fields';
import { msg, t, tm } from '../../../i18n/intl';

/**
 * The mapping editor's state: every field of an import with the 0-based column of the file it
 * is read from, or null when the file has no column for it.
 */
export type MappingForm = Record<ImportField, number | null>;

/** The select's choice for a field the file does not hold (a message: shown with t()). */
export const NOT_IN_FILE = msg('— not in the file —');

export const isRequiredField = (field: ImportField): boolean => requiredFields.includes(field);

export const chooseColumnMessage = (label: string) => t('Choose the column for {label}', { label });

/** A field's label (the domain's words) in the chosen language. */
const labelOf = (field: ImportField) => tm(fieldLabels[field]);

const sameColumnMessage = (first: ImportField, second: ImportField) =>
  t('{first} and {second} cannot use the same column', { first: labelOf(first), second: labelOf(second) });

/** A report's mapping as the form's state: fields it does not know, and columns beyond the file, are left out. */
export const mappingFormOf = (mapping: Readonly<Record<string, number>>, columnCount: number): MappingForm => {
  const form = Object.fromEntries(importFields.map((field) => [field, null])) as MappingForm;
  for (const field of importFields) {
    const column = mapping[field];
    if (typeof column === 'number' && Number.isInteger(column) && column >= 0 && column < columnCount) form[field] = column;
  }
  return form;
};

export const withColumn = (form: MappingForm, field: ImportField, column: number | null): MappingForm => ({ ...form, [field]: column });

/** What the server is sent: the mapped fields only. */
export const mappingOf = (form: MappingForm): ColumnMapping => {
  const mapping: ColumnMapping = {};
  for (const field of importFields) {
    const column = form[field];
    if (column !== null) mapping[field] = column;
  }
  return mapping;
};

/** Whether the form still says what the report was made with (else the rows shown are not what Apply would do). */
export const isSameMapping = (form: MappingForm, mapping: Readonly<Record<string, number>>, columnCount: number): boolean => {
  const reported = mappingFormOf(mapping, columnCount);
  return importFields.every((field) => form[field] === reported[field]);
};

/** Required fields the form gives no column. */
export const missingFields = (form: MappingForm): ImportField[] => requiredFields.filter((field) => form[field] === null);

/** Fields whose column an earlier field already reads. */
export const duplicatedFields = (form: MappingForm): ImportField[] => {
  const seen = new Set<number>();
  return importFields.filter((field) => {
    const column = form[field];
    if (column === null) return false;
    if (seen.has(column)) return true;
    seen.add(column);
    return false;
  });
};

/**
 * What is wrong with the form, by field: a required field without a column, or a column that
 * an earlier field already reads (the server refuses both).
 */
export const mappingProblems = (form: MappingForm): Partial<Record<ImportField, string>> => {
  const problems: Partial<Record<ImportField, string>> = {};
  const owner = new Map<number, ImportField>();
  for (const field of importFields) {
    const column = form[field];
    if (column === null) {
      if (isRequiredField(field)) problems[field] = chooseColumnMessage(labelOf(field));
      continue;
    }
    const first = owner.get(column);
    if (first) problems[field] = sameColumnMessage(first, field);
    else owner.set(column, field);
  }
  return problems;
};

/** 0 → A, 25 → Z, 26 → AA: the column as a spreadsheet names it. */
export const columnLetter = (index: number): string => {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
};

export interface ColumnOption {
  /** The select's value: the column's index, or '' for NOT_IN_FILE. */
  value: string;
  label: string;
}

/**
 * The columns of the file to choose from: each by its heading; a heading that is blank or
 * written twice also names its column letter, so every choice reads differently.
 */
export const columnOptions = (headers: readonly string[]): ColumnOption[] => {
  const texts = headers.map((header) => header.trim());
  const seen = new Map<string, number>();
  for (const text of texts) seen.set(text.toLowerCase(), (seen.get(text.toLowerCase()) ?? 0) + 1);
  return [
    { value: '', label: t(NOT_IN_FILE) },
    ...texts.map((text, index) => ({
      value: String(index),
      label: !text
        ? t('Column {letter}', { letter: columnLetter(index) })
        : seen.get(text.toLowerCase())! > 1
          ? t('{heading} (column {letter})', { heading: text, letter: columnLetter(index) })
          : text,
    })),
  ];
};

export const selectValueOf = (column: number | null): string => (column === null ? '' : String(column));

export const columnOfSelectValue = (value: string): number | null => {
  if (value === '') return null;
  const column = Number(value);
  return Number.isInteger(column) && column >= 0 ? column : null;
};
