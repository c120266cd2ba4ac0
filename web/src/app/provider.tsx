import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/react-query';

/** Spec §4 and §9: toasts bottom right, 4000 ms, at most 3 at once, close button and swipe to dismiss. */
const TOAST_DURATION_MS = 4000;
const VISIBLE_TOASTS = 3;

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    {children}
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      closeButton
      richColors
      swipeDirections={['right', 'bottom']}
      toastOptions={{ className: 'toast' }}
    />
  </QueryClientProvider>
);
