import type { RecitePassage } from '@/lib/recite-path';
import { PAGE_COUNT } from '@/lib/verse-counts';
import { verseFromText } from '@/lib/verse-reference';

const HIZB_QUARTERS = 240;

function numberIn(text: string | null, highest: number): number | null {
  if (text === null || !/^\d{1,4}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= highest ? number : null;
}

/** The passage an address of lib/recite-path names, or null when it names none. The server checks the rest (a verse
 * past its chapter's end, a range that ends before it starts) and says what is wrong. */
export function passageFromAddress(search: URLSearchParams): RecitePassage | null {
  if (search.has('review')) return { kind: 'review' };
  const from = verseFromText(search.get('from'));
  const to = verseFromText(search.get('to')) ?? from;
  if (from && to) return { kind: 'verses', from, to };
  const pages = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(search.get('pages') ?? '');
  if (pages) {
    const first = numberIn(pages[1], PAGE_COUNT);
    const last = numberIn(pages[2] ?? pages[1], PAGE_COUNT);
    return first && last ? { kind: 'pages', from: first, to: last } : null;
  }
  const quarter = numberIn(search.get('quarter'), HIZB_QUARTERS);
  return quarter ? { kind: 'quarter', quarter } : null;
}

/** The words already shown when the recitation begins (?revealed=n), 0 without. */
export function revealedFromAddress(search: URLSearchParams): number {
  const revealed = Number(search.get('revealed'));
  return Number.isInteger(revealed) && revealed > 0 ? revealed : 0;
}
