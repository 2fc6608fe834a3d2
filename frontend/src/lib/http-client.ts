import axios, { isAxiosError } from 'axios';

import { navigateTo } from '@/lib/navigation';
import { API_BASE_PATH, API_TIMEOUT_MS } from '@/lib/api-config';
import { useAuthStore } from '@/stores/auth-store';

/** The axios instance behind `apiClient` (lib/api-client.ts), which loads this module on the first call. */
export const httpClient = axios.create({
  baseURL: API_BASE_PATH,
  timeout: API_TIMEOUT_MS,
});

httpClient.interceptors.request.use((config) => {
  const { token } = useAuthStore.getState();
  if (token) config.headers.set('Authorization', `Token ${token}`);
  return config;
});

httpClient.interceptors.response.use(undefined, (error: unknown) => {
  // docs/product.md §4: any 401 means the token is no longer valid, wherever the call came from.
  if (isAxiosError(error) && error.response?.status === 401) {
    useAuthStore.getState().logout();
    navigateTo('/');
  }
  return Promise.reject(error);
});
