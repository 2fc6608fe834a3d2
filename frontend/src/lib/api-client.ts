import type { AxiosError, AxiosRequestConfig, AxiosResponse } from 'axios';

// axios (~20 KB gzip) is fetched on the first API call, not with the landing page, whose visitors may never make
// one (its JavaScript budget: 150 KB gzip). Pages past the landing page fetch it alongside their code (app/router.tsx).
const loadHttpClient = () => import('./http-client').then(({ httpClient }) => httpClient);

export const preloadApiClient = () => loadHttpClient().then(() => undefined);

/** The one client for Hafiz's API (/api/v1): the token on every call, 10 s timeout, any 401 signs out. */
export const apiClient = {
  get: async <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await loadHttpClient()).get<T>(url, config),
  post: async <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await loadHttpClient()).post<T>(url, data, config),
  put: async <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await loadHttpClient()).put<T>(url, data, config),
  patch: async <T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await loadHttpClient()).patch<T>(url, data, config),
  delete: async <T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    (await loadHttpClient()).delete<T>(url, config),
};

/** axios' own `isAxiosError` check, without importing axios where only the check is needed. */
export function isApiError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
