import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { LanguageProvider } from '../i18n/language-provider';
import { directionOf, useLanguageChoice } from '../i18n/language';
import { queryClient } from '../lib/react-query';

/** Spec §4 and §9: toasts bottom right, 4000 ms, at most 3 at once, close button and swipe to dismiss; in Arabic they sit bottom left. */
const TOAST_DURATION_MS = 4000;
const VISIBLE_TOASTS = 3;

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const { language } = useLanguageChoice();
  const rtl = directionOf(language) === 'rtl';
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider>{children}</LanguageProvider>
      <Toaster
        position={rtl ? 'bottom-left' : 'bottom-right'}
        dir={directionOf(language)}
        duration={TOAST_DURATION_MS}
        visibleToasts={VISIBLE_TOASTS}
        closeButton
        richColors
        swipeDirections={rtl ? ['left', 'bottom'] : ['right', 'bottom']}
        toastOptions={{ className: 'toast' }}
      />
    </QueryClientProvider>
  );
};
