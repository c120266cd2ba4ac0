import { useRef } from 'react';
import { DayPicker } from 'react-day-picker';
import { ar } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { CalendarIcon } from '../../../components/ui/calendar-icon';
import { FormField } from '../../../components/ui/form-field';
import { t, tm } from '../../../i18n/intl';
import { directionOf, useLanguageChoice } from '../../../i18n/language';
import { usePopover } from '../../../lib/use-popover';
import { parseIsoDate, toIsoDate } from '../utils/dates';

interface DateOfBirthFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** YYYY-MM-DD: no later day can be picked. */
  today: string;
  error?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
}

const EARLIEST = new Date(1900, 0, 1);

/**
 * The date typed as YYYY-MM-DD, or picked from a calendar in a popover (month and year
 * dropdowns, so a birthday years back is a few clicks away).
 */
export const DateOfBirthField = ({ value, onChange, today, error, invalid, disabled }: DateOfBirthFieldProps) => {
  const { open, ref, panelId, close, toggle } = usePopover();
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = parseIsoDate(value);
  const latest = parseIsoDate(today) ?? new Date();
  const { language, digits } = useLanguageChoice();

  return (
    <FormField label={t('Date of birth')} hint={t('Format: YYYY-MM-DD')} error={error && tm(error)} invalid={invalid}>
      {(control) => (
        <div className="popover date-field" ref={ref}>
          <div className="input-with-action">
            <input
              {...control}
              ref={inputRef}
              className="input"
              type="text"
              inputMode="numeric"
              name="birthday"
              autoComplete="bday"
              placeholder={t('YYYY-MM-DD')}
              dir="ltr"
              maxLength={10}
              value={value}
              disabled={disabled}
              onChange={(event) => onChange(event.target.value)}
            />
            <button
              type="button"
              className="text-button input-with-action__button"
              aria-label={t('Open calendar')}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={panelId}
              disabled={disabled}
              onClick={toggle}
            >
              <CalendarIcon />
            </button>
          </div>
          {open && (
            <div
              className="popover__panel popover__panel--calendar date-field__panel"
              id={panelId}
              role="dialog"
              aria-label={t('Calendar')}
            >
              <DayPicker
                mode="single"
                // Month and day names, reading direction and digits of the chosen language.
                locale={language === 'ar' ? ar : undefined}
                dir={directionOf(language)}
                numerals={digits}
                captionLayout="dropdown"
                selected={selected}
                defaultMonth={selected ?? new Date(latest.getFullYear() - 12, 0, 1)}
                startMonth={EARLIEST}
                endMonth={latest}
                disabled={{ after: latest }}
                autoFocus
                onSelect={(date) => {
                  if (!date) return;
                  onChange(toIsoDate(date));
                  close();
                  inputRef.current?.focus();
                }}
              />
            </div>
          )}
        </div>
      )}
    </FormField>
  );
};
