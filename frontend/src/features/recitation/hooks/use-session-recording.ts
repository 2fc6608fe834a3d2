import { useEffect, useRef } from 'react';

import { useRecorder, type Recorded } from '@/lib/recordings/recorder';
import { useKeepAndSendRecording } from '@/lib/recordings/send-recordings';
import { recordingKeep, waitingRecordingOf, type ListenedVerse } from '@/lib/recordings/waiting-recordings';
import type { RecitationRecord } from '@/types/api';

type Taken = { uploadId: string; starts: (number | null)[]; recorded: Recorded | null };

/**
 * The recording of a recitation from memory (docs/product.md §2.18): each verse starts in it where the learner
 * began to reveal it; stopped, it is kept on the device at once (nothing is lost if the page is left); when the
 * recitation ends it is kept again with the slips as marked to the end, then sent, tied to the recitation's session
 * so that marks changed while hearing it back reach the recitation's slips.
 */
export function useSessionRecording({
  reciting,
  verses,
}: {
  /** The verse being recited (its index in the passage). */
  reciting: number;
  verses: readonly Omit<ListenedVerse, 'start_ms'>[];
}) {
  const { recorder, state, problem } = useRecorder();
  const taken = useRef<Taken | null>(null);
  const keepAndSend = useKeepAndSendRecording();
  const live = state === 'recording' || state === 'paused';

  useEffect(() => {
    const current = taken.current;
    if (live && current && reciting < current.starts.length) current.starts[reciting] ??= recorder.at();
  }, [live, reciting, recorder]);

  const started = () => {
    taken.current = { uploadId: crypto.randomUUID(), starts: verses.map((): number | null => null), recorded: null };
    if (reciting < verses.length) taken.current.starts[reciting] = 0;
  };

  /** The recording as it is kept: the verses recited (`reached`), each with its start, and the recitation's marks. */
  const recordingOf = (body: RecitationRecord, reached: number) => {
    const current = taken.current;
    if (!current?.recorded) return null;
    const starts = current.starts.slice(0, reached);
    // Begun after the last verse recited: it holds the end of that verse.
    if (!starts.some((start) => start !== null)) starts[reached - 1] = 0;
    return waitingRecordingOf({
      uploadId: current.uploadId,
      audio: current.recorded.audio,
      durationMs: current.recorded.durationMs,
      details: { passage: body.passage, verse_starts: starts, slips: body.slips, recitation_session: body.session_id },
      verses: verses.slice(0, reached),
    });
  };

  /** Stop pressed in the middle: kept with the marks so far, until the recitation ends. */
  const stop = async (body: RecitationRecord | null, reached: number) => {
    const recorded = await recorder.stop();
    if (taken.current && recorded) taken.current.recorded = recorded;
    const recording = body && recordingOf(body, reached);
    if (recording) await recordingKeep(recording);
  };

  /** The recitation has ended: the recording (if any) kept with its final marks and sent; its upload id. */
  const finish = async (body: RecitationRecord, reached: number): Promise<string | null> => {
    if (live) {
      const recorded = await recorder.stop();
      if (taken.current && recorded) taken.current.recorded = recorded;
    }
    const recording = recordingOf(body, reached);
    if (!recording) return null;
    await keepAndSend(recording);
    return recording.uploadId;
  };

  return { recorder, state, problem, started, stop, finish };
}
