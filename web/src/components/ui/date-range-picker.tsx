import { useId, useRef, useState, type JSX, type KeyboardEvent } from 'react';
import { DayButton, DayPicker, type DayButtonProps } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import 'react-day-picker/style.css';
import { toast } from 'sonner';
import { MAX_EVENT_DAYS } from '@domain/events/event-dates';
import { clickDay, isoOfLocalDate, localDateOfIso, type DraftRange } from '../../lib/date-range';
import { usePopover } from '../../lib/use-popover';
import { CalendarIcon } from './calendar-icon';
import './date-range-picker.css';
import { formatDay } from '../../i18n/format';
import { t, tm } from '../../i18n/intl';
import { directionOf, useLanguageChoice } from '../../i18n/language';

export interface DateRangePickerProps {
  start: string | null;
  end: string | null;
  onApply: (range: { start: string; end: string }) => void;
  maxDays?: number;
  /** UAE calendar day ('YYYY-MM-DD'): days before it cannot be picked. */
  today: string;
  label?: string;
  id?: string;
  disabled?: boolean;
}

/**
 * Past days stay clickable (so that a click can say why it is refused) but are announced and
 * drawn as unavailable.
 */
const PastAwareDayButton = ({ modifiers, ...props }: DayButtonProps) => (
  <DayButton modifiers={modifiers} {...props} aria-disabled={modifiers.past || props['aria-disabled'] || undefined} />
);

const rangeText = (start: string | null, end: string | null) => {
  if (start && end) return t('{start} – {end}', { start: formatDay(start), end: formatDay(end) });
  if (start) return t('{start} – …', { start: formatDay(start) });
  return t('Select start and end dates');
};

/** Spec §5: a start and an end day picked in one calendar, at most `maxDays` long, none in the past. */
export function DateRangePicker({
  start,
  end,
  onApply,
  maxDays = MAX_EVENT_DAYS,
  today,
  label,
  id,
  disabled,
}: DateRangePickerProps): JSX.Element {
  const { open, ref, panelId, close, toggle } = usePopover();
  const { language, digits } = useLanguageChoice();
  const ownId = useId();
  const triggerId = id ?? `${ownId}-trigger`;
  const labelId = `${ownId}-label`;
  const valueId = `${ownId}-value`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<DraftRange>({ start, end });
  const [problem, setProblem] = useState<string | null>(null);

  const openOrClose = () => {
    // Each opening starts from the applied range; an unapplied choice is dropped.
    if (!open) {
      setDraft({ start, end });
      setProblem(null);
    }
    toggle();
  };

  const closeAndFocus = () => {
    close();
    triggerRef.current?.focus();
  };

  const onDayClick = (date: Date) => {
    const outcome = clickDay(draft, isoOfLocalDate(date), { today, maxDays });
    if (outcome.kind === 'picked') {
      setDraft(outcome.range);
      setProblem(null);
      return;
    }
    // The domain's English rule; shown in the chosen language.
    toast.error(tm(outcome.message), { id: `date-range-${outcome.kind}` });
    if (outcome.kind === 'too-long') setProblem(outcome.message);
  };

  const apply = () => {
    if (!draft.start || !draft.end) return;
    onApply({ start: draft.start, end: draft.end });
    closeAndFocus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') closeAndFocus();
  };

  const from = localDateOfIso(draft.start);
  const to = localDateOfIso(draft.end);
  const todayDate = localDateOfIso(today) ?? new Date();
  const complete = Boolean(from && to);

  return (
    <div className="popover date-range" ref={ref}>
      {label && (
        <span className="field__label" id={labelId}>
          {label}
        </span>
      )}
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className="input date-range__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-labelledby={label ? `${labelId} ${valueId}` : undefined}
        disabled={disabled}
        onClick={openOrClose}
      >
        <CalendarIcon />
        <span id={valueId} className={start ? 'date-range__value' : 'date-range__value date-range__value--empty'}>
          {rangeText(start, end)}
        </span>
      </button>
      {open && (
        <div
          className="popover__panel popover__panel--calendar date-range__panel"
          id={panelId}
          role="dialog"
          aria-label={label ?? t('Choose dates')}
          onKeyDown={onPanelKeyDown}
        >
          <DayPicker
            locale={language === 'ar' ? ar : undefined}
            dir={directionOf(language)}
            numerals={digits}
            fixedWeeks
            showOutsideDays
            autoFocus
            weekStartsOn={1}
            today={todayDate}
            defaultMonth={from ?? todayDate}
            onDayClick={onDayClick}
            modifiers={{
              past: { before: todayDate },
              selected: [from, to].filter((day): day is Date => day !== undefined),
              range_start: complete ? from : undefined,
              range_end: complete ? to : undefined,
              range_middle: complete && from && to ? { after: from, before: to } : undefined,
            }}
            modifiersClassNames={{ past: 'date-range__past' }}
            components={{ DayButton: PastAwareDayButton }}
          />
          <p className="date-range__summary" aria-live="polite">
            {complete ? rangeText(draft.start, draft.end) : draft.start ? t('Now choose the end date') : t('Choose the start date')}
          </p>
          {problem && (
            <p className="field__error" role="alert">
              {tm(problem)}
            </p>
          )}
          <div className="date-range__actions">
            <button type="button" className="button button--secondary button--small" onClick={closeAndFocus}>
              {t('Cancel')}
            </button>
            <button type="button" className="button button--primary button--small" disabled={!complete} onClick={apply}>
              {t('Apply')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
