import { registrationMessages } from '@domain/registrations/registration-rules';
import { FormField } from '../../../components/ui/form-field';
import type { CommitteeChoices } from '../api/get-committee-choices';
import { committeeOptionLabel, type FormErrors, type RegistrationFormValues } from '../utils/registration-form';
import type { StepProps } from './step-props';
import { t, tm } from '../../../i18n/intl';

const choices = [
  { index: 0, field: 'committee1' },
  { index: 1, field: 'committee2' },
  { index: 2, field: 'committee3' },
] as const satisfies readonly { index: 0 | 1 | 2; field: keyof FormErrors }[];

const withChoice = (
  committees: RegistrationFormValues['committees'],
  index: 0 | 1 | 2,
  id: string,
): RegistrationFormValues['committees'] => {
  const next: [string, string, string] = [...committees];
  next[index] = id;
  return next;
};

/**
 * Spec §2 MUN: years as free text and three preferred committees: the event's own committees,
 * or the catalogue's while it has none (said above the selects). `committeeChoices` is undefined while loading.
 */
export const MunInfoStep = ({
  values,
  errors,
  update,
  disabled,
  committeeChoices,
}: StepProps & { committeeChoices: CommitteeChoices | null | undefined }) => (
  <div className="registration-grid">
    {committeeChoices && !committeeChoices.fromEvent && (
      <p className="registration-note" role="note">
        {tm(registrationMessages.noEventCommittees)}
      </p>
    )}
    <FormField label={t('MUN Experience in Years')} error={errors.munExperience} className="registration-field">
      {(control) => (
        <input
          {...control}
          className="input"
          type="text"
          inputMode="numeric"
          name="mun_experience"
          placeholder={t('E.g. 5')}
          value={values.munExperience}
          disabled={disabled}
          onChange={(event) => update({ munExperience: event.target.value })}
        />
      )}
    </FormField>
    {choices.map(({ index, field }) => (
      <FormField
        key={field}
        label={t('Preferred Committee - Choice {n}', { n: index + 1 })}
        error={errors[field]}
        className="registration-field"
      >
        {(control) => (
          <select
            {...control}
            className="input"
            name={`pref_committee_${index + 1}_id`}
            value={values.committees[index]}
            disabled={disabled}
            onChange={(event) => update({ committees: withChoice(values.committees, index, event.target.value) })}
          >
            <option value="">{t('Select')}</option>
            {(committeeChoices?.committees ?? []).map((committee) => (
              <option key={committee.id} value={committee.id}>
                {committeeOptionLabel(committee)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    ))}
  </div>
);
