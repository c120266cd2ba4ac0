import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { msg, t } from '../../../i18n/intl';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import type { AuthSession } from '../api/auth-session';
import { credentialMessages } from '../utils/validate-credentials';
import { validateNewPassword, type NewPassword, type NewPasswordErrors } from '../utils/validate-new-password';
import { PasswordField } from './password-field';

const SET_PASSWORD_FAILED = msg('Failed to set your password');
/** Refusals that are about the link, not the password: typing again cannot help. */
const LINK_REFUSALS: readonly (string | null)[] = ['INVITATION_INVALID', 'INVITATION_USED'];

const fields: ReadonlyArray<{ field: keyof NewPassword; label: string }> = [
  { field: 'password', label: msg('Password') },
  { field: 'confirm', label: msg('Confirm password') },
];

interface SetPasswordFormProps {
  token: string;
  onSuccess: (session: AuthSession) => void;
  /** The link cannot be used (expired, used, forged): the page says what to do instead. */
  onLinkRefused: (message: string, code: string) => void;
}

/** A first password, typed twice, with sign-up's rules and messages (spec §5). */
export const SetPasswordForm = ({ token, onSuccess, onLinkRefused }: SetPasswordFormProps) => {
  const [values, setValues] = useState<NewPassword>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [tried, setTried] = useState(false);

  const accept = useAcceptInvitation({
    onSuccess: (session) => {
      if (session) onSuccess(session);
    },
    onError: (error) => {
      if (error instanceof ApiError && LINK_REFUSALS.includes(error.code)) {
        onLinkRefused(error.message, error.code!);
        return;
      }
      if (error instanceof ApiError && error.fieldErrors.password) setErrors({ password: error.fieldErrors.password });
      toast.error(errorMessageOf(error, t(SET_PASSWORD_FAILED)));
    },
  });

  const change = (field: keyof NewPassword, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a submit was tried, the messages follow the typing.
    if (tried) setErrors(validateNewPassword(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t(credentialMessages.fillAllRequired));
      return;
    }
    accept.mutate({ token, password: values.password });
  };

  const pending = accept.isPending;
  return (
    <form className="form" noValidate onSubmit={submit} aria-label={t('Set your password')}>
      {fields.map(({ field, label }) => (
        <PasswordField
          key={field}
          label={t(label)}
          name={field}
          value={values[field]}
          error={errors[field]}
          disabled={pending}
          autoComplete="new-password"
          onChange={(value) => change(field, value)}
          // A field left with something in it shows its message; an untouched one stays quiet.
          onBlur={() => values[field] && setErrors((current) => ({ ...current, [field]: validateNewPassword(values)[field] }))}
        />
      ))}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? t('Setting your password…') : t('Set password')}
      </button>
    </form>
  );
};
