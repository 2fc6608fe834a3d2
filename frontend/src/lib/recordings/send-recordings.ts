import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { apiClient, isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-error';
import type { RecordingDetail } from '@/types/api';

import { recordingDrop, recordingsWaiting, type WaitingRecording } from './waiting-recordings';

/** The query keys of the learner's recordings: their list and each one (features/recordings reads them). */
export const RECORDINGS_KEY = ['recordings'] as const;

// A recording may be 20 MB: far longer than a call's usual 10 s on a slow line.
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

export type SendOutcome =
  | { status: 'sent'; recording: RecordingDetail }
  /** Not reached (no network, a 5xx, a limit), or the learner's quota is full: kept to send again. */
  | { status: 'waiting'; error?: unknown }
  /** Refused for what it is (not a recording the server takes): sending it again changes nothing, so it is gone. */
  | { status: 'refused'; error: unknown };

// Recordings being sent now, by any caller: a second pass leaves them to the call already under way.
const sending = new Set<string>();

export async function recordingSend(recording: WaitingRecording): Promise<SendOutcome> {
  if (sending.has(recording.uploadId)) return { status: 'waiting' };
  sending.add(recording.uploadId);
  const body = new FormData();
  body.append('upload_id', recording.uploadId);
  const type = recording.audio.type.split(';')[0];
  body.append('audio', recording.audio, `recording.${EXTENSIONS[type] ?? 'webm'}`);
  body.append('details', JSON.stringify(recording.details));
  try {
    const response = await apiClient.post<RecordingDetail>('/recordings/', body, { timeout: UPLOAD_TIMEOUT_MS });
    await recordingDrop(recording.uploadId);
    return { status: 'sent', recording: response.data };
  } catch (error) {
    const status = isApiError(error) ? error.response?.status : undefined;
    if (status === 400 || status === 403 || status === 413) {
      await recordingDrop(recording.uploadId);
      return { status: 'refused', error };
    }
    return { status: 'waiting', error: status === 409 ? error : undefined };
  } finally {
    sending.delete(recording.uploadId);
  }
}

export function recordingsChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY });
}

/** Sends one recording that has stopped, saying why when it cannot be (a full quota, a refused file). */
export function useSendRecording(): (recording: WaitingRecording) => Promise<SendOutcome> {
  const { t } = useTranslation('recordings');
  const queryClient = useQueryClient();
  return async (recording) => {
    const outcome = await recordingSend(recording);
    if (outcome.status === 'refused') toastApiError(outcome.error, t('upload.refused'));
    if (outcome.status === 'waiting' && outcome.error) toastApiError(outcome.error, t('upload.full'));
    recordingsChanged(queryClient);
    return outcome;
  };
}

// The pass sending the waiting recordings, if one is under way: a page opened meanwhile (or React's second run of an
// effect) waits for it rather than starting another.
let pass: Promise<number> | null = null;

/** Sends the recordings waiting on the device, oldest first, until one cannot be sent; how many were. */
function sendWaiting(refused: (error: unknown) => void): Promise<number> {
  pass ??= (async () => {
    let sent = 0;
    for (const recording of await recordingsWaiting()) {
      const outcome = await recordingSend(recording);
      if (outcome.status === 'sent') sent += 1;
      else if (outcome.status === 'refused') refused(outcome.error);
      else break;
    }
    return sent;
  })().finally(() => {
    pass = null;
  });
  return pass;
}

/** Sends the recordings kept on the device, now and whenever the browser is back online. */
export function useRecordingsSender(): void {
  const { t } = useTranslation('recordings');
  const queryClient = useQueryClient();

  const refused = useEffectEvent((error: unknown) => toastApiError(error, t('upload.refused')));
  const passed = useEffectEvent((sent: number) => {
    if (sent > 0) toast.success(t('upload.sent', { count: sent }));
    recordingsChanged(queryClient);
  });

  // Once per page, however its messages load: a pass started again would send what the last one could not.
  useEffect(() => {
    const send = async () => {
      if (navigator.onLine) passed(await sendWaiting((error) => refused(error)));
    };
    void send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
}
