import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { credentialMessages } from '../utils/validate-credentials';
import { CredentialFields } from './credential-fields';
import { useCredentialsForm } from './use-credentials-form';

const roles = [
  { value: 'student', label: 'Student' },
  { value: 'teacher', label: 'Teacher' },
] as const;

type SignupRole = (typeof roles)[number]['value'];

/** Email, password and role (spec §2.4). Creating the account arrives with the sign-up work. */
export const SignupForm = () => {
  const form = useCredentialsForm();
  const [role, setRole] = useState<SignupRole>('student');
  const legendId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) {
      toast.error(credentialMessages.fillAllRequired);
      return;
    }
    toast.info('Sign up is coming soon.');
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Sign up">
      <CredentialFields
        values={form.values}
        errors={form.errors}
        passwordAutoComplete="new-password"
        onChange={form.onChange}
        onBlur={form.onBlur}
      />
      <fieldset className="field role-choice" aria-labelledby={legendId}>
        <legend className="field__label" id={legendId}>
          I am a
        </legend>
        <div className="role-choice__options">
          {roles.map((option) => (
            <label key={option.value} className={role === option.value ? 'role-choice__option is-selected' : 'role-choice__option'}>
              <input
                type="radio"
                name="role"
                value={option.value}
                checked={role === option.value}
                onChange={() => setRole(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button button--primary button--block">
        Sign Up
      </button>
    </form>
  );
};
