import type { VerseReference } from '@/types/api';

import { verseFromText, verseText } from './verse-reference';

/** The "Which one?" drill of a verse against its look-alikes, or against one of them (`against`: a confused pair). */
export function drillPath(verse: VerseReference, against?: VerseReference): string {
  const path = `/drill/${verse.surah_id}/${verse.ayah_id}`;
  return against ? `${path}?with=${verseText(against)}` : path;
}

/** The `with` of a drill's address ("7:19"), or undefined when it names no verse. */
export function drillAgainst(value: string | null): VerseReference | undefined {
  return verseFromText(value);
}
