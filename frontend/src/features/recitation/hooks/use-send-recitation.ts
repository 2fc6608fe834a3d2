import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-error';
import type { RecitationRecord, RecitationResult } from '@/types/api';

import { recitationRecorded, recordRecitation } from '../api/record-recitation';
import { outboxDrop, outboxKeep, outboxWaiting } from '../stores/outbox';

/** The server's refusal of what was sent (400: bad input; 403: an account taken off the site): sending it again
 * changes nothing. Any other failure (no network, a 5xx, a limit, a proxy's error) may pass later: it stays kept. */
const refused = (error: unknown) => {
  const status = isApiError(error) ? error.response?.status : undefined;
  return status === 400 || status === 403;
};

// Recitations being sent by this page now: the outbox's sender leaves them to the call already under way.
const sending = new Set<string>();

async function send(recitation: RecitationRecord): Promise<RecitationResult> {
  sending.add(recitation.session_id);
  try {
    const result = await recordRecitation(recitation);
    outboxDrop(recitation.session_id);
    return result;
  } catch (error) {
    if (refused(error)) outboxDrop(recitation.session_id);
    throw error;
  } finally {
    sending.delete(recitation.session_id);
  }
}

export type SendOutcome = { status: 'sent'; result: RecitationResult } | { status: 'waiting' } | { status: 'refused' };

/** Sends a recitation that has ended, keeping it on the device until the server has it (stores/outbox). */
export function useSendRecitation(): (recitation: RecitationRecord) => Promise<SendOutcome> {
  const { t } = useTranslation('recitation');
  const queryClient = useQueryClient();

  return useCallback(
    async (recitation) => {
      outboxKeep(recitation);
      try {
        const result = await send(recitation);
        recitationRecorded(queryClient);
        return { status: 'sent', result };
      } catch (error) {
        if (!refused(error)) return { status: 'waiting' };
        toastApiError(error, t('errors.notTaken'));
        return { status: 'refused' };
      }
    },
    [queryClient, t],
  );
}

/** Sends the recitations kept on the device, now and whenever the browser is back online. */
export function useOutboxSender(): void {
  const { t } = useTranslation('recitation');
  const queryClient = useQueryClient();

  useEffect(() => {
    let running = false;
    const sendWaiting = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      let sent = 0;
      for (const recitation of outboxWaiting().filter(({ session_id }) => !sending.has(session_id))) {
        try {
          await send(recitation);
          sent += 1;
        } catch (error) {
          if (!refused(error)) break;
          console.error('A recitation kept on this device was refused', error);
        }
      }
      running = false;
      if (sent > 0) {
        recitationRecorded(queryClient);
        toast.success(t('outbox.sent', { count: sent }));
      }
    };
    void sendWaiting();
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [queryClient, t]);
}
