import type { FormErrors, RegistrationFormValues } from '../utils/registration-form';

export interface StepProps {
  values: RegistrationFormValues;
  errors: FormErrors;
  update: (patch: Partial<RegistrationFormValues>) => void;
  disabled: boolean;
}
