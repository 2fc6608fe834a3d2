import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { apiClient, isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-error';
import i18n, { loadAppMessages } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import type { ApiErrorBody, LoginResponse, Passkey, PasskeyList, PasskeyOptions, ProfileInfo } from '@/types/api';

import { useTokenLogin } from '../hooks/use-token-login';
import { passkeyErrorKey } from '../utils/passkey-support';

function hasFieldErrors(error: unknown): boolean {
  const fields = isApiError(error) ? (error.response?.data as ApiErrorBody | undefined)?.fields : undefined;
  return Object.keys(fields ?? {}).length > 0;
}

// The browser's side of WebAuthn loads with the first ceremony, never with the landing page.
const webAuthn = () => import('@simplewebauthn/browser');

async function newPasskey(optionsPath: string, body?: object) {
  const { startRegistration } = await webAuthn();
  const { data } = await apiClient.post<PasskeyOptions>(optionsPath, body);
  return startRegistration({ optionsJSON: data.options as unknown as PublicKeyCredentialCreationOptionsJSON });
}

export async function createAccountWithPasskey(firstName: string): Promise<LoginResponse> {
  const credential = await newPasskey('/auth/passkey/create_account/options/', { first_name: firstName });
  const response = await apiClient.post<LoginResponse>('/auth/passkey/create_account/', { credential });
  return response.data;
}

export async function signInWithPasskey(): Promise<LoginResponse> {
  const { startAuthentication } = await webAuthn();
  const { data } = await apiClient.post<PasskeyOptions>('/auth/passkey/sign_in/options/');
  const credential = await startAuthentication({
    optionsJSON: data.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  const response = await apiClient.post<LoginResponse>('/auth/passkey/sign_in/', { credential });
  return response.data;
}

/** One more passkey for the signed-in learner; a guest's account becomes theirs for good. */
export async function addPasskey(): Promise<ProfileInfo> {
  const credential = await newPasskey('/auth/passkeys/add/options/');
  const response = await apiClient.post<ProfileInfo>('/auth/passkeys/add/', { credential });
  return response.data;
}

/** Says why a ceremony failed. The messages are the app's (lib/i18n.ts): the landing page, which offers the passkey
 * sign-in without them, loads them only when one fails. */
function toastPasskeyError(error: unknown) {
  void loadAppMessages().then(() => {
    const t = i18n.getFixedT(null, 'signIn');
    // A field refused (the new account's first name): the server says which rule it broke.
    if (hasFieldErrors(error)) toastApiError(error, t('passkey.errors.nameRefused'));
    else toast.error(t(passkeyErrorKey(error)));
  });
}

export function usePasskeySignIn(next?: string) {
  return useTokenLogin(signInWithPasskey, next, toastPasskeyError);
}

export function useCreateAccountWithPasskey(next?: string) {
  return useTokenLogin(createAccountWithPasskey, next, toastPasskeyError);
}

const passkeysKey = ['profile', 'passkeys'] as const;

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: async () => (await apiClient.get<PasskeyList>('/auth/passkeys/')).data.passkeys,
  });
}

export function useAddPasskey({ onAdded }: { onAdded?: () => void } = {}) {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: addPasskey,
    onSuccess: (info) => {
      queryClient.setQueryData(queryKeys.profileInfo(), info);
      void queryClient.invalidateQueries({ queryKey: passkeysKey });
      toast.success(t('account.passkeys.added'));
      onAdded?.();
    },
    onError: toastPasskeyError,
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      (await apiClient.patch<Passkey>(`/auth/passkeys/${id}/`, { name })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
    meta: { errorToast: { title: 'social:account.passkeys.renameFailed' } },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiClient.delete(`/auth/passkeys/${id}/`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
    // The API says why (the learner's only way in).
    meta: { errorToast: { title: 'social:account.passkeys.removeFailed' } },
  });
}
