import { apiClient } from '@/lib/api-client';
import type { LoginResponse } from '@/types/api';

import { useTokenLogin } from '../hooks/use-token-login';

export async function loginWithGoogle(accessToken: string): Promise<LoginResponse> {
  const response = await apiClient.post<LoginResponse>('/auth/login_google/', { access_token: accessToken });
  return response.data;
}

export function useLoginWithGoogle(next?: string) {
  return useTokenLogin(loginWithGoogle, next);
}
