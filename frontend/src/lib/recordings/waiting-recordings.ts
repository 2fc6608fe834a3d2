import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

import { currentSignIn } from '@/lib/sign-in-mark';
import type { RecordingDetails, RecordingSlip } from '@/types/api';

/** A verse of a recording as it is heard back: its words, the reciter's recitation of it, where it starts in it. */
export type ListenedVerse = {
  surah_id: number;
  ayah_id: number;
  words: readonly string[];
  audio_url: string;
  start_ms: number | null;
};

/** A recording made on this device and not yet taken in by the server, with all it needs to be heard back here. */
export type WaitingRecording = {
  uploadId: string;
  audio: Blob;
  details: RecordingDetails;
  verses: ListenedVerse[];
  durationMs: number;
  recordedAt: string;
};

// The audio is kept as bytes with its type, not as a Blob: every browser's IndexedDB keeps an ArrayBuffer (Safari's
// once lost Blobs), and the tests' in-memory IndexedDB can copy it.
type Kept = Omit<WaitingRecording, 'audio'> & { signIn: string; audio: ArrayBuffer; audioType: string };

function asRecording(kept: Kept): WaitingRecording {
  const { uploadId, details, verses, durationMs, recordedAt } = kept;
  return { uploadId, details, verses, durationMs, recordedAt, audio: new Blob([kept.audio], { type: kept.audioType }) };
}

/**
 * Recordings kept in the browser (IndexedDB, database `hafiz-recordings`) from the moment they stop until the server
 * takes them in: one made without network, or refused by a server that could not be reached, is sent when the app
 * is back online (lib/recordings/send-recordings), with the marks changed meanwhile. Kept under the sign-in they were
 * made in (lib/sign-in-mark): never sent, listed or heard under another, and dropped once that sign-in has ended.
 */
let store: UseStore | null = null;
const waitingStore = () => (store ??= createStore('hafiz-recordings', 'waiting'));

export async function recordingKeep(recording: WaitingRecording): Promise<void> {
  const signIn = currentSignIn();
  if (!signIn) return;
  const audio = await recording.audio.arrayBuffer();
  await set(
    recording.uploadId,
    { ...recording, signIn, audio, audioType: recording.audio.type } satisfies Kept,
    waitingStore(),
  );
}

export async function recordingDrop(uploadId: string): Promise<void> {
  await del(uploadId, waitingStore());
}

/** The current sign-in's recordings waiting, oldest first; those of a sign-in that has ended are dropped. */
export async function recordingsWaiting(): Promise<WaitingRecording[]> {
  const signIn = currentSignIn();
  const kept = (await entries<string, Kept>(waitingStore())).map(([, recording]) => recording);
  await Promise.all(
    kept.filter((recording) => recording.signIn !== signIn).map((recording) => recordingDrop(recording.uploadId)),
  );
  return kept
    .filter((recording) => recording.signIn === signIn)
    .sort((first, second) => first.recordedAt.localeCompare(second.recordedAt))
    .map(asRecording);
}

export async function recordingWaiting(uploadId: string): Promise<WaitingRecording | null> {
  const kept = await get<Kept>(uploadId, waitingStore());
  return kept && kept.signIn === currentSignIn() ? asRecording(kept) : null;
}

/** Puts `slips` in place of a waiting recording's marks; false when it is no longer waiting (sent meanwhile). */
export async function recordingWaitingMarks(uploadId: string, slips: RecordingSlip[]): Promise<boolean> {
  const kept = await get<Kept>(uploadId, waitingStore());
  if (!kept) return false;
  await set(uploadId, { ...kept, details: { ...kept.details, slips } }, waitingStore());
  return true;
}

/** A recording just stopped, as it is kept to be sent: `verses` (the passage's, in its order) each with its start. */
export function waitingRecordingOf({
  uploadId,
  audio,
  durationMs,
  details,
  verses,
}: Omit<WaitingRecording, 'recordedAt' | 'verses'> & {
  verses: readonly Omit<ListenedVerse, 'start_ms'>[];
}): WaitingRecording {
  return {
    uploadId,
    audio,
    durationMs,
    details,
    verses: verses.map(({ surah_id, ayah_id, words, audio_url }, index) => ({
      surah_id,
      ayah_id,
      words,
      audio_url,
      start_ms: details.verse_starts[index] ?? null,
    })),
    recordedAt: new Date().toISOString(),
  };
}
