import type { ListenedVerse } from '@/lib/recordings/waiting-recordings';
import type { SlipKind } from '@/lib/slip-kinds';
import type { RecordingSlip } from '@/types/api';

/** Where verse `index` sits in the recording (ms): from its start to the next verse's start, or to the recording's
 * end; null when the recording does not hold it. */
export function verseSegment(
  verses: readonly ListenedVerse[],
  index: number,
  durationMs: number,
): { start: number; end: number } | null {
  const start = verses[index]?.start_ms;
  if (start === null || start === undefined) return null;
  const next = verses.slice(index + 1).find((verse) => verse.start_ms !== null)?.start_ms;
  return { start, end: next ?? durationMs };
}

const sameWord = (slip: RecordingSlip, verse: ListenedVerse, word: number) =>
  slip.surah_id === verse.surah_id && slip.ayah_id === verse.ayah_id && slip.word === word;

/** The kinds of slip marked on a word. */
export function slipsOn(slips: readonly RecordingSlip[], verse: ListenedVerse, word: number): SlipKind[] {
  return slips.filter((slip) => sameWord(slip, verse, word)).map((slip) => slip.kind);
}

/** The slips with a slip of `kind` on the word added, or taken off when it was there; in the passage's order. */
export function slipToggled(
  slips: readonly RecordingSlip[],
  verse: ListenedVerse,
  word: number,
  kind: SlipKind,
): RecordingSlip[] {
  const there = slips.some((slip) => sameWord(slip, verse, word) && slip.kind === kind);
  if (there) return slips.filter((slip) => !(sameWord(slip, verse, word) && slip.kind === kind));
  return [...slips, { surah_id: verse.surah_id, ayah_id: verse.ayah_id, word, kind, drifted_into: null }];
}
