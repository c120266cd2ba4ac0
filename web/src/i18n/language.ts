import { useSyncExternalStore } from 'react';

/** The screens speak English (the specs' words, the default) or Arabic; Arabic may show Western or Arabic-Indic digits. */
export type Language = 'en' | 'ar';
export type Digits = 'latn' | 'arab';

export interface LanguageChoice {
  readonly language: Language;
  readonly digits: Digits;
}

const LANGUAGE_KEY = 'language';
const DIGITS_KEY = 'digits';

const listeners = new Set<() => void>();

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

const read = (): LanguageChoice => {
  const store = storage();
  return {
    language: store?.getItem(LANGUAGE_KEY) === 'ar' ? 'ar' : 'en',
    digits: store?.getItem(DIGITS_KEY) === 'arab' ? 'arab' : 'latn',
  };
};

let cached: LanguageChoice = read();

export const getLanguageChoice = (): LanguageChoice => cached;

/** Whether this device's language was chosen (rather than the English every device starts with). */
export const hasChosenLanguage = (): boolean => (storage()?.getItem(LANGUAGE_KEY) ?? null) !== null;

/** Stores the choice in the browser; the app re-renders every screen in it. */
export const setLanguageChoice = (choice: Partial<LanguageChoice>) => {
  const next = { ...cached, ...choice };
  if (next.language === cached.language && next.digits === cached.digits) return;
  const store = storage();
  store?.setItem(LANGUAGE_KEY, next.language);
  store?.setItem(DIGITS_KEY, next.digits);
  cached = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useLanguageChoice = (): LanguageChoice => useSyncExternalStore(subscribe, getLanguageChoice, getLanguageChoice);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** The BCP 47 locale Intl formats with: en-GB as the specs say; Arabic of the UAE with the chosen digits. */
export const localeOf = ({ language, digits }: LanguageChoice): string => (language === 'ar' ? `ar-AE-u-nu-${digits}` : 'en-GB');
