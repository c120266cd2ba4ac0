import { OTHER_LOCALITY, UNLISTED_SCHOOL } from '@domain/users/profile-rules';
import { FormField } from '../../../components/ui/form-field';
import { t, tm } from '../../../i18n/intl';
import { LOAD_LOCALITIES_FAILED, useLocalities } from '../api/get-localities';
import { LOAD_SCHOOLS_FAILED, useSchools } from '../api/get-schools';
import type { FormErrors, ProfileFormValues } from '../utils/profile-form';
import { SchoolSearch } from './school-search';
import { useLoadFailureToast } from './use-load-failure-toast';

type SchoolValues = Pick<ProfileFormValues, 'localityId' | 'schoolId' | 'customLocalityName' | 'customSchoolName'>;

interface SchoolFieldsProps {
  values: SchoolValues;
  onChange: (patch: Partial<SchoolValues>) => void;
  errors: FormErrors;
  /** Fields to mark invalid whose message the step alert already shows. */
  invalidFields?: ReadonlySet<string>;
  disabled?: boolean;
}

/** `message`: English marked with msg(). */
const LoadFailure = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <div className="inline-alert" role="alert">
    <span>{t(message)}</span>
    <button type="button" className="button button--secondary button--small" onClick={onRetry}>
      {t('Retry')}
    </button>
  </div>
);

/**
 * Spec §4: a locality (or Other), then a school of that locality (or 'My school is not listed').
 * A new locality resets the school; Other asks for custom locality and school names instead.
 */
export const SchoolFields = ({ values, onChange, errors, invalidFields, disabled = false }: SchoolFieldsProps) => {
  const localitiesQuery = useLocalities();
  const schoolsQuery = useSchools();
  useLoadFailureToast(localitiesQuery.isError ? localitiesQuery.errorUpdatedAt : 0, LOAD_LOCALITIES_FAILED);
  useLoadFailureToast(schoolsQuery.isError ? schoolsQuery.errorUpdatedAt : 0, LOAD_SCHOOLS_FAILED);

  const otherLocality = values.localityId === OTHER_LOCALITY;
  const unlisted = values.schoolId === UNLISTED_SCHOOL;
  const schoolsReady = schoolsQuery.isSuccess;
  const searchPlaceholder = otherLocality
    ? t('Not needed with Other locality')
    : !values.localityId
      ? t('Select a locality first')
      : schoolsReady
        ? t('Type to search schools')
        : t('Loading schools…');
  const shown = (error: string | undefined) => (error ? tm(error) : undefined);
  const invalid = (field: keyof SchoolValues) => invalidFields?.has(field) ?? false;

  return (
    <div className="school-fields">
      {localitiesQuery.isError && <LoadFailure message={LOAD_LOCALITIES_FAILED} onRetry={() => void localitiesQuery.refetch()} />}
      <FormField label={t('Locality')} error={shown(errors.localityId)} invalid={invalid('localityId')}>
        {(control) => (
          <select
            {...control}
            className="input"
            name="locality"
            value={values.localityId}
            disabled={disabled}
            onChange={(event) => onChange({ localityId: event.target.value, schoolId: '', customLocalityName: '', customSchoolName: '' })}
          >
            <option value="">{localitiesQuery.isPending ? t('Loading localities…') : t('Select locality')}</option>
            {(localitiesQuery.data ?? []).map((locality) => (
              <option key={locality.id} value={locality.id}>
                {locality.name}
              </option>
            ))}
            <option value={OTHER_LOCALITY}>{t('Other')}</option>
          </select>
        )}
      </FormField>

      {schoolsQuery.isError && <LoadFailure message={LOAD_SCHOOLS_FAILED} onRetry={() => void schoolsQuery.refetch()} />}
      <SchoolSearch
        // A new locality (or the list arriving) starts the search afresh.
        key={`${values.localityId}:${schoolsReady ? 'ready' : 'waiting'}`}
        schools={schoolsQuery.data ?? []}
        localityId={values.localityId}
        schoolId={values.schoolId}
        onSelect={(schoolId) => onChange({ schoolId, customSchoolName: schoolId === UNLISTED_SCHOOL ? values.customSchoolName : '' })}
        disabled={disabled || otherLocality || !values.localityId || !schoolsReady}
        placeholder={searchPlaceholder}
        error={otherLocality ? undefined : shown(errors.schoolId)}
        invalid={!otherLocality && invalid('schoolId')}
      />

      {otherLocality && (
        <FormField label={t('Custom locality name')} error={shown(errors.customLocalityName)} invalid={invalid('customLocalityName')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              name="custom_locality_name"
              value={values.customLocalityName}
              disabled={disabled}
              onChange={(event) => onChange({ customLocalityName: event.target.value })}
            />
          )}
        </FormField>
      )}
      {(otherLocality || unlisted) && (
        <FormField label={t('Custom school name')} error={shown(errors.customSchoolName)} invalid={invalid('customSchoolName')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              name="custom_school_name"
              value={values.customSchoolName}
              disabled={disabled}
              onChange={(event) => onChange({ customSchoolName: event.target.value })}
            />
          )}
        </FormField>
      )}
    </div>
  );
};
