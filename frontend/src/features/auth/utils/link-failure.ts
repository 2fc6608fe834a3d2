import type { ParseKeys } from 'i18next';

import { isApiError } from '@/lib/api-client';

/** Why a mailed link did not open: gone (used, expired, never known: the server tells these apart to nobody), refused
 * for the account, a request limit, or a failure on the way, after which the same link may still work. */
export function linkFailureKey(error: unknown): ParseKeys<'signIn'> {
  const status = isApiError(error) ? error.response?.status : undefined;
  if (status === 400) return 'email.linkGone';
  if (status === 403) return 'accountDisabled';
  if (status === 409) return 'email.taken';
  if (status === 429) return 'email.linkTooMany';
  return 'email.linkUnchecked';
}
