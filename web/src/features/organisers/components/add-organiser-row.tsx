import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { toast } from 'sonner';
import { organiserMessages } from '@domain/organisers/organiser-rules';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { AddOrganiserInput } from '../api/add-organiser';
import { useAvailableUsers, type AvailableUser } from '../api/get-available-users';
import type { OrganiserRole } from '../api/get-organisers';
import { checkNewOrganiser, filledFieldsOf, INTERNAL_EVIDENCE } from '../utils/new-organiser';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { levelHeader } from './organisers-columns';
import { t, tm } from '../../../i18n/intl';

const SEARCH_DELAY_MS = 250;

interface AddOrganiserRowProps {
  role: OrganiserRole;
  /** The table's column ids, in order: the row has one cell for each. */
  columnIds: readonly string[];
  actionedBy: string | null;
  /** Resolves true when the organiser was added (the row then closes). */
  onSave: (input: AddOrganiserInput) => Promise<boolean>;
  onCancel: () => void;
}

const CheckIcon = () => (
  <svg className="username-combobox__valid-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="m4.5 10.5 3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Spec §2.6: the Add row of the Organisers list. Typing a username searches users of the
 * tab's role who are not organisers; picking one fills the read-only cells and marks the
 * username valid (green). Changing or clearing the username clears what was filled.
 */
export const AddOrganiserRow = ({ role, columnIds, actionedBy, onSave, onCancel }: AddOrganiserRowProps) => {
  const [username, setUsername] = useState('');
  const [picked, setPicked] = useState<AvailableUser | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const listId = useId();
  const validId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const [listPosition, setListPosition] = useState<{ top: number; left: number; width: number } | null>(null);

  const query = useDebouncedValue(picked ? '' : username.trim(), SEARCH_DELAY_MS);
  const usersQuery = useAvailableUsers(role, query);
  const matches = query ? (usersQuery.data ?? []) : [];
  const settled = query !== '' && query === username.trim() && !usersQuery.isFetching;
  const showList = listOpen && !picked && username.trim() !== '';
  const fields = filledFieldsOf(picked);

  // The matches are drawn over the page, not inside the table, so the scrolling table never cuts them off.
  useLayoutEffect(() => {
    if (!showList) return;
    const place = () => {
      const field = fieldRef.current;
      const rect = field?.getBoundingClientRect();
      if (!field || !rect) return;
      const width = Math.max(rect.width, 260);
      // Right to left, the list lines up with the field's right edge and grows leftwards.
      const rtl = getComputedStyle(field).direction === 'rtl';
      setListPosition({ top: rect.bottom + 4, left: rtl ? rect.right - width : rect.left, width });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [showList]);

  useEffect(() => {
    if (!showList) setListPosition(null);
  }, [showList]);

  const type = (value: string) => {
    setUsername(value);
    if (picked && value !== picked.username) setPicked(null);
    setListOpen(value.trim() !== '');
    setActive(-1);
    setInvalid(false);
  };

  const pick = (user: AvailableUser) => {
    setUsername(user.username);
    setPicked(user);
    setListOpen(false);
    setActive(-1);
    setInvalid(false);
  };

  const save = async () => {
    if (saving) return;
    const checked = checkNewOrganiser(picked, actionedBy);
    if (!checked.ok) {
      setInvalid(true);
      toast.error(tm(checked.message));
      return;
    }
    setSaving(true);
    try {
      // On success the row goes away with the list's change; on failure it stays for another try.
      await onSave(checked.input);
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (showList && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = showList && active >= 0 ? matches[active] : undefined;
      if (choice) pick(choice);
      else void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showList) setListOpen(false);
      else onCancel();
    }
  };

  const readOnly = (label: string, value: string, required = false) => (
    <input
      className="input input--cell input--readonly"
      dir="auto"
      aria-label={label}
      value={value}
      readOnly
      tabIndex={-1}
      placeholder="—"
      // Sized to what it shows, so a filled row stays as narrow as the others.
      size={Math.max(6, value.length + 1)}
      aria-invalid={invalid && required && picked !== null && !value ? true : undefined}
    />
  );

  const usernameCell = (
    <div className="username-combobox">
      <div ref={fieldRef} className={picked ? 'username-combobox__field is-valid' : 'username-combobox__field'}>
        <input
          className={picked ? 'input input--cell input--valid' : 'input input--cell'}
          dir="auto"
          aria-label={t('Username')}
          placeholder={t('Search username')}
          value={username}
          autoFocus
          autoComplete="off"
          disabled={saving}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listId : undefined}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid && !picked ? true : undefined}
          aria-describedby={picked ? validId : undefined}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setListOpen(username.trim() !== '')}
          onBlur={() => setListOpen(false)}
          onKeyDown={onKeyDown}
        />
        {picked && <CheckIcon />}
        {picked && (
          <span id={validId} className="visually-hidden">
            {t('Valid username')}
          </span>
        )}
      </div>
      {showList &&
        createPortal(
          <ul
            className="suggestions username-combobox__list"
            id={listId}
            role="listbox"
            aria-label={t('Available users')}
            style={
              listPosition
                ? { top: listPosition.top, left: listPosition.left, width: listPosition.width }
                : { top: 0, left: 0, visibility: 'hidden' }
            }
          >
            {!settled ? (
              <li className="suggestions__empty" role="presentation">
                {t('Searching…')}
              </li>
            ) : matches.length === 0 ? (
              <li className="suggestions__empty" role="presentation">
                {tm(organiserMessages.noAvailableUsers)}
              </li>
            ) : (
              matches.map((user, index) => (
                <li
                  key={user.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'suggestions__option is-active' : 'suggestions__option'}
                  // Picking happens before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(user);
                  }}
                >
                  <bdi className="suggestions__name">{user.username}</bdi>
                  <bdi className="suggestions__meta">{[user.fullname ?? user.name, user.school].filter(Boolean).join(' · ')}</bdi>
                </li>
              ))
            )}
          </ul>,
          document.body,
        )}
    </div>
  );

  const cells: Record<string, ReactNode> = {
    userId: picked ? (
      <span className="organiser-id" title={fields.userId}>
        {fields.userId}
      </span>
    ) : (
      <span className="cell-muted">—</span>
    ),
    organiserId: <span className="badge">{t('New')}</span>,
    username: usernameCell,
    name: readOnly(t('Name'), fields.name, true),
    level: readOnly(t(levelHeader(role)), fields.level),
    school: readOnly(t('School'), fields.school, true),
    role: readOnly(t('Role in Event'), fields.role && t(fields.role)),
    evidence: <span className="evidence-text">{t(INTERNAL_EVIDENCE)}</span>,
    status: <StatusBadge status="pending" />,
    actions: (
      <div className="row-actions">
        <button type="button" className="button button--primary button--small" onClick={() => void save()} disabled={saving}>
          {saving ? t('Saving…') : t('Save')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel} disabled={saving}>
          {t('Cancel')}
        </button>
      </div>
    ),
  };

  return (
    <tr className="is-editing organisers-add-row" aria-label={t('New organiser')}>
      {columnIds.map((id) => (
        <td key={id} className={`col-${id}`}>
          {cells[id] ?? <span className="cell-muted">—</span>}
        </td>
      ))}
    </tr>
  );
};
