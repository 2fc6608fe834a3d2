import type { MushafPage } from '@/types/api';

/** A word as the page sets it: its verse, its place in the verse, and its place on the page (`order`, from 0). */
export type PlacedWord = {
  surahId: number;
  ayahId: number;
  /** Index in the verse's words. */
  index: number;
  text: string;
  order: number;
  /** The verse's last word: its end marker follows it. */
  endsVerse: boolean;
};

/** A juz or a hizb quarter opening on a line: the margin marks it. `quarter` 0 opens a hizb, 1–3 its quarters. */
export type LineMark = { kind: 'juz'; juz: number } | { kind: 'quarter'; hizb: number; quarter: number };

export type MushafLine =
  | { number: number; kind: 'chapter'; surahId: number }
  | { number: number; kind: 'basmala'; surahId: number }
  | { number: number; kind: 'verses'; words: PlacedWord[]; marks: LineMark[] };

const QUARTERS_PER_HIZB = 4;

function markOf(verse: MushafPage['verses'][number]): LineMark | null {
  if (verse.juz_start) return { kind: 'juz', juz: verse.juz };
  if (!verse.hizb_quarter_start) return null;
  const quarter = verse.hizb_quarter - 1;
  return {
    kind: 'quarter',
    hizb: Math.floor(quarter / QUARTERS_PER_HIZB) + 1,
    quarter: quarter % QUARTERS_PER_HIZB,
  };
}

/** The page's lines top to bottom, each line of verses holding its words in reading order. */
export function pageLines(page: MushafPage): MushafLine[] {
  const lines = page.lines.map((line): MushafLine => {
    if (line.kind === 'verses') return { number: line.number, kind: 'verses', words: [], marks: [] };
    return { number: line.number, kind: line.kind, surahId: line.surah_id ?? 0 };
  });
  let order = 0;
  for (const verse of page.verses) {
    verse.words.forEach((text, index) => {
      const line = lines[verse.word_lines[index] - 1];
      if (line?.kind !== 'verses') return;
      if (index === 0) {
        const mark = markOf(verse);
        if (mark) line.marks.push(mark);
      }
      line.words.push({
        surahId: verse.surah_id,
        ayahId: verse.ayah_id,
        index,
        text,
        order: order++,
        endsVerse: index === verse.words.length - 1,
      });
    });
  }
  return lines;
}

/** How many words the page holds (the last word's `order` + 1). */
export function pageWordCount(page: MushafPage): number {
  return page.verses.reduce((count, verse) => count + verse.words.length, 0);
}
