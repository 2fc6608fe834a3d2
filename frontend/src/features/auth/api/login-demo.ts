import { apiClient } from '@/lib/api-client';
import type { LoginResponse } from '@/types/api';

import { useTokenLogin } from '../hooks/use-token-login';

export async function loginDemo(): Promise<LoginResponse> {
  const response = await apiClient.post<LoginResponse>('/auth/login_demo/');
  return response.data;
}

export function useLoginDemo(next?: string) {
  return useTokenLogin(loginDemo, next);
}
