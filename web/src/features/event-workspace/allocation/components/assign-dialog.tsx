import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import type { Registration } from '../../../../lib/registration-schema';
import type { Country } from '../../../../lib/countries';
import type { EventCommittee } from '../../api/get-event-committees';
import { assignProblem, countryChoices, countryOptionLabel, type TakenCountries } from '../utils/delegate-assignment';
import { delegateMessages } from '../utils/delegate-messages';
import { delegateLabel } from '../utils/delegate-rows';
import type { AssignRequest } from './use-assign-flow';
import { t } from '../../../../i18n/intl';

interface AssignDialogProps {
  /** The delegate being assigned; null: closed. */
  delegate: Registration | null;
  committees: readonly EventCommittee[];
  countries: readonly Country[];
  taken: TakenCountries;
  busy: boolean;
  requestAssign: (request: AssignRequest) => void;
  onClose: () => void;
}

/** The choices, starting from where the delegate sits now. */
const AssignForm = ({
  delegate,
  committees,
  countries,
  taken,
  busy,
  requestAssign,
  onClose,
}: AssignDialogProps & { delegate: Registration }) => {
  const [eventCommitteeId, setEventCommitteeId] = useState(delegate.assigned_committees ?? '');
  const [countryId, setCountryId] = useState(delegate.assigned_country ?? '');
  const offered = eventCommitteeId ? countryChoices(countries, taken, eventCommitteeId, delegate) : [];
  const committeeField = useId();
  const countryField = useId();

  const submit = () => {
    const problem = assignProblem(eventCommitteeId, countryId);
    if (problem) {
      toast.error(problem);
      return;
    }
    requestAssign({
      delegate,
      eventCommitteeId,
      countryId,
      respectLock: false,
      failure: t(delegateMessages.assignFailed),
      onDone: onClose,
    });
  };

  return (
    <form
      className="form assign-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={committeeField}>
          {t('Committee')}
        </label>
        <select
          id={committeeField}
          className="input"
          value={eventCommitteeId}
          onChange={(event) => {
            const next = event.target.value;
            setEventCommitteeId(next);
            // The country must be free in the committee chosen: it is chosen again when it is not.
            if (next && !countryChoices(countries, taken, next, delegate).some((country) => String(country.id) === countryId))
              setCountryId('');
          }}
        >
          <option value="">{t('Select committee')}</option>
          {committees.map((committee) => (
            <option key={committee.id} value={committee.id}>
              {committee.abbr} — {committee.committee.committee}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={countryField}>
          {t('Country')}
        </label>
        <select
          id={countryField}
          className="input"
          value={countryId}
          onChange={(event) => setCountryId(event.target.value)}
          disabled={!eventCommitteeId}
        >
          <option value="">{eventCommitteeId ? t('Select country') : t('Select a committee first')}</option>
          {offered.map((country) => (
            <option key={country.id} value={country.id}>
              {countryOptionLabel(country)}
            </option>
          ))}
        </select>
      </div>
      <DialogFormActions cancelLabel={t('Cancel')} onCancel={onClose} submitLabel={t('Assign')} busyLabel={t('Assigning…')} busy={busy} />
    </form>
  );
};

/** Spec §4 and §5: the row menu's Assign: a committee and a country, both required. */
export const AssignDialog = (props: AssignDialogProps) => (
  <ModalDialog
    open={props.delegate !== null}
    title={props.delegate ? t('Assign {delegate}', { delegate: delegateLabel(props.delegate) }) : t('Assign')}
    onClose={props.onClose}
    busy={props.busy}
  >
    {props.delegate && <AssignForm key={props.delegate.id} {...props} delegate={props.delegate} />}
  </ModalDialog>
);
