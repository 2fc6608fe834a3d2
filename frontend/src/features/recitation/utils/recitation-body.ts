import type { RecitationPassage, RecitationRecord, VerseReference } from '@/types/api';

import { versesRecited, type RecitationState } from './session';

const referenceOf = ({ surah_id, ayah_id }: VerseReference): VerseReference => ({ surah_id, ayah_id });

/**
 * The recitation's call for what was recited: the whole passage once every word was shown; when the learner
 * stopped before, the verses recited (session.versesRecited), so the verses not recited are neither reviewed nor
 * paid. Null when nothing was: nothing to send.
 */
export function recitationBody(
  state: RecitationState,
  passage: RecitationPassage,
  sessionId: string,
): RecitationRecord | null {
  const reached = versesRecited(state);
  if (reached === 0) return null;
  const recited = state.verses.slice(0, reached).map(referenceOf);
  const whole = reached === state.verses.length;
  const named: RecitationPassage = whole
    ? passage
    : passage.kind === 'review'
      ? { kind: 'review', verses: recited }
      : { kind: 'verses', from_verse: recited[0], to_verse: recited[recited.length - 1] };
  return {
    session_id: sessionId,
    passage: named,
    // Every mark is on a verse recited (versesRecited counts through the last one marked); the hint may have been on
    // for a verse only begun.
    slips: state.marks.map((mark) => ({
      ...referenceOf(state.verses[mark.verse]),
      word: mark.word,
      kind: mark.kind,
      ...(mark.driftedInto ? { drifted_into: referenceOf(mark.driftedInto) } : {}),
    })),
    hinted: [...state.hinted]
      .filter((verse) => verse < reached)
      .sort((a, b) => a - b)
      .map((verse) => referenceOf(state.verses[verse])),
  };
}
