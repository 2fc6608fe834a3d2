import { toast, type ToastOptions } from 'react-toastify';

import { isApiError } from '@/lib/api-client';
import type { ApiErrorBody } from '@/types/api';

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

/** The one place a failed API call becomes a toast: the title plus whatever the server said. */
export function toastApiError(error: unknown, title: string, options?: ToastOptions): void {
  // A 401 has already logged the user out and sent them home; a toast would only add noise.
  if (isApiError(error) && error.response?.status === 401) return;
  const detail = getApiErrorDetail(error);
  toast.error(
    detail ? (
      <>
        <strong>{title}</strong>
        <br />
        {detail}
      </>
    ) : (
      title
    ),
    options,
  );
}
