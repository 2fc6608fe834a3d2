import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

import { apiClient, isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-error';
import type { RecordingDetail } from '@/types/api';

import {
  recordingDrop,
  recordingKeep,
  recordingsWaiting,
  recordingWaiting,
  type WaitingRecording,
} from './waiting-recordings';

/** The query keys of the learner's recordings: their list and each one (features/recordings reads them). */
export const RECORDINGS_KEY = ['recordings'] as const;

// A recording may be 20 MB: far longer than a call's usual 10 s on a slow line.
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

const EXTENSIONS: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

export type SendOutcome =
  | { status: 'sent'; recording: RecordingDetail }
  /** Not reached (no network, a 5xx, a limit): kept to send again. */
  | { status: 'waiting' }
  /** Refused for now (the learner's quota full), or for what came with it: kept on the device, said why. */
  | { status: 'held'; error: unknown }
  /** Refused for what it is (no recording the server takes): sending it again changes nothing, so it is gone. */
  | { status: 'refused'; error: unknown };

/** The server's answer to a recording it would not take: its audio refused (400 on `audio`), its account gone (403)
 * or its size (413) end it; anything else may pass another time, or needs the learner. */
function refusal(error: unknown): 'waiting' | 'held' | 'refused' {
  const response = isApiError(error) ? error.response : undefined;
  if (!response) return 'waiting';
  const fields = (response.data as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
  if (response.status === 403 || response.status === 413 || (response.status === 400 && 'audio' in fields)) {
    return 'refused';
  }
  return response.status === 400 || response.status === 409 ? 'held' : 'waiting';
}

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
    await marksChangedMeanwhile(recording);
    await recordingDrop(recording.uploadId);
    return { status: 'sent', recording: response.data };
  } catch (error) {
    const status = refusal(error);
    if (status === 'refused') await recordingDrop(recording.uploadId);
    return status === 'waiting' ? { status } : { status, error };
  } finally {
    sending.delete(recording.uploadId);
  }
}

/** Marks saved on the device while the recording was on its way follow it to the server. */
async function marksChangedMeanwhile(sent: WaitingRecording): Promise<void> {
  const now = await recordingWaiting(sent.uploadId);
  if (now && JSON.stringify(now.details.slips) !== JSON.stringify(sent.details.slips)) {
    await apiClient.patch(`/recordings/${sent.uploadId}/`, { slips: now.details.slips });
  }
}

export function recordingsChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: RECORDINGS_KEY });
}

/** Keeps a recording that has stopped on the device (resolved once it is kept), then sends it, saying why when it
 * cannot be (a refused file, a full quota). */
export function useKeepAndSendRecording(): (recording: WaitingRecording) => Promise<void> {
  const { t } = useTranslation('recordings');
  const queryClient = useQueryClient();
  return async (recording) => {
    await recordingKeep(recording);
    void recordingSend(recording).then((outcome) => {
      if (outcome.status === 'refused') toastApiError(outcome.error, t('upload.refused'));
      if (outcome.status === 'held') toastApiError(outcome.error, t('upload.held'));
      recordingsChanged(queryClient);
    });
  };
}

const isQuotaFull = (error: unknown) => isApiError(error) && error.response?.status === 409;

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
      // No network, or a full quota: the ones after it would fare no better. One held for what came with it waits
      // for the learner; the others go on.
      else if (outcome.status === 'waiting' || isQuotaFull(outcome.error)) break;
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
