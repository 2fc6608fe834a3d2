import type { VerseReference } from '@/types/api';

/** The "Which one?" drill of a verse against its look-alikes, or against one of them (`against`: a confused pair). */
export function drillPath(verse: VerseReference, against?: VerseReference): string {
  const path = `/drill/${verse.surah_id}/${verse.ayah_id}`;
  return against ? `${path}?with=${against.surah_id}:${against.ayah_id}` : path;
}

/** The `with` of a drill's address ("7:19"), or undefined when it names no verse. */
export function drillAgainst(value: string | null): VerseReference | undefined {
  const match = /^(\d{1,3}):(\d{1,3})$/.exec(value ?? '');
  return match ? { surah_id: Number(match[1]), ayah_id: Number(match[2]) } : undefined;
}
