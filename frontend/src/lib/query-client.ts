import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { ToastOptions } from 'react-toastify';

import { isApiError } from '@/lib/api-client';
import { isTooManyRequests, retryAfterSeconds, toastApiError } from '@/lib/api-error';
import i18n from '@/lib/i18n';

// A toast title may come from any namespace ('study:…', 'games:…'): each feature area keeps its own messages.
const toastNamespaces = [
  'translation',
  'study',
  'games',
  'makhraj',
  'recitation',
  'review',
  'signIn',
  'social',
] as const;

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
  const t = i18n.getFixedT(null, toastNamespaces);
  if (meta?.errorToast) toastApiError(error, t(meta.errorToast.title), meta.errorToast.options);
  // A call over a request limit says when to try again, even where its failure is otherwise quiet.
  else if (isTooManyRequests(error)) toastApiError(error, t('errors.tooManyRequests.title'));
}

// A 4xx answer will not change on a second try; network errors and 5xx might.
export function retryTransientFailures(failureCount: number, error: unknown) {
  const status = isApiError(error) ? error.response?.status : undefined;
  return failureCount < 2 && (status === undefined || status >= 500);
}

// The longest request limit's wait a call sits out by itself (the grading's is a few seconds).
const LONGEST_WAIT_SECONDS = 60;

/** For a call that carries what the learner did (a won game's grading, its review), named so that a second try is
 * counted once: the transient failures above, and one more try once a request limit's wait is over. */
export const retryAfterLimits = {
  retry: (failureCount: number, error: unknown) => {
    const wait = retryAfterSeconds(error);
    if (wait !== null) return failureCount < 1 && wait <= LONGEST_WAIT_SECONDS;
    return retryTransientFailures(failureCount, error);
  },
  // A limit's wait as the server says it, else TanStack Query's own back-off.
  retryDelay: (failureCount: number, error: unknown) => {
    const wait = retryAfterSeconds(error);
    return wait !== null ? wait * 1000 : Math.min(1000 * 2 ** failureCount, 30_000);
  },
};

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
