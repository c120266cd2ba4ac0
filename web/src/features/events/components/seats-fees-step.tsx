import { totalRevenueOf } from '@domain/events/event-rules';
import { FormField } from '../../../components/ui/form-field';
import { feesText } from '../utils/event-display';
import { DigitsInput } from './digits-input';
import type { StepProps } from './step-props';
import { t } from '../../../i18n/intl';

/** Step 2 (spec §2, §5): seats and fees as digits; the total revenue follows from them. */
export const SeatsFeesStep = ({ values, errors, update }: StepProps) => {
  const revenue = totalRevenueOf(values.number_of_seats, values.fees_per_delegate);
  return (
    <div className="event-form__row">
      <FormField label={t('Number of Seats')} error={errors.number_of_seats}>
        {(control) => (
          <DigitsInput
            {...control}
            name="number_of_seats"
            value={values.number_of_seats}
            onChange={(value) => update({ number_of_seats: value })}
          />
        )}
      </FormField>
      <FormField label={t('Fees per Delegate (AED)')} error={errors.fees_per_delegate}>
        {(control) => (
          <DigitsInput
            {...control}
            name="fees_per_delegate"
            value={values.fees_per_delegate}
            onChange={(value) => update({ fees_per_delegate: value })}
          />
        )}
      </FormField>
      <FormField label={t('Total Revenue')}>
        {(control) => (
          <input
            {...control}
            className="input event-form__revenue"
            name="total_revenue"
            readOnly
            value={revenue === null ? '' : feesText(revenue)}
          />
        )}
      </FormField>
    </div>
  );
};
