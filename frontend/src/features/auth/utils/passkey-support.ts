import type { ParseKeys } from 'i18next';

import { isApiError } from '@/lib/api-client';

/** Why passkeys cannot work on this page, or null when they can. Browsers refuse WebAuthn at an IP address (the
 * embedded set-up's http://127.0.0.1:8000) and outside a secure context (HTTPS, or http://localhost). */
export type PasskeyObstacle = 'ip-address' | 'insecure' | 'unsupported';

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

export function passkeyObstacle(location: Pick<Location, 'hostname'> = window.location): PasskeyObstacle | null {
  if (IP_ADDRESS.test(location.hostname)) return 'ip-address';
  if (!window.isSecureContext) return 'insecure';
  if (typeof window.PublicKeyCredential !== 'function') return 'unsupported';
  return null;
}

/** This page at http://localhost on the same port, where a browser offers passkeys. */
export function localhostAddress(location: Pick<Location, 'port' | 'pathname' | 'search'> = window.location): string {
  return `http://localhost${location.port ? `:${location.port}` : ''}${location.pathname}${location.search}`;
}

/** The message for a passkey ceremony that failed. The browser answers NotAllowedError alike when the learner
 * cancels, when the request timed out and when the device holds no passkey for the site, and says nothing more. */
export function passkeyErrorKey(error: unknown): ParseKeys<'signIn'> {
  if (isApiError(error)) {
    const status = error.response?.status;
    if (status === 429) return 'passkey.errors.tooMany';
    if (status === 403) return 'accountDisabled';
    if (status !== undefined && status < 500) return 'passkey.errors.refused';
    return 'passkey.errors.failed';
  }
  // The browser's DOMException is not an Error everywhere (jsdom's is not): its name is what tells.
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'passkey.errors.cancelled';
  if (name === 'InvalidStateError') return 'passkey.errors.registeredAlready';
  if (name === 'NotSupportedError') return 'passkey.errors.unsupported';
  return 'passkey.errors.failed';
}
