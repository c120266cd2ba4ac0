import { passwordMessages } from '@domain/users/password-rules';
import { validatePassword } from './validate-credentials';

/** A first password, typed twice: sign-up's rules (spec §5), then the two must match. */
export interface NewPassword {
  password: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPassword, string>>;

export const validateNewPassword = ({ password, confirm }: NewPassword): NewPasswordErrors => {
  const errors: NewPasswordErrors = {};
  const passwordError = validatePassword(password);
  if (passwordError) errors.password = passwordError;
  if (confirm !== password) errors.confirm = passwordMessages.mismatch;
  return errors;
};
