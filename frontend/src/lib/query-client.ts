import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { ToastOptions } from 'react-toastify';

import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-error';
import i18n from '@/lib/i18n';

// A toast title may come from any namespace ('study:…', 'games:…'): each feature area keeps its own messages.
const toastNamespaces = ['translation', 'study', 'games', 'review', 'social'] as const;

/** Queries and mutations opt into an error toast by naming its title in `meta`. */
type ErrorToastMeta = {
  errorToast?: { title: ParseKeys<typeof toastNamespaces>; options?: ToastOptions };
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta;
    mutationMeta: ErrorToastMeta;
  }
}

function notifyFailure(error: unknown, meta: ErrorToastMeta | undefined) {
  if (!meta?.errorToast) return;
  const { title, options } = meta.errorToast;
  toastApiError(error, i18n.getFixedT(null, toastNamespaces)(title), options);
}

// A 4xx answer will not change on a second try; network errors and 5xx might.
export function retryTransientFailures(failureCount: number, error: unknown) {
  const status = isApiError(error) ? error.response?.status : undefined;
  return failureCount < 2 && (status === undefined || status >= 500);
}

export function createQueryClient(overrides: DefaultOptions = {}) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notifyFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => notifyFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: retryTransientFailures, staleTime: 60_000, ...overrides.queries },
      mutations: { ...overrides.mutations },
    },
  });
}
