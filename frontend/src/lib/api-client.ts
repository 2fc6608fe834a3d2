import axios, { isAxiosError } from 'axios';

import { navigateTo } from '@/lib/navigation';
import { useAuthStore } from '@/stores/auth-store';

export const apiClient = axios.create({
  baseURL: '/api/v1',
  timeout: 10_000,
});

apiClient.interceptors.request.use((config) => {
  const { token } = useAuthStore.getState();
  if (token) config.headers.set('Authorization', `Token ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // SPEC §4: any 401 means the token is no longer valid, wherever the call came from.
  if (isAxiosError(error) && error.response?.status === 401) {
    useAuthStore.getState().logout();
    navigateTo('/');
  }
  return Promise.reject(error);
});
