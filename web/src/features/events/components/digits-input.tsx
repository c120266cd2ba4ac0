import type { InputHTMLAttributes } from 'react';
import { toast } from 'sonner';
import { eventMessages, isDigitsOnly } from '@domain/events/event-rules';
import { tm } from '../../../i18n/intl';

interface DigitsInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

/** Spec §5: seats and fees take digits only; anything else is stripped with a toast. */
export const DigitsInput = ({ value, onChange, className = 'input', ...props }: DigitsInputProps) => (
  <input
    {...props}
    className={className}
    type="text"
    inputMode="numeric"
    value={value}
    onChange={(event) => {
      const typed = event.target.value;
      if (isDigitsOnly(typed)) {
        onChange(typed);
        return;
      }
      toast.error(tm(eventMessages.digitsOnly), { id: 'digits-only' });
      onChange(typed.replace(/\D/g, ''));
    }}
  />
);
