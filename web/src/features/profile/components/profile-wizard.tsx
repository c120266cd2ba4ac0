import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { profileMessages } from '@domain/users/profile-rules';
import { FormField } from '../../../components/ui/form-field';
import { t, tm } from '../../../i18n/intl';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import { useCreateProfile } from '../api/create-profile';
import { toIsoDate } from '../utils/dates';
import {
  emptyProfileForm,
  formErrorsFromServer,
  liveErrorOf,
  stepOfField,
  stepTitles,
  validateStep,
  wizardSteps,
  type FormErrors,
  type FormField as ProfileField,
  type ProfileFormValues,
  type ProfileRole,
  type WizardStep,
} from '../utils/profile-form';
import { anotherUsername, usernameForName } from '../utils/username';
import { DateOfBirthField } from './date-of-birth-field';
import { ProfileDone } from './profile-done';
import { FullNameInput, GenderSelect, GradeSelect, PhoneInputs, TeacherRoleSelect, YearsOfExperienceInput } from './profile-inputs';
import { SchoolFields } from './school-fields';
import { StepIndicator } from './step-indicator';

const createFailed: Record<ProfileRole, string> = {
  student: profileMessages.createStudentFailed,
  teacher: profileMessages.createTeacherFailed,
};

/** Fields whose rules are checked while typing (characters that are never allowed). */
const liveChecked: readonly ProfileField[] = ['phone', 'yearsOfExperience'];

interface ProfileWizardProps {
  role: ProfileRole;
}

/**
 * Spec §2.5 and §4: the three-step profile wizard (Personal Info, School Info, Contact Info),
 * then submit. Each Next checks its step with the shared rules; the server has the last word.
 */
export const ProfileWizard = ({ role }: ProfileWizardProps) => {
  const [values, setValues] = useState<ProfileFormValues>(emptyProfileForm);
  const [step, setStep] = useState<WizardStep>('personal');
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const createProfile = useCreateProfile();
  const today = toIsoDate(new Date());
  const stepIndex = wizardSteps.indexOf(step);
  const isLastStep = stepIndex === wizardSteps.length - 1;

  // The new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: WizardStep) => {
    movedRef.current = true;
    setStep(next);
  };

  const update = (patch: Partial<ProfileFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // The step's message described the values before this change; Next checks them again.
    setAlert(null);
    setErrors((current) => {
      const updated = { ...current };
      for (const field of Object.keys(patch) as ProfileField[]) {
        delete updated[field];
        if (liveChecked.includes(field)) {
          const live = liveErrorOf(role, next, field, today);
          if (live) updated[field] = live;
        }
      }
      return updated;
    });
  };

  const updateName = (fullname: string) => update({ fullname, username: usernameForName(fullname, values.username, Math.random) });

  /** Shows a step's problem inline (role="alert") and as a toast. */
  const report = (message: string, fieldErrors: FormErrors) => {
    setErrors(fieldErrors);
    setAlert(message);
    // The shared rules write English; a server's message is already in the chosen language.
    toast.error(tm(message));
  };

  const checkStep = (target: WizardStep) => {
    const validation = validateStep(target, role, values, today);
    if (validation.message) report(validation.message, validation.fieldErrors);
    return validation.message === null;
  };

  const next = () => {
    if (!checkStep(step)) return;
    setErrors({});
    setAlert(null);
    const following = wizardSteps[stepIndex + 1];
    if (following) goTo(following);
  };

  const back = () => {
    setErrors({});
    setAlert(null);
    const previous = wizardSteps[stepIndex - 1];
    if (previous) goTo(previous);
  };

  const failSubmit = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
      // Spec: the message goes under the username and a new one is generated at once.
      const message = error.fieldErrors.username ?? error.message;
      setValues((current) => ({ ...current, username: anotherUsername(current.fullname, current.username, Math.random) }));
      goTo('personal');
      report(message, { username: message });
      return;
    }
    const message = errorMessageOf(error, createFailed[role]);
    const fieldErrors = error instanceof ApiError ? formErrorsFromServer(error.fieldErrors) : {};
    const firstField = wizardSteps.flatMap((candidate) =>
      (Object.keys(fieldErrors) as ProfileField[]).filter((field) => stepOfField(field) === candidate),
    )[0];
    if (firstField) goTo(stepOfField(firstField));
    report(message, fieldErrors);
  };

  const submit = async () => {
    // Every step again: a value can only have gone stale through Back, but the check is cheap.
    const invalidStep = wizardSteps.find((candidate) => validateStep(candidate, role, values, today).message !== null);
    if (invalidStep) {
      if (invalidStep !== step) goTo(invalidStep);
      checkStep(invalidStep);
      return;
    }
    const session = getSession();
    if (!session.token) return report(profileMessages.tokenMissing, {});
    if (!session.userId) return report(profileMessages.userIdMissing, {});
    setAlert(null);
    try {
      const result = await createProfile.mutateAsync({ role, userId: session.userId, values });
      // Undefined: the session ended (401) and the app is already on its way to /login.
      if (result) setCreated(true);
    } catch (error) {
      failSubmit(error);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createProfile.isPending) return;
    if (isLastStep) void submit();
    else next();
  };

  if (created) {
    return (
      <ProfileDone
        role={role}
        title={t('Profile created successfully')}
        text={
          role === 'student'
            ? t('Your student profile is complete. You can now take part in events.')
            : t('Your teacher profile is complete. You can now take part in events.')
        }
      />
    );
  }

  // A message already in the alert is not repeated under each field; the field is still marked.
  const shown = (field: ProfileField) => (errors[field] && errors[field] !== alert ? errors[field] : undefined);
  const usernameError = shown('username');
  const invalid = (field: ProfileField) => Boolean(errors[field]);
  const invalidFields = new Set(Object.keys(errors));
  const busy = createProfile.isPending;
  const headingId = `wizard-step-${step}`;

  return (
    <div className="wizard card">
      <StepIndicator current={step} />
      <form className="form wizard__form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <h2 className="wizard__step-title" id={headingId} ref={headingRef} tabIndex={-1}>
          {t(stepTitles[step])}
        </h2>

        {step === 'personal' && (
          <>
            <FullNameInput
              value={values.fullname}
              onChange={updateName}
              onBlur={() => {
                const username = usernameForName(values.fullname, values.username, Math.random);
                if (username !== values.username) update({ username });
              }}
              error={shown('fullname')}
              invalid={invalid('fullname')}
              disabled={busy}
            />
            <FormField
              label={t('Username')}
              hint={t('System generated')}
              error={usernameError && tm(usernameError)}
              invalid={invalid('username')}
            >
              {(control) => (
                <div className="username-field">
                  <input
                    {...control}
                    className="input"
                    type="text"
                    name="username"
                    readOnly
                    value={values.username}
                    placeholder={t('Generated from your name')}
                  />
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy || values.fullname.trim() === ''}
                    onClick={() => update({ username: anotherUsername(values.fullname, values.username, Math.random) })}
                  >
                    {t('Generate another')}
                  </button>
                </div>
              )}
            </FormField>
            <DateOfBirthField
              value={values.birthday}
              onChange={(birthday) => update({ birthday })}
              today={today}
              error={shown('birthday')}
              invalid={invalid('birthday')}
              disabled={busy}
            />
            <GenderSelect
              value={values.gender}
              onChange={(gender) => update({ gender })}
              error={shown('gender')}
              invalid={invalid('gender')}
              disabled={busy}
            />
          </>
        )}

        {step === 'school' && (
          <>
            <SchoolFields
              values={values}
              onChange={update}
              errors={{
                localityId: shown('localityId'),
                schoolId: shown('schoolId'),
                customLocalityName: shown('customLocalityName'),
                customSchoolName: shown('customSchoolName'),
              }}
              invalidFields={invalidFields}
              disabled={busy}
            />
            {role === 'student' ? (
              <GradeSelect
                value={values.grade}
                onChange={(grade) => update({ grade })}
                error={shown('grade')}
                invalid={invalid('grade')}
                disabled={busy}
              />
            ) : (
              <>
                <YearsOfExperienceInput
                  value={values.yearsOfExperience}
                  onChange={(yearsOfExperience) => update({ yearsOfExperience })}
                  error={shown('yearsOfExperience')}
                  invalid={invalid('yearsOfExperience')}
                  disabled={busy}
                />
                <TeacherRoleSelect
                  value={values.teacherRole}
                  onChange={(teacherRole) => update({ teacherRole })}
                  error={shown('teacherRole')}
                  disabled={busy}
                />
              </>
            )}
          </>
        )}

        {step === 'contact' && (
          <PhoneInputs
            countryCode={values.countryCode}
            phone={values.phone}
            onCountryCodeChange={(countryCode) => update({ countryCode })}
            onPhoneChange={(phone) => update({ phone })}
            errors={{ countryCode: shown('countryCode'), phone: shown('phone') }}
            invalid={invalid('phone')}
            disabled={busy}
          />
        )}

        {alert && (
          <p className="form-alert" role="alert">
            {tm(alert)}
          </p>
        )}

        <div className="wizard__actions">
          {stepIndex > 0 && (
            <button type="button" className="button button--secondary" onClick={back} disabled={busy}>
              {t('Back')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {isLastStep ? (busy ? t('Submitting…') : t('Submit')) : t('Next')}
          </button>
        </div>
      </form>
    </div>
  );
};
