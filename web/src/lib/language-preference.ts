import { usersEndpoints } from '@contract/users';
import { getLanguageChoice, hasChosenLanguage, setLanguageChoice, type Language } from '../i18n/language';
import { call } from './call';
import { hasToken } from './session';

/** Stores the language with the signed-in person's profile, so the server writes to them in it (e-mails, notifications). */
export const saveLanguageChoice = (language: Language) => {
  if (!hasToken()) return;
  // A failed save leaves the screens in the chosen language; the next choice or sign-in saves it again.
  void call(usersEndpoints.chooseLanguage, { body: { language } }).catch(() => undefined);
};

/**
 * At sign-in: a language chosen on this device (on the log-in page, say) is the person's latest
 * wish and is saved with their profile; a device where none was chosen takes the profile's.
 */
export const settleLanguageAtSignIn = (accountLanguage: Language) => {
  if (!hasChosenLanguage()) setLanguageChoice({ language: accountLanguage });
  else if (getLanguageChoice().language !== accountLanguage) saveLanguageChoice(getLanguageChoice().language);
};
