import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { errorMessageOf } from '../../../lib/api-client';
import { useSuperuserSuggestions } from '../api/get-superuser-suggestions';
import type { AdminUser } from '../api/get-users';
import { INVITE_FAILED, INVITE_SENT, useSendSuperuserInvite } from '../api/send-superuser-invite';
import { checkInvite } from '../utils/invite-form';
import { displayName } from '../utils/user-display';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { t } from '../../../i18n/intl';

type Field = 'name' | 'email';

const SUGGEST_DELAY_MS = 250;

/**
 * Spec §2.6: 'Invite a Superuser'. Typing in Name or Email suggests existing users who are not
 * super users (at most 5); picking one fills both fields. The server finds the account by email.
 */
export const SuperuserInviteForm = () => {
  const [draft, setDraft] = useState({ name: '', email: '' });
  const [typingIn, setTypingIn] = useState<Field | null>(null);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<{ message: string; missing: Record<Field, boolean> } | null>(null);
  const sendInvite = useSendSuperuserInvite();
  const listId = useId();
  const nameId = useId();
  const emailId = useId();
  const errorId = useId();

  const query = useDebouncedValue(typingIn ? draft[typingIn].trim() : '', SUGGEST_DELAY_MS);
  const suggestionsQuery = useSuperuserSuggestions(query);
  const suggestions = typingIn && query ? (suggestionsQuery.data ?? []) : [];
  const listOpen = typingIn !== null && query !== '' && !suggestionsQuery.isPending;

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setTypingIn(value.trim() ? field : null);
    setActive(-1);
    if (error) setError(null);
  };

  const pick = (user: AdminUser) => {
    setDraft({ name: user.fullname?.trim() || user.username?.trim() || user.email || '', email: user.email ?? '' });
    setTypingIn(null);
    setActive(-1);
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!listOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setTypingIn(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInvite(draft);
    if (!checked.ok) {
      setError({ message: checked.message, missing: checked.missing });
      return;
    }
    setTypingIn(null);
    try {
      const appointed = await sendInvite.mutateAsync(checked.invite);
      if (appointed) {
        toast.success(t(INVITE_SENT));
        setDraft({ name: '', email: '' });
      }
    } catch (failure) {
      toast.error(errorMessageOf(failure, t(INVITE_FAILED)));
    }
  };

  const comboboxProps = (field: Field) => {
    const open = listOpen && typingIn === field;
    return {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
      'aria-invalid': error?.missing[field] ? (true as const) : undefined,
      'aria-describedby': error ? errorId : undefined,
      autoComplete: 'off',
      onKeyDown,
      onBlur: () => setTypingIn((current) => (current === field ? null : current)),
    };
  };

  const suggestionList = (field: Field) =>
    listOpen &&
    typingIn === field && (
      <ul className="suggestions" id={listId} role="listbox" aria-label={t('Suggested users')}>
        {suggestions.length === 0 ? (
          <li className="suggestions__empty" role="presentation">
            {t('No matching users who are not super users')}
          </li>
        ) : (
          suggestions.map((user, index) => (
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
              <bdi className="suggestions__name">{displayName(user)}</bdi>
              <span className="suggestions__meta" dir="ltr">
                {[user.username, user.email].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))
        )}
      </ul>
    );

  return (
    <section className="card invite-card" aria-labelledby={`${listId}-title`}>
      <h2 className="invite-card__title" id={`${listId}-title`}>
        {t('Invite a Superuser')}
      </h2>
      <p className="invite-card__text">{t('Start typing a name or an email: people who already have an account are suggested.')}</p>
      <form className="invite-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('Invite a Superuser')}>
        <div className="field invite-form__field">
          <label className="field__label" htmlFor={nameId}>
            {t('Name')}
          </label>
          <div className="suggest-field">
            <input
              id={nameId}
              className="input"
              value={draft.name}
              placeholder={t('Full name or username')}
              onChange={(event) => change('name', event.target.value)}
              {...comboboxProps('name')}
            />
            {suggestionList('name')}
          </div>
        </div>
        <div className="field invite-form__field">
          <label className="field__label" htmlFor={emailId}>
            {t('Email')}
          </label>
          <div className="suggest-field">
            <input
              id={emailId}
              type="email"
              className="input"
              value={draft.email}
              // i18n-ignore: an example address, typed the same in either language
              placeholder="name@gmail.com"
              dir="ltr"
              onChange={(event) => change('email', event.target.value)}
              {...comboboxProps('email')}
            />
            {suggestionList('email')}
          </div>
        </div>
        <button type="submit" className="button button--primary invite-form__submit" disabled={sendInvite.isPending}>
          {sendInvite.isPending ? t('Sending…') : t('Send Invite')}
        </button>
      </form>
      {error && (
        <p className="field__error invite-card__error" id={errorId} role="alert">
          {t(error.message)}
        </p>
      )}
    </section>
  );
};
