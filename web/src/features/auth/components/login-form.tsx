import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { useLogin, type LoginResult } from '../api/login';
import { credentialMessages } from '../utils/validate-credentials';
import { CredentialFields } from './credential-fields';
import { useCredentialsForm } from './use-credentials-form';

export const LOGIN_SUCCESS = 'Login successful!';
const LOGIN_FAILED = 'Login failed';

interface LoginFormProps {
  onSuccess: (result: LoginResult) => void;
}

export const LoginForm = ({ onSuccess }: LoginFormProps) => {
  const form = useCredentialsForm();
  const loginMutation = useLogin({
    onSuccess: (result) => {
      if (!result) return;
      toast.success(LOGIN_SUCCESS);
      onSuccess(result);
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      toast.error(errorMessageOf(error, LOGIN_FAILED));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.validateAll()) {
      toast.error(credentialMessages.fillAllRequired);
      return;
    }
    loginMutation.mutate({ email: form.values.email.trim(), password: form.values.password });
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Log in">
      <CredentialFields
        values={form.values}
        errors={form.errors}
        disabled={loginMutation.isPending}
        passwordAutoComplete="current-password"
        onChange={form.onChange}
        onBlur={form.onBlur}
      />
      <button type="submit" className="button button--primary button--block" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? 'Logging in…' : 'Log In'}
      </button>
    </form>
  );
};
