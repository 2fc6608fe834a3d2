import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { Toasts } from '@/components/ui/toasts/toasts';
import { TimeZoneSync } from '@/features/profile/components/time-zone-sync';
import i18n from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { useAuthStore } from '@/stores/auth-store';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);

  // Whatever way the session ends (logout, 401), the next user must not see this user's cached data.
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.isAuthenticated && !state.isAuthenticated) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {isAuthenticated && <TimeZoneSync />}
        <Toasts />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
