import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { RECORDINGS_KEY, recordingsChanged } from '@/lib/recordings/send-recordings';
import {
  recordingDrop,
  recordingsWaiting,
  recordingWaiting,
  recordingWaitingMarks,
  type ListenedVerse,
  type WaitingRecording,
} from '@/lib/recordings/waiting-recordings';
import type {
  RecitationPassage,
  RecordingDetail,
  RecordingList,
  RecordingSlip,
  RecordingSummary as ServerRecording,
} from '@/types/api';

// Hearing a 20 MB recording on a slow line takes longer than a call's usual 10 s.
const AUDIO_TIMEOUT_MS = 5 * 60 * 1000;

/** A recording as the list shows it, whether the server has it or it still waits on the device to be sent. */
export type RecordingSummary = {
  uploadId: string;
  /** Still on this device only, to be sent when the app can. */
  waiting: boolean;
  passage: RecitationPassage;
  durationMs: number;
  recordedAt: string;
  kept: boolean;
  expiresAt: string | null;
};

/** A recording as it is heard back: with its verses and the slips marked on it. */
export type ListenedRecording = RecordingSummary & { verses: ListenedVerse[]; slips: RecordingSlip[] };

function fromWaiting(recording: WaitingRecording): ListenedRecording {
  return {
    uploadId: recording.uploadId,
    waiting: true,
    passage: recording.details.passage,
    verses: recording.verses,
    slips: recording.details.slips.map((slip) => ({ ...slip, drifted_into: slip.drifted_into ?? null })),
    durationMs: recording.durationMs,
    recordedAt: recording.recordedAt,
    kept: false,
    expiresAt: null,
  };
}

function summaryOf(recording: ServerRecording): RecordingSummary {
  return {
    uploadId: recording.upload_id,
    waiting: false,
    passage: recording.passage,
    durationMs: recording.duration_ms,
    recordedAt: recording.recorded_at,
    kept: recording.kept,
    expiresAt: recording.expires_at,
  };
}

function fromServer(recording: RecordingDetail): ListenedRecording {
  return { ...summaryOf(recording), verses: recording.verses, slips: recording.slips };
}

/** The learner's recordings on the server (newest first, with their quota), and those waiting on this device. */
export function useRecordingList() {
  const server = useQuery({
    queryKey: [...RECORDINGS_KEY, 'list'],
    queryFn: async () => {
      const list = (await apiClient.get<RecordingList>('/recordings/')).data;
      return { ...list, recordings: list.recordings.map(summaryOf) };
    },
  });
  const waiting = useQuery({
    queryKey: [...RECORDINGS_KEY, 'waiting'],
    queryFn: async () => (await recordingsWaiting()).map(fromWaiting).reverse(),
  });
  return { server, waiting };
}

/** One recording, from this device while it waits there, else from the server (404: none of the learner's). */
export function useRecording(uploadId: string) {
  return useQuery({
    queryKey: [...RECORDINGS_KEY, uploadId],
    queryFn: async () => {
      const waiting = await recordingWaiting(uploadId);
      if (waiting) return fromWaiting(waiting);
      return fromServer((await apiClient.get<RecordingDetail>(`/recordings/${uploadId}/`)).data);
    },
  });
}

/** A recording's audio, to play: the device's own copy while it waits, else streamed to its owner by the server. */
export function useRecordingAudio(recording: ListenedRecording | undefined) {
  return useQuery({
    // Not under RECORDINGS_KEY: a recording's changes (its marks, keeping it) leave its audio as it is, and reading
    // it again would cut off what is playing.
    queryKey: ['recording-audio', recording?.uploadId, recording?.waiting],
    enabled: recording !== undefined,
    staleTime: Infinity,
    queryFn: async () => {
      const { uploadId, waiting } = recording!;
      const kept = waiting ? await recordingWaiting(uploadId) : null;
      if (kept) return kept.audio;
      const response = await apiClient.get<ArrayBuffer>(`/recordings/${uploadId}/audio/`, {
        responseType: 'arraybuffer',
        timeout: AUDIO_TIMEOUT_MS,
      });
      return new Blob([response.data], { type: String(response.headers['content-type'] ?? '') });
    },
  });
}

/** Keeps a recording past its expiry, or lets it expire. */
export function useKeepRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, kept }: { uploadId: string; kept: boolean }) =>
      apiClient.patch<RecordingDetail>(`/recordings/${uploadId}/`, { kept }),
    onSuccess: () => recordingsChanged(queryClient),
  });
}

/** Puts the slips marked while listening back in place of the recording's. */
export function useSaveMarks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uploadId, slips }: { uploadId: string; slips: RecordingSlip[] }) => {
      if (await recordingWaitingMarks(uploadId, slips)) return;
      await apiClient.patch<RecordingDetail>(`/recordings/${uploadId}/`, { slips });
    },
    onSuccess: () => recordingsChanged(queryClient),
  });
}

/** Deletes a recording: from the server, or from this device while it waits there. */
export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uploadId, waiting }: { uploadId: string; waiting: boolean }) => {
      if (waiting) await recordingDrop(uploadId);
      else await apiClient.delete(`/recordings/${uploadId}/`);
    },
    onSuccess: () => recordingsChanged(queryClient),
  });
}
