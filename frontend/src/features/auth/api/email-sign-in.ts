import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiClient } from '@/lib/api-client';
import { toSupportedLanguage } from '@/lib/i18n';
import type { LoginResponse, SignInEmail } from '@/types/api';

import { useTokenLogin } from '../hooks/use-token-login';

const signInEmailKey = ['profile', 'sign-in-email'] as const;

/** The mails come in the language the learner reads the app in. */
function useMailLanguage() {
  const { i18n } = useTranslation();
  return toSupportedLanguage(i18n.language) ?? 'en';
}

export function useSignInEmail() {
  return useQuery({
    queryKey: signInEmailKey,
    queryFn: async () => (await apiClient.get<SignInEmail>('/auth/email/')).data.email,
  });
}

/** Mails a link that makes the address the learner's sign-in address once opened. */
export function useSendEmailConfirmation() {
  const language = useMailLanguage();
  return useMutation({
    mutationFn: async (email: string) => {
      await apiClient.post('/auth/email/', { email, language });
    },
    meta: { errorToast: { title: 'social:account.email.sendFailed' } },
  });
}

export function useRemoveSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete('/auth/email/');
    },
    onSuccess: () => queryClient.setQueryData(signInEmailKey, null),
    meta: { errorToast: { title: 'social:account.email.removeFailed' } },
  });
}

/** Opened from the mailbox by the learner who asked, signed in: the link's secret confirms the address. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await apiClient.post<SignInEmail>('/auth/email/confirm/', { token })).data,
    // The address, and a guest who confirmed one is a guest no longer (the sign-out question reads it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}

/** Asks for a sign-in link: the answer is the same whether or not the address is known. */
export function useSendSignInLink() {
  const language = useMailLanguage();
  return useMutation({
    mutationFn: async (email: string) => {
      await apiClient.post('/auth/email/sign_in_link/', { email, language });
    },
    meta: { errorToast: { title: 'signIn:email.sendFailed' } },
  });
}

export function useEmailLinkSignIn(next?: string) {
  return useTokenLogin(
    async (token: string) => (await apiClient.post<LoginResponse>('/auth/email/sign_in/', { token })).data,
    next,
  );
}
