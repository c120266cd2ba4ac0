import type { EventCommittee } from '../../api/get-event-committees';
import { FULL_LIST, FULL_LIST_LABEL } from '../../utils/allocation-view';
import { committeeCategoryTabs, type CommitteeCategoryTab } from '../../utils/committee-rows';
import { t } from '../../../../i18n/intl';

interface AllocationCommitteePickerProps {
  category: CommitteeCategoryTab;
  /** The category's committees. */
  committees: readonly EventCommittee[];
  /** A committee id, or FULL_LIST. */
  selected: string;
  loading: boolean;
  onCategory: (category: CommitteeCategoryTab) => void;
  onCommittee: (selected: string) => void;
}

const pressedClass = (pressed: boolean, extra = '') => `button ${pressed ? 'button--primary' : 'button--secondary'} ${extra}`.trim();

/** Spec §2 item 6, Allocation: the four category buttons, then a button per committee (seats and assigned) and FULL LIST. */
export const AllocationCommitteePicker = ({
  category,
  committees,
  selected,
  loading,
  onCategory,
  onCommittee,
}: AllocationCommitteePickerProps) => (
  <div className="allocation-picker">
    <div className="button-group" role="group" aria-label={t('Committee categories')}>
      {committeeCategoryTabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          className={pressedClass(tab.id === category)}
          aria-pressed={tab.id === category}
          onClick={() => onCategory(tab.id)}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
    <div className="button-group allocation-picker__committees" role="group" aria-label={t('Committees')}>
      {loading && <span role="status">{t('Loading committees...')}</span>}
      {committees.map((committee) => (
        <button
          key={committee.id}
          type="button"
          className={pressedClass(committee.id === selected, 'committee-button')}
          aria-pressed={committee.id === selected}
          title={committee.committee.committee}
          onClick={() => onCommittee(committee.id)}
        >
          <span className="committee-button__abbr">{committee.abbr}</span>
          <span className="committee-button__counts">
            <span>{t('Total: {count}', { count: committee.seats })}</span>{' '}
            <span>{t('Assigned: {count}', { count: committee.assigned })}</span>
          </span>
        </button>
      ))}
      <button
        type="button"
        className={pressedClass(selected === FULL_LIST, 'committee-button')}
        aria-pressed={selected === FULL_LIST}
        onClick={() => onCommittee(FULL_LIST)}
      >
        {t(FULL_LIST_LABEL)}
      </button>
    </div>
  </div>
);
