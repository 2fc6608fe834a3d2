import { toast, type ToastOptions } from 'react-toastify';

import { isApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import type { ApiErrorBody } from '@/types/api';

// Calls refused together (a page's queries) share one toast instead of stacking one each.
const TOO_MANY_REQUESTS_TOAST = 'too-many-requests';

/** Whether the server refused the call for a request limit (429): waiting, not changing anything, helps. */
export function isTooManyRequests(error: unknown): boolean {
  return isApiError(error) && error.response?.status === 429;
}

/** The seconds a 429 asks to wait (its Retry-After), or null: no 429, or no wait said. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.response?.status !== 429) return null;
  const seconds = Math.ceil(Number(error.response?.headers['retry-after']));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** When to try again, from the 429's Retry-After, in the learner's language. */
function tryAgainIn(error: unknown): string {
  const t = i18n.getFixedT(null, 'translation');
  const seconds = retryAfterSeconds(error);
  if (seconds === null) return t('errors.tooManyRequests.moment');
  if (seconds < 90) return t('errors.tooManyRequests.seconds', { count: seconds });
  return t('errors.tooManyRequests.minutes', { count: Math.ceil(seconds / 60) });
}

/** The server's own explanation of a failed call: its field messages, else its message. */
function getApiErrorDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body: unknown = error.response?.data;
  // Proxies and crashed servers answer with HTML or nothing; only the API's JSON shape carries a message.
  if (typeof body !== 'object' || body === null) return null;
  const { message, fields } = body as ApiErrorBody;
  const fieldMessages = Object.values(fields ?? {}).flat();
  if (fieldMessages.length > 0) return fieldMessages.join(' ');
  return message ?? null;
}

/** The one place a failed API call becomes a toast: the title plus whatever the server said, or, for a call over a
 * request limit, when to try again. The toast is all that happens: what the learner typed stays where it was. */
export function toastApiError(error: unknown, title: string, options?: ToastOptions): void {
  // A 401 has already logged the user out and sent them home; a toast would only add noise.
  if (isApiError(error) && error.response?.status === 401) return;
  const tooMany = isTooManyRequests(error);
  const detail = tooMany ? tryAgainIn(error) : getApiErrorDetail(error);
  const content = detail ? (
    // One element: the toast lays its children out in a row, and the detail reads under its title.
    <div>
      <strong>{title}</strong>
      <br />
      {detail}
    </div>
  ) : (
    title
  );
  if (!tooMany) toast.error(content, options);
  // The latest refusal's wait replaces the one shown: calls refused together share one toast.
  else if (toast.isActive(TOO_MANY_REQUESTS_TOAST)) toast.update(TOO_MANY_REQUESTS_TOAST, { render: content });
  else toast.error(content, { ...options, toastId: TOO_MANY_REQUESTS_TOAST });
}
