import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { changePasswordSchema, passwordMessages } from '@domain/users/profile-rules';
import { FormField } from '../../../components/ui/form-field';
import { msg, t, tm } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password';
import { failureMessage } from '../utils/messages';

type PasswordErrors = Partial<Record<keyof ChangePasswordInput, string>>;

const blank: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const errorsOf = (fieldErrors: Record<string, string>): PasswordErrors => ({
  currentPassword: fieldErrors.currentPassword,
  newPassword: fieldErrors.newPassword,
  confirmPassword: fieldErrors.confirmPassword,
});

const passwordFields: ReadonlyArray<{ field: keyof ChangePasswordInput; label: string; autoComplete: string }> = [
  { field: 'currentPassword', label: msg('Current password'), autoComplete: 'current-password' },
  { field: 'newPassword', label: msg('New password'), autoComplete: 'new-password' },
  { field: 'confirmPassword', label: msg('Confirm password'), autoComplete: 'new-password' },
];

/** Spec §2.5 and §5: the current password, then a new one typed twice, at least 6 characters. */
export const ChangePasswordForm = () => {
  const [values, setValues] = useState<ChangePasswordInput>(blank);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const changePassword = useChangePassword();
  const busy = changePassword.isPending;

  const change = (field: keyof ChangePasswordInput, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found: PasswordErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof ChangePasswordInput;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    try {
      const result = await changePassword.mutateAsync(parsed.data);
      if (!result) return;
      toast.success(tm(passwordMessages.updated));
      setValues(blank);
      setErrors({});
    } catch (error) {
      toast.error(failureMessage(msg('Failed to update password: {reason}'), error));
      if (error instanceof ApiError) setErrors(errorsOf(error.fieldErrors));
    }
  };

  return (
    <form className="form password-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('Change password')}>
      {passwordFields.map(({ field, label, autoComplete }) => (
        <FormField key={field} label={t(label)} error={errors[field] && tm(errors[field])}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              name={field}
              autoComplete={autoComplete}
              value={values[field]}
              disabled={busy}
              onChange={(event) => change(field, event.target.value)}
            />
          )}
        </FormField>
      ))}
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('Updating…') : t('Update password')}
        </button>
      </div>
    </form>
  );
};
