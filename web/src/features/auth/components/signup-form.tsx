import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { msg, t } from '../../../i18n/intl';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { useAllowedEmailDomains } from '../api/get-auth-settings';
import { useRegister, type SignupRole } from '../api/register';
import { credentialMessages } from '../utils/validate-credentials';
import { CredentialFields } from './credential-fields';
import { useCredentialsForm } from './use-credentials-form';

/** Shown with t(). */
export const SIGNUP_SUCCESS = msg('Account created successfully!');
const SIGNUP_FAILED = msg('Sign up failed');

const roles: ReadonlyArray<{ value: SignupRole; label: string }> = [
  { value: 'student', label: msg('Student') },
  { value: 'teacher', label: msg('Teacher') },
];

interface SignupFormProps {
  /** Called with the address the verification email went to. */
  onSuccess: (email: string) => void;
}

/** Email, password and role (spec §2.4, §5). */
export const SignupForm = ({ onSuccess }: SignupFormProps) => {
  const allowedDomains = useAllowedEmailDomains();
  const form = useCredentialsForm(allowedDomains);
  const [role, setRole] = useState<SignupRole>('student');
  const [roleError, setRoleError] = useState<string | null>(null);
  const legendId = useId();
  const roleErrorId = useId();

  const registerMutation = useRegister({
    onSuccess: (result, input) => {
      toast.success(t(SIGNUP_SUCCESS));
      onSuccess(result?.email ?? input.email);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        form.setServerErrors(error.fieldErrors);
        setRoleError(error.fieldErrors.role ?? null);
      }
      toast.error(errorMessageOf(error, t(SIGNUP_FAILED)));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) {
      toast.error(t(credentialMessages.fillAllRequired));
      return;
    }
    registerMutation.mutate({ email: form.values.email.trim(), password: form.values.password, role });
  };

  const pending = registerMutation.isPending;
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('Sign up')}>
      <CredentialFields
        values={form.values}
        errors={form.errors}
        disabled={pending}
        passwordAutoComplete="new-password"
        emailDomain={allowedDomains[0] ?? 'gmail.com'}
        onChange={form.onChange}
        onBlur={form.onBlur}
      />
      <fieldset
        className="field role-choice"
        aria-labelledby={legendId}
        aria-describedby={roleError ? roleErrorId : undefined}
        disabled={pending}
      >
        <legend className="field__label" id={legendId}>
          {t('I am a')}
        </legend>
        <div className="role-choice__options">
          {roles.map((option) => (
            <label key={option.value} className={role === option.value ? 'role-choice__option is-selected' : 'role-choice__option'}>
              <input
                type="radio"
                name="role"
                value={option.value}
                checked={role === option.value}
                onChange={() => {
                  setRole(option.value);
                  setRoleError(null);
                }}
              />
              {t(option.label)}
            </label>
          ))}
        </div>
        {roleError && (
          <p className="field__error" id={roleErrorId}>
            {roleError}
          </p>
        )}
      </fieldset>
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? t('Signing up…') : t('Sign Up')}
      </button>
    </form>
  );
};
