import { useEffect, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { currentIntl } from './intl';
import { directionOf, useLanguageChoice } from './language';

/**
 * Sets the page's language and direction and renders every screen in the chosen language: the tree
 * below re-mounts when the choice changes, so no screen keeps words of the language left behind.
 */
export const LanguageProvider = ({ children }: { children: ReactNode }) => {
  const choice = useLanguageChoice();
  useEffect(() => {
    document.documentElement.lang = choice.language;
    document.documentElement.dir = directionOf(choice.language);
  }, [choice.language]);
  return (
    <RawIntlProvider value={currentIntl()} key={`${choice.language}-${choice.digits}`}>
      {children}
    </RawIntlProvider>
  );
};
