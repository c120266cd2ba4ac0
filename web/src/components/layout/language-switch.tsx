import { useId } from 'react';
import { t } from '../../i18n/intl';
import { setLanguageChoice, useLanguageChoice, type LanguageChoice } from '../../i18n/language';
import { saveLanguageChoice } from '../../lib/language-preference';
import { queryClient } from '../../lib/react-query';

/** Each option names itself in its own language and script, so anyone can find theirs. */
const OPTIONS: readonly { value: string; choice: LanguageChoice; label: string }[] = [
  { value: 'en', choice: { language: 'en', digits: 'latn' }, label: 'English' },
  { value: 'ar', choice: { language: 'ar', digits: 'latn' }, label: 'العربية' },
  { value: 'ar-arab', choice: { language: 'ar', digits: 'arab' }, label: 'العربية (٠١٢٣)' },
];

const valueOf = (choice: LanguageChoice) => (choice.language === 'en' ? 'en' : choice.digits === 'arab' ? 'ar-arab' : 'ar');

/**
 * The language of the screens (and of what the server writes to this person), chosen in the header
 * and on the log-in and sign-up pages; stored with the profile when someone is signed in.
 */
export const LanguageSwitch = () => {
  const choice = useLanguageChoice();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('Language')}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={valueOf(choice)}
        onChange={(event) => {
          const picked = OPTIONS.find((option) => option.value === event.target.value);
          if (!picked) return;
          setLanguageChoice(picked.choice);
          saveLanguageChoice(picked.choice.language);
          // Words the server wrote (notifications, messages) are fetched again in the new language.
          void queryClient.invalidateQueries();
        }}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value} lang={option.choice.language}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
