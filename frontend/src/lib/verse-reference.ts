import type { VerseReference } from '@/types/api';

/** A verse as addresses write it: "7:19". Shared: the drill's, the mushaf's and a recitation's addresses. */
export function verseText(verse: VerseReference): string {
  return `${verse.surah_id}:${verse.ayah_id}`;
}

/** The verse an address writes as "7:19", or undefined when the text is none (the server checks it is a real one). */
export function verseFromText(text: string | null): VerseReference | undefined {
  const match = /^(\d{1,3}):(\d{1,3})$/.exec(text ?? '');
  return match ? { surah_id: Number(match[1]), ayah_id: Number(match[2]) } : undefined;
}
